import { hkdfSync } from 'node:crypto';
import { aesGcmCipher, type Cipher } from './cipher.ts';

/**
 * The instance key and the keys it replaced: new values are sealed under the current key, and a
 * value sealed under any key of the ring still opens, so a key can be rotated while data stays.
 */
export interface KeyRing extends Cipher {
  /** The key new values are sealed under. */
  readonly current: Buffer;
  /** Every key of the ring, the current one first. */
  readonly keys: readonly Buffer[];
  /** Whether a sealed value names the current key, so re-sealing it would change nothing. */
  isCurrent(sealed: string): boolean;
  /** Opens a value and says which key of the ring opened it; throws when none does. */
  openWith(sealed: string): { plain: string; key: Buffer };
}

/** `v2.<key id>.<nonce, tag and body>`: today's `v1.` values name no key and are tried under each. */
const NAMED = 'v2';
const UNNAMED = 'v1';

/** A short public name for a key: it tells which key to try first, and reveals nothing of the key. */
export function keyId(key: Buffer): string {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'secret-push key id v1', 6)).toString(
    'base64url',
  );
}

export function keyRing(current: Buffer, previous: readonly Buffer[] = []): KeyRing {
  const keys: Buffer[] = [];
  for (const key of [current, ...previous]) if (!keys.some((kept) => kept.equals(key))) keys.push(key);
  const ring = keys.map((key) => ({ key, id: keyId(key), cipher: aesGcmCipher(key) }));
  const [now] = ring as [(typeof ring)[number]];

  function candidates(sealed: string): { order: typeof ring; body: string } {
    const [version, id, data] = sealed.split('.');
    if (version === UNNAMED && id !== undefined && data === undefined) return { order: ring, body: sealed };
    if (version !== NAMED || id === undefined || data === undefined)
      throw new Error('Unknown sealed value format.');
    // The named key first; the others only in the unlikely case two keys share a short id.
    const named = ring.filter((entry) => entry.id === id);
    return { order: [...named, ...ring.filter((entry) => entry.id !== id)], body: `${UNNAMED}.${data}` };
  }

  function openWith(sealed: string): { plain: string; key: Buffer } {
    const { order, body } = candidates(sealed);
    for (const entry of order) {
      try {
        return { plain: entry.cipher.open(body), key: entry.key };
      } catch {
        // Sealed under another key of the ring, or under none: the next is tried.
      }
    }
    throw new Error('No key of the ring opens this value.');
  }

  return {
    current,
    keys,
    seal: (plain) => `${NAMED}.${now.id}.${now.cipher.seal(plain).slice(UNNAMED.length + 1)}`,
    open: (sealed) => openWith(sealed).plain,
    openWith,
    isCurrent: (sealed) => sealed.startsWith(`${NAMED}.${now.id}.`),
  };
}
