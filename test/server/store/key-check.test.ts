import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import { keyRing } from '../../../server/crypto/key-ring.ts';
import { loadKeyRing } from '../../../server/crypto/load-key-ring.ts';
import { checkKeyRing, sealKeyCheck } from '../../../server/store/key-check.ts';

const a = randomBytes(32);
const b = randomBytes(32);

/** A store's key check alone, as StoreControl keeps it. */
function keyChecked(sealed: string | null) {
  let held = sealed;
  return {
    keyCheck: async () => held,
    setKeyCheck: async (next: string) => {
      held = next;
    },
    get held() {
      return held;
    },
  };
}

describe('the key check with a key ring', () => {
  it('opens a store made under a previous key, and takes that key as its digest root', async () => {
    const store = keyChecked(aesGcmCipher(a).seal('secret-push key check'));
    expect((await checkKeyRing(store, keyRing(b, [a]))).equals(a)).toBe(true);
  });

  it('keeps the digest root once the key check is re-sealed under the new key alone', async () => {
    const store = keyChecked(sealKeyCheck(keyRing(b), a));
    expect((await checkKeyRing(store, keyRing(b))).equals(a)).toBe(true);
  });

  it('roots a new store in the current key', async () => {
    const store = keyChecked(null);
    expect((await checkKeyRing(store, keyRing(b, [a]))).equals(b)).toBe(true);
    expect(keyRing(b).open(store.held ?? '')).toBe('secret-push key check');
    expect(() => keyRing(a).open(store.held ?? '')).toThrow();
  });

  it('refuses a ring that opens nothing, naming both settings', async () => {
    const store = keyChecked(aesGcmCipher(randomBytes(32)).seal('secret-push key check'));
    await expect(checkKeyRing(store, keyRing(b, [a]))).rejects.toThrow(
      'No key of PWPUSH_MASTER_KEY and PWPUSH_MASTER_KEY_PREVIOUS opens this store: it was made with another key. ' +
        'Add the key the store was made with to PWPUSH_MASTER_KEY_PREVIOUS.',
    );
    await expect(checkKeyRing(store, keyRing(b))).rejects.toThrow(
      'The instance key does not open this store: it was created with another key.',
    );
  });
});

describe('loadKeyRing', () => {
  it('reads the previous keys, comma-separated, after the current one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ring-'));
    const ring = await loadKeyRing(b.toString('hex'), ` ${a.toString('hex')} ,`, dir);
    expect(ring.keys.map((key) => key.toString('hex'))).toEqual([b.toString('hex'), a.toString('hex')]);
    await rm(dir, { recursive: true });
  });

  it('refuses an entry that is no key, naming the setting and not the entry', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ring-'));
    const wrong = `${a.toString('hex').slice(1)}z`;
    const refused = loadKeyRing(b.toString('hex'), `${a.toString('hex')},${wrong}`, dir);
    await expect(refused).rejects.toThrow(
      'PWPUSH_MASTER_KEY_PREVIOUS must list 64-character hexadecimal keys separated by commas; entry 2 is not one.',
    );
    await expect(refused).rejects.not.toThrow(wrong);
    await rm(dir, { recursive: true });
  });
});
