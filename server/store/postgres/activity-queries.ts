import type { PoolClient } from 'pg';
import { activityBody } from '../activity/activity-chain.ts';
import { activityToKeep } from '../activity/activity-details.ts';
import { ACTIVITY_CATEGORIES, type ActivityCheckpoint, type ActivityStore } from '../activity-store.ts';
import { ACTIVITY_COLUMNS, type ActivityRow, activityFromRow, activityValues } from './activity-rows.ts';
import type { Query } from './push-queries.ts';

/** Runs `work` in one transaction on a client of its own. */
export type InTransaction = <T>(work: (client: PoolClient) => Promise<T>) => Promise<T>;

const FIELDS = ACTIVITY_COLUMNS.join(', ');
/** The entry's content after its body: $2 on, one per column between `seq` and `prev_digest`. */
const CONTENT_PLACES = ACTIVITY_COLUMNS.slice(1, -3)
  .map((_, i) => `$${i + 2}`)
  .join(', ');

const S = {
  // The head's lock is the turn: a second append, from any process, waits here until the first
  // commits, then reads the head it left. The digest is SHA-256 over activity-chain.ts's encoding,
  // built around the body the server encoded, so the lock is held for this one statement alone.
  append: {
    name: 'sp_append_activity',
    text: `WITH head AS (
      SELECT seq, digest FROM activity_head WHERE id = 1 FOR UPDATE
    ), next AS (
      SELECT seq + 1 AS seq, digest AS prev,
        encode(sha256(convert_to('[' || (seq + 1)::text || ',' || $1 || ',' || to_json(digest)::text || ']', 'UTF8')), 'hex') AS digest
      FROM head
    ), moved AS (
      UPDATE activity_head SET seq = next.seq, digest = next.digest FROM next WHERE activity_head.id = 1
    )
    INSERT INTO activity_log (${FIELDS})
    SELECT next.seq, ${CONTENT_PLACES}, next.prev, next.digest, false FROM next
    RETURNING seq, prev_digest, digest`,
  },
  head: 'SELECT seq, digest FROM activity_head WHERE id = 1 FOR UPDATE',
  read: {
    name: 'sp_read_activity',
    text: `SELECT ${FIELDS} FROM activity_log WHERE seq > $1 ORDER BY seq LIMIT $2`,
  },
  newest: { name: 'sp_activity_head', text: 'SELECT seq, digest FROM activity_head WHERE id = 1' },
  checkpoint: {
    name: 'sp_activity_checkpoint',
    text: 'SELECT checkpoint_seq AS seq, checkpoint_digest AS digest FROM activity_head WHERE id = 1',
  },
  due: `SELECT seq FROM activity_log WHERE category = $1 AND NOT removed AND at < $2 ORDER BY at, seq LIMIT $3`,
  // What retention leaves of an entry: its link in the chain, nothing it said.
  empty: `UPDATE activity_log SET event = '', actor_kind = 'anonymous', actor_id = NULL, actor_name = NULL,
      address = NULL, browser = NULL, target_kind = NULL, target_id = NULL, details = '{}', removed = true
    WHERE seq = ANY($1::bigint[])`,
  lastLink: `SELECT seq, digest FROM activity_log
    WHERE removed AND seq < coalesce((SELECT min(seq) FROM activity_log WHERE NOT removed), 'Infinity'::numeric)
    ORDER BY seq DESC LIMIT 1`,
  cut: 'DELETE FROM activity_log WHERE seq <= $1',
  moveCheckpoint: 'UPDATE activity_head SET checkpoint_seq = $1, checkpoint_digest = $2 WHERE id = 1',
};

/** The activity log's methods: appends take their turn on the head row, reads are one statement. */
export function activityQueries(
  query: Query,
  inTransaction: InTransaction,
): Omit<ActivityStore, 'searchActivity'> {
  return {
    appendActivity: async (entry) => {
      const kept = activityToKeep(entry);
      const content = activityValues({ ...kept, seq: 0, prevDigest: '', digest: '' }).slice(1, -3);
      const row = (
        await query<{ seq: string; prev_digest: string; digest: string }>(S.append, [
          activityBody(kept),
          ...content,
        ])
      ).rows[0];
      if (row === undefined) throw new Error('The activity log has no head row.');
      return { ...kept, seq: Number(row.seq), prevDigest: row.prev_digest, digest: row.digest };
    },
    readActivity: async (afterSeq, limit) =>
      (await query<ActivityRow>(S.read, [afterSeq, limit])).rows.map(activityFromRow),
    activityCheckpoint: async () => {
      const row = (await query<{ seq: string; digest: string }>(S.checkpoint, [])).rows[0];
      if (row === undefined) throw new Error('The activity log has no head row.');
      return { seq: Number(row.seq), digest: row.digest };
    },
    activityHead: async () => {
      const row = (await query<{ seq: string; digest: string }>(S.newest, [])).rows[0];
      if (row === undefined) throw new Error('The activity log has no head row.');
      return { seq: Number(row.seq), digest: row.digest };
    },
    removeOldActivity: (cutoffs, limit) =>
      inTransaction(async (client) => {
        // Appends wait while the checkpoint moves, so none chains to an entry being cut.
        await client.query(S.head);
        const due: string[] = [];
        let more = false;
        for (const category of ACTIVITY_CATEGORIES) {
          const before = cutoffs[category];
          const left = limit - due.length;
          if (before === null || left < 0) continue;
          const rows = (await client.query<{ seq: string }>(S.due, [category, before, left + 1])).rows;
          if (rows.length > left) more = true;
          due.push(...rows.slice(0, left).map((row) => row.seq));
        }
        if (due.length > 0) await client.query(S.empty, [due]);
        const last = (await client.query<ActivityCheckpoint>(S.lastLink)).rows[0];
        if (last !== undefined) {
          await client.query(S.cut, [last.seq]);
          await client.query(S.moveCheckpoint, [last.seq, last.digest]);
        }
        return { removed: due.length, more };
      }),
  };
}
