import type { ServerConfig } from './config.ts';
import { aesGcmCipher, type Cipher } from './crypto/cipher.ts';
import { loadInstanceKey } from './crypto/instance-key.ts';
import { checkInstanceKey } from './crypto/key-check.ts';
import { downloadLinkKey } from './files/link-key.ts';
import { describeError, type Logger } from './http/log.ts';
import { openLowdbStore } from './store/lowdb-store.ts';
import type { Store } from './store/port.ts';

/**
 * The embedded store under DATA_DIR, the key that opens it, and the download links' key derived
 * from it; refuses a store sealed under another key.
 */
export async function openDataStore(
  config: ServerConfig,
  logger?: Logger,
): Promise<{ store: Store; cipher: Cipher; linkKey: Buffer }> {
  const instanceKey = await loadInstanceKey(config.masterKeyHex, config.dataDir);
  const cipher = aesGcmCipher(instanceKey);
  const store = await openLowdbStore({
    dataDir: config.dataDir,
    instanceKey,
    ...(logger === undefined
      ? {}
      : {
          onCompactionError: (error: unknown) =>
            logger.error(`store compaction failed: ${describeError(error)}`),
          onUnavailable: (problem: string) =>
            logger.error(`store unavailable (${problem}): writes are refused with 503 until it recovers`),
          onRecovered: () => logger.info('store recovered: writes are taken again'),
        }),
    ...(config.purgeAfterMs === null ? {} : { purgeAfterMs: config.purgeAfterMs }),
  });
  try {
    await checkInstanceKey(store, cipher);
  } catch (error) {
    await store.close();
    throw error;
  }
  return { store, cipher, linkKey: downloadLinkKey(instanceKey) };
}
