import type { ActivityStreamStore, StreamCursor } from '../activity-stream-store.ts';
import type { Query } from './push-queries.ts';

/** The columns of a sink's cursor, in the order `streamCursorValues` gives them. */
export const STREAM_CURSOR_COLUMNS = ['sink', 'seq', 'pending_id', 'pending_seq'] as const;

export function streamCursorValues(sink: string, cursor: StreamCursor): unknown[] {
  return [sink, cursor.seq, cursor.pending?.id ?? null, cursor.pending?.throughSeq ?? null];
}

interface CursorRow {
  seq: string;
  pending_id: string | null;
  pending_seq: string | null;
}

const S = {
  read: {
    name: 'sp_stream_cursor',
    text: 'SELECT seq, pending_id, pending_seq FROM activity_stream_cursors WHERE sink = $1',
  },
  save: {
    name: 'sp_save_stream_cursor',
    text: `INSERT INTO activity_stream_cursors (${STREAM_CURSOR_COLUMNS.join(', ')}) VALUES ($1, $2, $3, $4)
      ON CONFLICT (sink) DO UPDATE SET seq = excluded.seq, pending_id = excluded.pending_id,
        pending_seq = excluded.pending_seq`,
  },
  newest: { name: 'sp_newest_activity_seq', text: 'SELECT seq FROM activity_head WHERE id = 1' },
};

/** Each activity stream sink's place: one row a sink. */
export function activityStreamQueries(query: Query): ActivityStreamStore {
  return {
    streamCursor: async (sink) => {
      const row = (await query<CursorRow>(S.read, [sink])).rows[0];
      if (row === undefined) return null;
      return {
        seq: Number(row.seq),
        pending:
          row.pending_id === null || row.pending_seq === null
            ? null
            : { id: row.pending_id, throughSeq: Number(row.pending_seq) },
      };
    },
    saveStreamCursor: async (sink, cursor) => {
      await query(S.save, streamCursorValues(sink, cursor));
    },
    newestActivitySeq: async () => Number((await query<{ seq: string }>(S.newest, [])).rows[0]?.seq ?? 0),
  };
}
