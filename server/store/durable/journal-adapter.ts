import type { Adapter } from 'lowdb';
import type { Effect } from '../memory/effects.ts';
import { StoreState } from '../memory/store-state.ts';
import { type AtRestCodec, type EffectAtRest, effectReader } from './at-rest.ts';
import { inDir, journalGenerations, journalName, SNAPSHOT_NAME, syncDir } from './data-files.ts';
import { readJournal } from './journal-reader.ts';
import { JournalWriter } from './journal-writer.ts';
import { readSnapshot } from './snapshot-reader.ts';
import { captureSnapshot, writeSnapshot } from './snapshot-writer.ts';
import type { StoreFs } from './store-fs.ts';

/**
 * lowdb's storage for the store: read() loads the JSON snapshot and replays the journals written
 * since; write() is compaction (a fresh snapshot, and the journals it covers deleted). Single
 * mutations never rewrite the file: they go to the journal through `journal`.
 */
export class JournalAdapter implements Adapter<StoreState> {
  private generation = 1;
  private writer: JournalWriter | null = null;
  /** Mutations replayed from journals on read: the next compaction can fold them into the snapshot. */
  replayed = 0;
  /** Whether the last read met records of the old form, with url tokens in the clear. */
  sawPlain = false;

  constructor(
    private readonly fs: StoreFs,
    private readonly dir: string,
    private readonly codec: AtRestCodec,
    /** Told in the same tick when a journal write fails. */
    private readonly onWriteFailure: (error: unknown) => void,
  ) {}

  get journal(): JournalWriter {
    if (!this.writer) throw new Error('The store has not been read yet.');
    return this.writer;
  }

  /** Loads the state from disk and starts a fresh journal writer; also how the store recovers after a failed write. */
  async read(): Promise<StoreState> {
    const snapshotPath = inDir(this.dir, SNAPSHOT_NAME);
    const reader = effectReader(this.codec);
    const { state, journal } = (await this.fs.exists(snapshotPath))
      ? await readSnapshot(this.fs, snapshotPath, reader)
      : { state: new StoreState(), journal: 1 };
    let generation = journal;
    let lastBytes = 0;
    let replayed = 0;
    for (const found of await journalGenerations(this.fs, this.dir)) {
      const path = inDir(this.dir, journalName(found));
      // Journals older than the snapshot are already in it: a crash came between rename and delete.
      if (found < journal) await this.fs.unlink(path);
      else {
        const contents = await readJournal(this.fs, path);
        for (const effects of contents.mutations) {
          for (const stored of effects as (EffectAtRest | Effect)[]) {
            const effect = reader.read(stored);
            if (effect !== null) state.apply(effect);
          }
          replayed++;
        }
        lastBytes = contents.bytes;
        generation = Math.max(generation, found);
      }
    }
    this.replayed = replayed;
    this.sawPlain = reader.sawPlain;
    this.generation = generation;
    const path = inDir(this.dir, journalName(generation));
    this.writer = new JournalWriter(this.fs, path, lastBytes, this.onWriteFailure);
    return state;
  }

  /** Compaction; the caller runs one at a time. Capture and rotation happen with no await between. */
  async write(state: StoreState): Promise<void> {
    const writer = this.journal;
    const next = this.generation + 1;
    const view = captureSnapshot(state, next);
    const retired = this.generation;
    this.generation = next;
    await writer.rotate(inDir(this.dir, journalName(next)));
    // The capture may hold mutations whose write then failed: such a snapshot must never be published.
    if (writer.failed)
      throw new Error('A journal write failed during compaction; the snapshot was not written.');
    await writeSnapshot(this.fs, this.dir, view, this.codec);
    for (const found of await journalGenerations(this.fs, this.dir)) {
      if (found <= retired) await this.fs.unlink(inDir(this.dir, journalName(found)));
    }
    await syncDir(this.fs, this.dir);
  }
}
