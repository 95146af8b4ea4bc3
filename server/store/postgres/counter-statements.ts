/**
 * The counters' statements, each one round trip. A conflicting insert takes the row's lock, so the
 * check in its WHERE and the count it writes are one atomic step across every process.
 */

/** $1 keys, $2 ats, $3 limits, $4 windows: for each key (no key twice), counts the attempt
 * at $2 unless $3 were counted since $2 - $4 (migration 003); the keys counted. */
export const ATTEMPT_MANY = {
  name: 'counters-attempt-many',
  text: 'SELECT counters_attempt_many AS key FROM counters_attempt_many($1::bytea[], $2::bigint[], $3::integer[], $4::bigint[])',
};

/** $1 key, $2 at: removes one attempt counted at `at`. */
export const TAKE_BACK = {
  name: 'counters-take-back',
  text: `UPDATE counter_attempts
         SET times = times[:array_position(times, $2::bigint) - 1] || times[array_position(times, $2::bigint) + 1:]
         WHERE key = $1 AND $2::bigint = ANY (times)`,
};

/** $1 key. */
export const CLEAR = { name: 'counters-clear', text: 'DELETE FROM counter_attempts WHERE key = $1' };

/**
 * $1 keys, $2 the ends of their windows: one hit in each, answering the hits so far. A process whose
 * clock is behind counts into the newer window another has started rather than going back.
 */
export const HIT = {
  name: 'counters-hit',
  text: `INSERT INTO counter_hits AS h (key, window_end, hits)
         SELECT k, e, 1 FROM unnest($1::bytea[], $2::bigint[]) AS w (k, e)
         ON CONFLICT (key) DO UPDATE
         SET hits = CASE WHEN excluded.window_end > h.window_end THEN 1 ELSE h.hits + 1 END,
             window_end = GREATEST(h.window_end, excluded.window_end)
         RETURNING key, window_end, hits`,
};

/** $1 now. */
export const PRUNE = {
  name: 'counters-prune',
  text: `WITH attempts AS (DELETE FROM counter_attempts WHERE stale_at <= $1::bigint),
              hits AS (DELETE FROM counter_hits WHERE window_end <= $1::bigint)
         SELECT 1`,
};
