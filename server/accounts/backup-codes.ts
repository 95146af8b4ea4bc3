import { createHmac } from 'node:crypto';
import { pooledRandomBytes } from '../crypto/random-pool.ts';

/** As many as Password Pusher hands out: enough for a lost phone and a few sign-ins until a new one. */
export const BACKUP_CODE_COUNT = 10;
/** Lower-case letters and digits without the look-alikes (0/o, 1/l/i), so a printed code reads back. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

function newCode(): string {
  let code = '';
  // 256 is not a multiple of the alphabet's size: bytes past the last whole multiple are skipped, so no letter is likelier.
  const limit = 256 - (256 % ALPHABET.length);
  while (code.length < LENGTH) {
    for (const byte of pooledRandomBytes(LENGTH)) {
      if (byte < limit && code.length < LENGTH) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A set of fresh backup codes as shown to the person, "abcde-fghjk". */
export function newBackupCodes(count = BACKUP_CODE_COUNT): string[] {
  return Array.from({ length: count }, newCode);
}

/** Whether what was typed has the shape of a backup code, whatever its case, spaces or dash. */
export function looksLikeBackupCode(typed: string): boolean {
  return new RegExp(`^[${ALPHABET}]{${LENGTH}}$`).test(typed.toLowerCase().replace(/[\s-]/g, ''));
}

/**
 * The digest a backup code is kept by: an HMAC under the instance's digest key, since ~50 bits of
 * code are few enough to try them all against a plain hash taken from a copy of the store.
 */
export function backupCodeDigest(key: Buffer, typed: string): string {
  const code = typed.toLowerCase().replace(/[\s-]/g, '');
  return createHmac('sha256', key).update(`backup code\n${code}`).digest('hex');
}
