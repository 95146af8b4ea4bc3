/** A batch handed to a sink that has not said yet that it took it (a webhook's delivery in the outbox). */
export interface PendingBatch {
  /** What the sink knows the batch by (the outbox delivery's id). */
  id: string;
  /** The newest entry in it: the cursor moves here once the sink took it. */
  throughSeq: number;
}

/** How far one sink of the activity stream has come. */
export interface StreamCursor {
  /** The last entry the sink took: everything up to here went, the next batch starts after it. */
  seq: number;
  pending: PendingBatch | null;
}

/** Where each sink of the activity stream (syslog, webhook) keeps its place; the contract of port.ts holds. */
export interface ActivityStreamStore {
  /** The sink's cursor; null for a sink never started on this store. */
  streamCursor(sink: string): Promise<StreamCursor | null>;
  saveStreamCursor(sink: string, cursor: StreamCursor): Promise<void>;
  /** The newest entry's number (0 with none ever): where a sink that starts "from now" begins. */
  newestActivitySeq(): Promise<number>;
}
