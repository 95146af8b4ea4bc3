import { readdir } from 'node:fs/promises';
import type { StoreState } from '../memory/store-state.ts';
import { type AtRestKeys, atRestCodec } from './at-rest.ts';
import { JournalAdapter } from './journal-adapter.ts';
import { nodeStoreFs } from './store-fs.ts';
import { acquireStoreLock } from './store-lock.ts';

/** A data directory's whole state, read for export; its lock stays held until `release`. */
export interface HeldDataDir {
  state: StoreState;
  release: () => Promise<void>;
}

const STORE_FILE = /^(store\.json|journal-\d+\.ndjson)$/;

export class NoStoreError extends Error {
  override readonly name = 'NoStoreError';
}

/** Throws NoStoreError unless the directory holds a snapshot or a journal. */
export async function assertHoldsStore(dataDir: string): Promise<void> {
  const names = await readdir(dataDir).catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' ? [] : Promise.reject(error),
  );
  if (!names.some((name) => STORE_FILE.test(name))) {
    throw new NoStoreError(`${dataDir} holds no embedded store (no store.json and no journal).`);
  }
}

/**
 * Reads everything an embedded store holds (snapshot and journals), for `secret-push migrate`.
 * Takes the store lock first, so it refuses (StoreLockedError) while a server has the directory,
 * and keeps it so none can start and write behind the export's back. Writes nothing to the store.
 */
export async function readDataDirForExport(
  dataDir: string,
  instanceKey: Buffer | AtRestKeys,
): Promise<HeldDataDir> {
  await assertHoldsStore(dataDir);
  const release = await acquireStoreLock(dataDir);
  try {
    const adapter = new JournalAdapter(nodeStoreFs, dataDir, atRestCodec(instanceKey), () => {});
    return { state: await adapter.read(), release };
  } catch (error) {
    await release();
    throw error;
  }
}
