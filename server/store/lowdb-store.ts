import { Low } from 'lowdb';
import { type AtRestKeys, atRestCodec } from './durable/at-rest.ts';
import { Availability } from './durable/availability.ts';
import { type CompactionPolicy, CompactionScheduler, DEFAULT_COMPACTION } from './durable/compaction.ts';
import { ensureDataDir } from './durable/data-files.ts';
import { JournalAdapter } from './durable/journal-adapter.ts';
import { cutBack, probeWritable } from './durable/recovery-steps.ts';
import { nodeStoreFs, type StoreFs } from './durable/store-fs.ts';
import { acquireStoreLock } from './durable/store-lock.ts';
import { stateStore } from './memory/state-store.ts';
import { StoreState } from './memory/store-state.ts';
import type { Store } from './port.ts';
import { problemCode, StoreUnavailableError } from './store-unavailable.ts';

export { StoreCorruptError } from './durable/journal-reader.ts';
export { StoreLockedError } from './durable/store-lock.ts';

export interface LowdbStoreOptions {
  dataDir: string;
  /**
   * The instance key (or its ring and the store's digest root): url tokens, names and file names
   * are sealed under it, and digested with a key derived from the root.
   */
  instanceKey: Buffer | AtRestKeys;
  /** Expired pushes older than this are deleted, audit included, by `expireDue`; omitted keeps them. */
  purgeAfterMs?: number;
  compaction?: Partial<CompactionPolicy>;
  /** Where a failed background compaction is reported; never given secrets. */
  onCompactionError?: (error: unknown) => void;
  /** Told once when a failed write stops the store taking writes, and once when it takes them again. */
  onUnavailable?: (problem: string) => void;
  onRecovered?: () => void;
  /** Pause between recovery attempts while nobody asks for the store's health; 1 s by default. */
  retryMs?: number;
  /** The file operations; tests inject faults through it. */
  fs?: StoreFs;
}

export interface LowdbStore extends Store {
  /** Writes a fresh snapshot and drops the journal now (tests, and a clean shutdown). */
  compact(): Promise<void>;
}

/**
 * The durable store: lowdb over a JSON snapshot plus an fsynced append-only journal, in a
 * directory only this process may open. Throws StoreLockedError if another process has it.
 * A failed write takes it down until it has reloaded from disk exactly what was acknowledged.
 */
export async function openLowdbStore(options: LowdbStoreOptions): Promise<LowdbStore> {
  const fs = options.fs ?? nodeStoreFs;
  const { dataDir } = options;
  await ensureDataDir(fs, dataDir);
  const release = await acquireStoreLock(dataDir);
  try {
    const availability = new Availability({
      recover: () => recover(),
      retryMs: options.retryMs ?? 1000,
      onDown: options.onUnavailable ?? ((problem) => console.error(`Store unavailable: ${problem}`)),
      onUp: options.onRecovered ?? (() => console.error('Store available again.')),
    });
    const codec = atRestCodec(options.instanceKey);
    const adapter = new JournalAdapter(fs, dataDir, codec, (error) => availability.down(error));
    const db = new Low<StoreState>(adapter, new StoreState());
    await db.read();
    // The digest root comes from the key check: known before a compaction or a rewrite digests anything.
    if (!Buffer.isBuffer(options.instanceKey)) options.instanceKey.settle?.(db.data.keyCheck);
    // A store of the earlier form holds url tokens in the clear: rewrite it sealed before taking
    // requests, once its key check shows the key is the one it was made with.
    if (adapter.sawPlain) {
      if (db.data.keyCheck !== null) codec.open(db.data.keyCheck);
      await db.write();
    }
    const reportCompactionError =
      options.onCompactionError ??
      ((error: unknown) => console.error('Store compaction failed:', errorMessage(error)));
    const scheduler = new CompactionScheduler(
      { ...DEFAULT_COMPACTION, ...options.compaction },
      () => adapter.journal.bytes,
      async () => {
        // While down, memory may hold changes the disk refused: no snapshot of it may be written.
        availability.guard();
        await db.write();
      },
      (error) => {
        if (!(error instanceof StoreUnavailableError)) reportCompactionError(error);
      },
    );
    // A journal left from the last run may hold secrets of pushes that expired since: fold it in soon.
    if (adapter.replayed > 0) scheduler.soon();

    const store = stateStore(db.data, {
      persist: async (effects) => {
        try {
          await adapter.journal.append(effects.map(codec.encode));
        } catch (error) {
          availability.down(error);
          throw new StoreUnavailableError(problemCode(error));
        }
        scheduler.noticed(effects);
      },
      guard: () => availability.guard(),
      health: () => availability.health(),
      purgeAfterMs: options.purgeAfterMs ?? null,
      close: async () => {
        await availability.stop();
        await scheduler.stop();
        await adapter.journal.close().catch(() => {});
        await release();
      },
    });

    /** Reloads what the disk holds, which is exactly what was acknowledged, once writes work again. */
    async function recover(): Promise<void> {
      await scheduler.idle();
      await probeWritable(fs, dataDir);
      const failed = adapter.journal;
      await failed.close().catch(() => {});
      for (const { path, bytes } of failed.durableLengths()) await cutBack(fs, path, bytes);
      const state = await adapter.read();
      db.data = state;
      store.replaceState(state);
      scheduler.soon();
    }

    return { ...store, compact: () => scheduler.request() };
  } catch (error) {
    await release();
    throw error;
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
