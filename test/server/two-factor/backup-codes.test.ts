import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  backupCodeDigest,
  looksLikeBackupCode,
  newBackupCodes,
} from '../../../server/accounts/backup-codes.ts';

describe('backup codes', () => {
  it('hands out ten distinct codes of ten letters and digits that read back unambiguously', () => {
    const codes = newBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('draws every letter of its alphabet about as often', () => {
    const counts = new Map<string, number>();
    for (const code of newBackupCodes(2000)) {
      for (const ch of code.replace('-', '')) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    expect(counts.size).toBe(31);
    // 20,000 letters over 31: about 645 each; a skew from modulo bias would push some far off.
    for (const [ch, n] of counts) expect(n, ch).toBeGreaterThan(500);
  });

  it('keeps a code by an HMAC under the instance key, whatever its case, spaces or dash', () => {
    const key = randomBytes(32);
    const digest = backupCodeDigest(key, 'abcde-fghjk');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(backupCodeDigest(key, 'ABCDE FGHJK')).toBe(digest);
    expect(backupCodeDigest(key, ' abcdefghjk ')).toBe(digest);
    expect(backupCodeDigest(randomBytes(32), 'abcde-fghjk')).not.toBe(digest);
    expect(backupCodeDigest(key, 'abcde-fghjm')).not.toBe(digest);
  });

  it('tells a backup code from an app code', () => {
    expect(looksLikeBackupCode('abcde-fghjk')).toBe(true);
    expect(looksLikeBackupCode('ABCDE FGHJK')).toBe(true);
    expect(looksLikeBackupCode('123456')).toBe(false);
    expect(looksLikeBackupCode('abcde-fghj')).toBe(false);
    expect(looksLikeBackupCode('abcde-fghj0')).toBe(false);
  });
});
