import type { ServerConfig } from './config.ts';
import { KeyError } from './crypto/instance-key.ts';
import type { KeyRing } from './crypto/key-ring.ts';
import { loadKeyRing } from './crypto/load-key-ring.ts';
import { describeDatabaseUrl } from './database/database-url.ts';
import { downloadLinkKey } from './files/link-key.ts';
import type { Counters } from './limits/counters.ts';
import { memoryCounters } from './limits/memory-counters.ts';
import { describeError, type Logger } from './log/log.ts';
import { databaseOpenError } from './store/database-open-error.ts';
import type { AtRestKeys } from './store/durable/at-rest.ts';
import { checkKeyRing, keyRefused, openKeyCheck } from './store/key-check.ts';
import { openLowdbStore } from './store/lowdb-store.ts';
import type { Store } from './store/port.ts';
import { connectionProblem } from './store/postgres/connection-errors.ts';
import { openPostgresStore } from './store/postgres/open-postgres-store.ts';
import { postgresCounters } from './store/postgres/postgres-counters.ts';
import type { StoreControl } from './store/store-control.ts';

export interface DataStore {
  store: Store;
  /** The instance key and the keys it replaced: seals under the first, opens under any. */
  cipher: KeyRing;
  /**
   * The download links' key, derived from the current instance key so every server signs alike,
   * and a key dropped after a rotation signs no more links.
   */
  linkKey: Buffer;
  /** The same derived from the store's digest root: what is kept digested under it (backup codes) outlives a rotation. */
  rootLinkKey: Buffer;
  /** The sign-in, passphrase and request counters: in this process's memory, or in the shared database. */
  counters: Counters;
  /** Writes the embedded store's snapshot now, under the current key; absent on PostgreSQL. */
  compact?: () => Promise<void>;
  /** True when other processes may use the same store at once (PostgreSQL). */
  shared: boolean;
  /** Where the data lives, for the log: never a password. */
  where: string;
}

/**
 * The store the settings name: PostgreSQL at DATABASE_URL, else the embedded store under DATA_DIR;
 * the key that opens it, and the download links' key derived from it. Refuses a store sealed under
 * another key.
 */
export async function openDataStore(config: ServerConfig, logger?: Logger): Promise<DataStore> {
  const cipher = await loadKeyRing(config.masterKeyHex, config.previousKeysHex, config.dataDir);
  // The digest root is the key the store was made with, known once its key check is open; until
  // then (while the store reads itself) the current key stands in, as it made any store not rotated.
  let digestRoot = cipher.current;
  const instanceKey: AtRestKeys = {
    cipher,
    digestRoot: () => digestRoot,
    settle: (sealed) => {
      digestRoot = (sealed === null ? null : openKeyCheck(sealed, cipher)?.digestRoot) ?? digestRoot;
    },
  };
  const health =
    logger === undefined
      ? {}
      : {
          onUnavailable: (problem: string) =>
            logger.error(`store unavailable (${problem}): writes are refused with 503 until it recovers`),
          onRecovered: () => logger.info('store recovered: writes are taken again'),
        };
  const purge = config.purgeAfterMs === null ? {} : { purgeAfterMs: config.purgeAfterMs };
  const url = config.databaseUrl;
  if (url === null) {
    const store = await openLowdbStore({
      dataDir: config.dataDir,
      instanceKey,
      ...health,
      ...(logger === undefined
        ? {}
        : {
            onCompactionError: (error: unknown) =>
              logger.error(`store compaction failed: ${describeError(error)}`),
          }),
      ...purge,
    });
    digestRoot = await closeUnless(store, checkKeyRing(store, cipher));
    const linkKey = downloadLinkKey(cipher.current);
    const rootLinkKey = downloadLinkKey(digestRoot);
    const compact = () => store.compact();
    return {
      store,
      cipher,
      linkKey,
      rootLinkKey,
      counters: memoryCounters(),
      compact,
      shared: false,
      where: config.dataDir,
    };
  }
  const where = describeDatabaseUrl(url);
  const store = await openPostgresStore({
    url,
    instanceKey,
    poolSize: config.databasePoolSize,
    ...health,
    ...purge,
  }).catch((error: unknown) => Promise.reject(databaseOpenError(error, where, connectionProblem)));
  digestRoot = await closeUnless(store, checkKeyOnce(store, cipher));
  const counters = postgresCounters(store.pool, digestRoot);
  const linkKey = downloadLinkKey(cipher.current);
  return { store, cipher, linkKey, rootLinkKey: downloadLinkKey(digestRoot), counters, shared: true, where };
}

async function closeUnless<T>(store: StoreControl, check: Promise<T>): Promise<T> {
  try {
    return await check;
  } catch (error) {
    await store.close();
    throw error;
  }
}

/**
 * The key check of a database several processes may open at once: checked (and on a new database
 * written) by one process at a time, so two servers given different keys can't each seal their own.
 */
async function checkKeyOnce(store: StoreControl, ring: KeyRing): Promise<Buffer> {
  for (let attempt = 0; attempt < 200; attempt++) {
    let root: Buffer | undefined;
    try {
      root = await store.runAlone('key check', () => checkKeyRing(store, ring));
    } catch (error) {
      if (!(error instanceof KeyError)) throw error;
      throw new KeyError(keyRefused(ring, 'database'));
    }
    if (root !== undefined) return root;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('Another server kept the key check busy for 10 seconds.');
}
