import type { Opened } from '../../shared/sealed/outcome.ts';
import { keyFragment, parsePushKey } from '../../shared/sealed/push-key.ts';
import type { SealedKeyMessage } from './sealed-key-store.ts';

/** What the opener knows of a push's key: none at all, or the key read (or refused) from a link. */
export type KeyState = Opened<Uint8Array> | null;

const KEY_FRAGMENT = /^#k1=/;

/**
 * Reads the key from a `#k1=` fragment and takes the fragment out of the address bar and of the
 * history entry, keeping the entry's state. Null when the address holds no key.
 */
export function takeFragmentKey(
  location: Pick<Location, 'hash' | 'href'>,
  history: Pick<History, 'replaceState' | 'state'>,
): KeyState {
  if (!KEY_FRAGMENT.test(location.hash)) return null;
  const key = parsePushKey(location.hash);
  history.replaceState(history.state, '', location.href.split('#')[0]);
  return key;
}

/**
 * The key for this page: the one its address carried, handed to the background so the next page
 * of the link has it too; else the one the background kept from an earlier page of the link.
 */
export async function keyForPage(
  fromAddress: KeyState,
  token: string,
  send: (message: SealedKeyMessage) => Promise<string | null>,
): Promise<KeyState> {
  if (fromAddress !== null) {
    if (fromAddress.ok)
      await send({ sealedKey: 'keep', token, fragment: keyFragment(fromAddress.value) }).catch(() => null);
    return fromAddress;
  }
  const kept = await send({ sealedKey: 'take', token }).catch(() => null);
  return kept === null ? null : parsePushKey(kept);
}
