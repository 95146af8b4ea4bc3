import type { Migration } from './index.ts';

/**
 * Functions that take many calls in one statement (batcher.ts): the requests waiting at once share
 * one round trip and one commit. Each takes its rows' locks in key order, so two batches that hold
 * some of the same rows never wait on each other in a cycle.
 */
const sql = `
-- claim_view for each push, in id order: the rows as they were before, one per push found.
CREATE FUNCTION claim_views(
  p_ids text[], p_owner boolean[], p_now bigint[], p_ip text[], p_user_agent text[], p_referrer text[],
  p_count integer[]
) RETURNS SETOF pushes LANGUAGE plpgsql AS $$
DECLARE
  c record;
BEGIN
  FOR c IN SELECT * FROM unnest(p_ids, p_owner, p_now, p_ip, p_user_agent, p_referrer, p_count)
      AS x (id, owner, now, ip, user_agent, referrer, count) ORDER BY x.id LOOP
    RETURN QUERY SELECT * FROM claim_view(c.id, c.owner, c.now, c.ip, c.user_agent, c.referrer, c.count);
  END LOOP;
END
$$;

-- For each key, in key order: counts the attempt at p_at unless p_limit were counted since p_at - p_window;
-- the conflicting insert takes the row's lock, so the check and the count are one step. The keys counted.
CREATE FUNCTION counters_attempt_many(
  p_keys bytea[], p_at bigint[], p_limit integer[], p_window bigint[]
) RETURNS SETOF bytea LANGUAGE plpgsql AS $$
DECLARE
  c record;
BEGIN
  FOR c IN SELECT * FROM unnest(p_keys, p_at, p_limit, p_window) AS x (key, at, max, win) ORDER BY x.key LOOP
    INSERT INTO counter_attempts AS a (key, times, stale_at) VALUES (c.key, ARRAY[c.at], c.at + c.win)
      ON CONFLICT (key) DO UPDATE
      SET times = ARRAY(SELECT t FROM unnest(a.times) AS t WHERE t > c.at - c.win) || c.at,
          stale_at = GREATEST(a.stale_at, excluded.stale_at)
      WHERE (SELECT count(*) FROM unnest(a.times) AS t WHERE t > c.at - c.win) < c.max;
    IF FOUND THEN
      RETURN NEXT c.key;
    END IF;
  END LOOP;
END
$$;
`;

export const batchedStatements: Migration = { version: 3, name: 'batched statements', sql };
