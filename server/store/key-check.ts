import type { Cipher } from '../crypto/cipher.ts';
import { KeyError } from '../crypto/instance-key.ts';
import type { StoreControl } from '../store/store-control.ts';

const KNOWN = 'secret-push key check';

/** Refuses a store sealed under another key, before any request could meet an unreadable push. */
export async function checkInstanceKey(
  store: Pick<StoreControl, 'keyCheck' | 'setKeyCheck'>,
  cipher: Cipher,
): Promise<void> {
  const sealed = await store.keyCheck();
  if (sealed === null) {
    await store.setKeyCheck(cipher.seal(KNOWN));
    return;
  }
  let opened: string | undefined;
  try {
    opened = cipher.open(sealed);
  } catch {
    opened = undefined;
  }
  if (opened !== KNOWN) {
    throw new KeyError(
      'The instance key does not open this store: it was created with another key. ' +
        'Set PWPUSH_MASTER_KEY (or restore instance.key in the data directory) to the key it was created with.',
    );
  }
}
