import { createHmac, hkdfSync } from 'node:crypto';

/** HKDF's "info": the counters' key is never equal to a key derived from the instance key for anything else. */
const LABEL = 'secret-push counters v1';

/**
 * The key under which counters are stored: an HMAC-SHA-256 of the scope and the key, keyed with a key
 * derived from the instance key. Url tokens, e-mails and client addresses never reach the database,
 * and without the instance key a digest can't be tried against a guess.
 */
export function counterDigest(instanceKey: Buffer): (scope: string, key: string) => Buffer {
  const digestKey = Buffer.from(hkdfSync('sha256', instanceKey, Buffer.alloc(0), LABEL, 32));
  // A scope has no NUL in it, so the scope and the key can't run into each other.
  return (scope, key) => createHmac('sha256', digestKey).update(scope).update('\0').update(key).digest();
}
