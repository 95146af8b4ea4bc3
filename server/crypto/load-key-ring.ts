import { loadInstanceKey, readPreviousKeys } from './instance-key.ts';
import { type KeyRing, keyRing } from './key-ring.ts';

/** The instance key (PWPUSH_MASTER_KEY or the data directory's instance.key) and the keys it replaced. */
export async function loadKeyRing(
  masterKeyHex: string | undefined,
  previousKeysHex: string | undefined,
  dataDir: string,
): Promise<KeyRing> {
  const previous = readPreviousKeys(previousKeysHex);
  return keyRing(await loadInstanceKey(masterKeyHex, dataDir), previous);
}
