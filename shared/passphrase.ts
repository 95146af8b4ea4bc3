/** Letters and digits that are hard to confuse when read aloud or typed: no 0/O, 1/l/I. */
export const PASSPHRASE_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A passphrase of `groups` dash-separated groups of 4 characters. `randomBytes` fills its argument
 * with random bytes (`crypto.getRandomValues` in a browser) so tests can pin it.
 */
export function generatePassphrase(randomBytes: (into: Uint8Array) => Uint8Array, groups = 4): string {
  const chars: string[] = [];
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % PASSPHRASE_ALPHABET.length);
  while (chars.length < groups * 4) {
    for (const byte of randomBytes(new Uint8Array(32))) {
      if (byte < limit && chars.length < groups * 4)
        chars.push(PASSPHRASE_ALPHABET[byte % PASSPHRASE_ALPHABET.length] ?? '');
    }
  }
  const parts: string[] = [];
  for (let i = 0; i < groups; i++) parts.push(chars.slice(i * 4, i * 4 + 4).join(''));
  return parts.join('-');
}
