import { aesGcmCipher, type Cipher } from '../crypto/cipher.ts';
import { KeyError } from '../crypto/instance-key.ts';
import type { KeyRing } from '../crypto/key-ring.ts';
import type { StoreControl } from '../store/store-control.ts';

const KNOWN = 'secret-push key check';

/**
 * What the key check holds once opened. Digests (of url tokens, counted keys, backup codes) are
 * derived from the key the store was made with, its digest root: rotation re-seals values but
 * keeps the digests, so the key check carries that root sealed once it is no longer the key that
 * opens it. A key check of the first form holds only the known words: its root is
 * the key that opens it.
 */
export function openKeyCheck(sealed: string, ring: Pick<KeyRing, 'openWith'>): { digestRoot: Buffer } | null {
  let opened: { plain: string; key: Buffer };
  try {
    opened = ring.openWith(sealed);
  } catch {
    return null;
  }
  if (opened.plain === KNOWN) return { digestRoot: opened.key };
  const [known, rootHex] = opened.plain.split('\n');
  if (known !== KNOWN || rootHex === undefined || !/^[0-9a-f]{64}$/.test(rootHex)) return null;
  return { digestRoot: Buffer.from(rootHex, 'hex') };
}

/** The key check sealed under the ring's current key, keeping the store's digest root. */
export function sealKeyCheck(ring: KeyRing, digestRoot: Buffer): string {
  return ring.seal(digestRoot.equals(ring.current) ? KNOWN : `${KNOWN}\n${digestRoot.toString('hex')}`);
}

/**
 * Refuses a store no key of the ring opens, before any request could meet an unreadable push.
 * Resolves the store's digest root; a new store gets a key check under the current key.
 */
export async function checkKeyRing(
  store: Pick<StoreControl, 'keyCheck' | 'setKeyCheck'>,
  ring: KeyRing,
): Promise<Buffer> {
  const sealed = await store.keyCheck();
  if (sealed === null) {
    // In the form that names no key, which every version reads: a store made now may still be
    // moved (`secret-push migrate`) or opened by a server not yet upgraded.
    await store.setKeyCheck(aesGcmCipher(ring.current).seal(KNOWN));
    return ring.current;
  }
  const opened = openKeyCheck(sealed, ring);
  if (opened === null) throw new KeyError(keyRefused(ring, 'store'));
  return opened.digestRoot;
}

/** Why a store (or a database) was refused, naming the settings that give its keys. */
export function keyRefused(ring: Pick<KeyRing, 'keys'>, what: 'store' | 'database'): string {
  if (ring.keys.length > 1) {
    return (
      `No key of PWPUSH_MASTER_KEY and PWPUSH_MASTER_KEY_PREVIOUS opens this ${what}: it was made with another key. ` +
      `Add the key the ${what} was made with to PWPUSH_MASTER_KEY_PREVIOUS.`
    );
  }
  return what === 'store'
    ? 'The instance key does not open this store: it was created with another key. ' +
        'Set PWPUSH_MASTER_KEY (or restore instance.key in the data directory) to the key it was created with.'
    : 'The instance key does not open this database: it was made with another key. Set ' +
        'PWPUSH_MASTER_KEY to the key the database was made with (every server on one database needs the same key).';
}

/** Refuses a store this one cipher does not open (a data directory checked against a database). */
export async function checkInstanceKey(
  store: Pick<StoreControl, 'keyCheck' | 'setKeyCheck'>,
  cipher: Cipher,
): Promise<void> {
  const sealed = await store.keyCheck();
  if (sealed === null) {
    await store.setKeyCheck(cipher.seal(KNOWN));
    return;
  }
  const opened = openKeyCheck(sealed, {
    openWith: (value) => ({ plain: cipher.open(value), key: Buffer.alloc(32) }),
  });
  if (opened === null) throw new KeyError(keyRefused({ keys: [] }, 'store'));
}
