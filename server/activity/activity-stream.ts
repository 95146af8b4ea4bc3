import { randomUUID } from 'node:crypto';
import type { ActivityEntry, ActivityStore } from '../store/activity-store.ts';
import type { ActivityStreamStore, StreamCursor } from '../store/activity-stream-store.ts';
import type { StoreControl } from '../store/store-control.ts';

/** A batch a receiver may not have taken, told by a code (ECONNREFUSED, a TLS code, timeout, http 500), never by what it carried. */
export class StreamSendError extends Error {
  constructor(readonly code: string) {
    super(`not taken: ${code}`);
  }
}

/** Where a sink that was never started begins: the log's first kept entry, or the next one written. */
export type StreamStart = 'start' | 'now';

/** A receiver of the activity log (the syslog daemon, a webhook receiver). */
export interface ActivitySink {
  /** The cursor's name in the store. */
  name: string;
  batchSize: number;
  /**
   * Hands a batch over: 'taken' once the receiver took all of it; 'handed' once something durable
   * holds it that tells later, under `batchId`, whether the receiver took it (the outbox). Throws
   * when the receiver may not have taken it: the batch goes again.
   */
  send(entries: readonly ActivityEntry[], batchId: string): Promise<'taken' | 'handed'>;
  /** For a sink that hands batches over: whether the batch was taken, is on its way, or was lost. */
  check?(batchId: string): Promise<'taken' | 'waiting' | 'lost'>;
}

export interface ActivityStreamDeps {
  store: Pick<ActivityStore, 'readActivity'> & ActivityStreamStore & Pick<StoreControl, 'runAlone'>;
  sink: ActivitySink;
  start: StreamStart;
  newId?: () => string;
}

/** Where a sink stands: its saved cursor, or a new one placed as `start` says and saved at once, so "now" stays put. */
async function cursorOf(deps: ActivityStreamDeps): Promise<StreamCursor> {
  const { store, sink } = deps;
  const saved = await store.streamCursor(sink.name);
  if (saved !== null) return saved;
  const cursor = { seq: deps.start === 'now' ? await store.newestActivitySeq() : 0, pending: null };
  await store.saveStreamCursor(sink.name, cursor);
  return cursor;
}

/**
 * Whether a pass has anything to do: a sink not started, a batch to ask after, or entries past the
 * cursor. Two reads on the store's pool, so an idle stream never takes the lock's own connection.
 */
export async function streamHasWork(deps: Pick<ActivityStreamDeps, 'store' | 'sink'>): Promise<boolean> {
  const cursor = await deps.store.streamCursor(deps.sink.name);
  return cursor === null || cursor.pending !== null || (await deps.store.newestActivitySeq()) > cursor.seq;
}

/**
 * Hands the sink everything after its cursor, a batch at a time and in order, moving the cursor
 * only once the receiver took a batch: a failed batch goes again, whole, so every entry arrives at
 * least once and never one after a later one. Resolves 'waiting' while a batch handed over is on
 * its way, 'done' at the log's end. One process at a time: the caller runs it alone.
 */
export async function streamActivity(deps: ActivityStreamDeps): Promise<'done' | 'waiting'> {
  const { store, sink } = deps;
  let cursor = await cursorOf(deps);
  if (cursor.pending !== null) {
    const state = (await sink.check?.(cursor.pending.id)) ?? 'lost';
    if (state === 'waiting') return 'waiting';
    // Taken: the cursor moves past it. Lost (given up, or never stored): it goes again from the cursor.
    cursor = { seq: state === 'taken' ? cursor.pending.throughSeq : cursor.seq, pending: null };
    await store.saveStreamCursor(sink.name, cursor);
  }
  for (;;) {
    const read = await store.readActivity(cursor.seq, sink.batchSize);
    const last = read.at(-1);
    if (last === undefined) return 'done';
    // What retention left of an entry says nothing: the stream passes over it.
    const entries = read.filter((entry) => entry.removed !== true);
    if (entries.length > 0) {
      const batchId = (deps.newId ?? randomUUID)();
      if (sink.check !== undefined) {
        // Saved before it is handed over, so a crash between the two leaves a batch to look for, not one forgotten.
        await store.saveStreamCursor(sink.name, {
          seq: cursor.seq,
          pending: { id: batchId, throughSeq: last.seq },
        });
      }
      if ((await sink.send(entries, batchId)) === 'handed') return 'waiting';
    }
    cursor = { seq: last.seq, pending: null };
    await store.saveStreamCursor(sink.name, cursor);
    if (read.length < sink.batchSize) return 'done';
  }
}
