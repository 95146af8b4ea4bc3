import { describe, expect, it } from 'vitest';
import {
  hasControlCharacter,
  isWellFormed,
  QR_MAX_BYTES,
  qrPayloadProblem,
  urlPayloadProblem,
  utf8Length,
} from '../../shared/servable-payload.ts';

describe('servable payloads', () => {
  it.each(['', 'abc', 'é', '漢字', '😀', 'a😀b', '\ud83d', '\ude00x', 'mixed é 漢 😀 \ud800'])(
    'counts %j in UTF-8 bytes as Node encodes it',
    (text) => {
      expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'));
    },
  );

  it('tells a lone surrogate from a pair', () => {
    expect([isWellFormed('😀'), isWellFormed('\ud83d'), isWellFormed('\ude00'), isWellFormed('ab')]).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it('accepts a QR text of exactly the capacity in bytes and refuses one byte more', () => {
    expect(qrPayloadProblem('漢'.repeat(QR_MAX_BYTES / 3))).toBeNull();
    expect(qrPayloadProblem(`${'漢'.repeat(QR_MAX_BYTES / 3)}a`)).toBe(
      'is too long for a QR code: at most 2331 bytes of UTF-8, and this is 2332.',
    );
  });

  it('finds C0, DEL and C1 control characters anywhere in a URL, and nothing else', () => {
    for (const ch of ['\u0000', '\t', '\n', '\r', '\u001f', '\u007f', '\u0085', '\u009f'])
      expect(urlPayloadProblem(`https://example.com/${ch}x`)).not.toBeNull();
    expect(hasControlCharacter('https://例え.jp/パス?q=1#é')).toBe(false);
    expect(urlPayloadProblem('https://example.com/a b')).toBeNull();
  });
});
