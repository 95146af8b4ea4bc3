import { access, unlink } from 'node:fs/promises';
import type { Adapter } from 'lowdb';
import { StoreState } from '../store-state.ts';
import { inDir, journalGenerations, journalName, SNAPSHOT_NAME, syncDir } from './data-files.ts';
import { readJournal } from './journal-reader.ts';
import { JournalWriter } from './journal-writer.ts';
import { readSnapshot } from './snapshot-reader.ts';
import { captureSnapshot, writeSnapshot } from './snapshot-writer.ts';

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

  constructor(private readonly dir: string) {}

  get journal(): JournalWriter {
    if (!this.writer) throw new Error('The store has not been read yet.');
    return this.writer;
  }

  async read(): Promise<StoreState> {
    const snapshotPath = inDir(this.dir, SNAPSHOT_NAME);
    const exists = await access(snapshotPath).then(
      () => true,
      () => false,
    );
    const { state, journal } = exists
      ? await readSnapshot(snapshotPath)
      : { state: new StoreState(), journal: 1 };
    let generation = journal;
    for (const found of await journalGenerations(this.dir)) {
      const path = inDir(this.dir, journalName(found));
      // Journals older than the snapshot are already in it: a crash came between rename and delete.
      if (found < journal) await unlink(path);
      else
        for (const effects of await readJournal(path)) {
          for (const e of effects) state.apply(e);
          this.replayed++;
        }
      generation = Math.max(generation, found);
    }
    this.generation = generation;
    this.writer = new JournalWriter(inDir(this.dir, journalName(generation)));
    return state;
  }

  /** Compaction; the caller runs one at a time. Capture and rotation happen with no await between. */
  async write(state: StoreState): Promise<void> {
    const next = this.generation + 1;
    const view = captureSnapshot(state, next);
    const retired = this.generation;
    this.generation = next;
    await this.journal.rotate(inDir(this.dir, journalName(next)));
    await writeSnapshot(this.dir, view);
    for (const found of await journalGenerations(this.dir)) {
      if (found <= retired) await unlink(inDir(this.dir, journalName(found)));
    }
    await syncDir(this.dir);
  }
}
