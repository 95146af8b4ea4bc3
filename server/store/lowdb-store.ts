import { Low } from 'lowdb';
import { type CompactionPolicy, CompactionScheduler, DEFAULT_COMPACTION } from './durable/compaction.ts';
import { ensureDataDir } from './durable/data-files.ts';
import { JournalAdapter } from './durable/journal-adapter.ts';
import { acquireStoreLock } from './durable/store-lock.ts';
import type { Store } from './port.ts';
import { stateStore } from './state-store.ts';
import { StoreState } from './store-state.ts';

export { StoreCorruptError } from './durable/journal-reader.ts';
export { StoreLockedError } from './durable/store-lock.ts';

export interface LowdbStoreOptions {
  dataDir: string;
  /** Expired pushes older than this are deleted, audit included, by `expireDue`; omitted keeps them. */
  purgeAfterMs?: number;
  compaction?: Partial<CompactionPolicy>;
  /** Where a failed background compaction is reported; never given secrets. */
  onCompactionError?: (error: unknown) => void;
}

export interface LowdbStore extends Store {
  /** Writes a fresh snapshot and drops the journal now (tests, and a clean shutdown). */
  compact(): Promise<void>;
}

/**
 * The durable store: lowdb over a JSON snapshot plus an fsynced append-only journal, in a
 * directory only this process may open. Throws StoreLockedError if another process has it.
 */
export async function openLowdbStore(options: LowdbStoreOptions): Promise<LowdbStore> {
  await ensureDataDir(options.dataDir);
  const release = await acquireStoreLock(options.dataDir);
  try {
    const adapter = new JournalAdapter(options.dataDir);
    const db = new Low<StoreState>(adapter, new StoreState());
    await db.read();
    const scheduler = new CompactionScheduler(
      { ...DEFAULT_COMPACTION, ...options.compaction },
      () => adapter.journal.bytes,
      () => db.write(),
      options.onCompactionError ??
        ((error) => console.error('Store compaction failed:', errorMessage(error))),
    );
    // A journal left from the last run may hold secrets of pushes that expired since: fold it in soon.
    if (adapter.replayed > 0) scheduler.soon();
    const store = stateStore(db.data, {
      persist: async (effects) => {
        await adapter.journal.append(effects);
        scheduler.noticed(effects);
      },
      purgeAfterMs: options.purgeAfterMs ?? null,
      close: async () => {
        await scheduler.stop();
        await adapter.journal.close();
        await release();
      },
    });
    return { ...store, compact: () => scheduler.request() };
  } catch (error) {
    await release();
    throw error;
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
