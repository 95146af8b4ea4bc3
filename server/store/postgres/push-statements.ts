import { AUDIT_COLUMNS, PUSH_COLUMN_TYPES, PUSH_COLUMNS } from './push-rows.ts';

/**
 * The push queries as named statements: each connection parses one once and then only binds it.
 * Every one is a single round trip.
 */

const next = PUSH_COLUMNS.length;

export const EXPIRE_PUSH = {
  name: 'sp_expire_push',
  text: 'SELECT * FROM expire_push($1, $2, $3, $4, $5, $6, $7, $8)',
};

/**
 * An owner's edit of a live push, logged as `edit`; the row as it was before comes back, locked
 * first, so a claim racing the edit is judged against the views it leaves (never below those used).
 */
export const UPDATE_PUSH = {
  name: 'sp_update_push',
  text: `WITH before AS (
      SELECT * FROM pushes WHERE id = $1 FOR UPDATE
    ), edited AS (
      UPDATE pushes p SET name = $2, note = $3, passphrase = $4, retrieval_step = $5,
        deletable_by_viewer = $6, expire_after_days = $7, expires_at = $8, expire_after_views = $9,
        updated_at = $10
      FROM before b
      WHERE p.id = b.id AND NOT b.expired AND b.expires_at > $10 AND b.counted_views < b.expire_after_views
        AND $8 > $10 AND $9 > b.counted_views
      RETURNING p.id
    ), logged AS (
      INSERT INTO audits (push_id, kind, ip, user_agent, referrer, created_at)
      SELECT id, 'edit', $11, $12, $13, $10 FROM edited
    )
    SELECT * FROM before`,
};

/** The statements below take one array per column: a batch of calls (batcher.ts) in one round trip. */

export const FIND_PUSHES = {
  name: 'sp_find_pushes',
  text: 'SELECT * FROM pushes WHERE id = ANY ($1::text[])',
};

const givenPushes = PUSH_COLUMNS.map((column, i) => `$${i + 1}::${PUSH_COLUMN_TYPES[column]}[]`);

/**
 * Pushes and their creation entries; a push whose id is taken is left out, and only the ids
 * inserted come back. A batch never holds one id twice (the batcher's key).
 */
export const INSERT_PUSHES = {
  name: 'sp_insert_pushes',
  text: `WITH given AS (
      SELECT * FROM unnest(${givenPushes.join(', ')},
        $${next + 1}::text[], $${next + 2}::text[], $${next + 3}::text[], $${next + 4}::bigint[], $${next + 5}::integer[])
        AS g (${PUSH_COLUMNS.join(', ')}, a_ip, a_user_agent, a_referrer, a_at, a_count)
    ), inserted AS (
      INSERT INTO pushes (${PUSH_COLUMNS.join(', ')}) SELECT ${PUSH_COLUMNS.join(', ')} FROM given
      ON CONFLICT (id) DO NOTHING RETURNING id
    )
    INSERT INTO audits (push_id, kind, ip, user_agent, referrer, created_at, count)
    SELECT g.id, 'creation', g.a_ip, g.a_user_agent, g.a_referrer, g.a_at, g.a_count
      FROM given g JOIN inserted USING (id)
    RETURNING push_id AS id`,
};

export const CLAIM_VIEWS = {
  name: 'sp_claim_views',
  text: `SELECT * FROM claim_views($1::text[], $2::boolean[], $3::bigint[], $4::text[], $5::text[], $6::text[],
    $7::integer[])`,
};

/**
 * Failed passphrase entries for the pushes still there. Written in id order, so the pushes' key
 * locks the entries take come in the order claim_views takes its row locks: no deadlock.
 */
export const LOG_FAILED_PASSPHRASES = {
  name: 'sp_log_failed_passphrases',
  text: `INSERT INTO audits (push_id, kind, ip, user_agent, referrer, created_at, count)
    SELECT p.id, 'failed_passphrase', g.ip, g.user_agent, g.referrer, g.at, g.count
      FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::integer[]) WITH ORDINALITY
        AS g (id, ip, user_agent, referrer, at, count, n)
      JOIN pushes p ON p.id = g.id
     ORDER BY p.id, g.n`,
};

/** Nothing is logged for a push that is not there (or was purged a moment ago). */
export const LOG_FAILED_PASSPHRASE = {
  name: 'sp_log_failed_passphrase',
  text: `INSERT INTO audits (push_id, kind, ip, user_agent, referrer, created_at, count)
    SELECT id, 'failed_passphrase', $2, $3, $4, $5, $6 FROM pushes WHERE id = $1`,
};

/** A gate's entry, for a push still there. */
export const LOG_GATE = {
  name: 'sp_log_gate',
  text: `INSERT INTO audits (push_id, kind, ip, user_agent, referrer, created_at, detail)
    SELECT id, $2, $3, $4, $5, $6, $7 FROM pushes WHERE id = $1`,
};

/** "Expired" as shared/expiry.ts judges it at `q.at`: stored so, or past its days or its views. */
const PAST_LIMITS = '(q.at >= p.expires_at OR p.counted_views >= p.expire_after_views)';

/** What a listing shows: every column but the payload (records.ts, ListedPush). */
const LISTED_COLUMNS = ['seq', ...PUSH_COLUMNS.filter((column) => column !== 'payload')].map((c) => `p.${c}`);

/**
 * Owners' pages of pushes, newest first, without payloads: one page per (owner, at, offset, limit)
 * given, each through the owner's index, the rows tagged with the page's place in the arrays (`list_n`).
 */
function listByOwners(name: string, which: string): { name: string; text: string } {
  return {
    name,
    text: `SELECT q.n AS list_n, page.* FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::bigint[])
        WITH ORDINALITY AS q (owner_id, at, skip, take, n)
      CROSS JOIN LATERAL (
        SELECT ${LISTED_COLUMNS.join(', ')} FROM pushes p WHERE p.owner_id = q.owner_id AND ${which}
         ORDER BY p.seq DESC OFFSET q.skip LIMIT q.take
      ) page
     ORDER BY q.n, page.seq DESC`,
  };
}

/** Owners' live pushes: only those not stored as expired, through their own index. */
export const LIST_LIVE_BY_OWNERS = listByOwners(
  'sp_list_live_by_owners',
  `NOT p.expired AND NOT ${PAST_LIMITS}`,
);

export const LIST_EXPIRED_BY_OWNERS = listByOwners(
  'sp_list_expired_by_owners',
  `(p.expired OR ${PAST_LIMITS})`,
);

export const AUDIT_LOG = {
  name: 'sp_audit_log',
  text: `SELECT ${AUDIT_COLUMNS.slice(1).join(', ')} FROM audits WHERE push_id = $1
    ORDER BY seq DESC OFFSET $2 LIMIT $3`,
};

/**
 * Expires the live pushes whose days ran out and returns them as they were. SKIP LOCKED: a push
 * another sweeper (or a reader) holds is left to it, so two sweepers never return the same push.
 */
export const EXPIRE_DUE = {
  name: 'sp_expire_due',
  text: `WITH due AS (
      SELECT * FROM pushes WHERE NOT expired AND expires_at <= $1 FOR UPDATE SKIP LOCKED
    ), expired AS (
      UPDATE pushes p SET expired = true, expired_on = coalesce(p.expired_on, $1), updated_at = $1,
        payload = NULL, passphrase = NULL, files = '[]'
      FROM due WHERE p.id = due.id
    )
    SELECT * FROM due ORDER BY expires_at, seq`,
};

/** Deletes pushes expired at or before $1; their audit goes with them (ON DELETE CASCADE). */
export const PURGE_EXPIRED = {
  name: 'sp_purge_expired',
  text: `DELETE FROM pushes WHERE id IN (
      SELECT id FROM pushes WHERE expired AND (expired_on <= $1 OR expired_on IS NULL) FOR UPDATE SKIP LOCKED
    ) RETURNING token`,
};

export const HELD_FILE_IDS = {
  name: 'sp_held_file_ids',
  text: `SELECT DISTINCT file->>'id' AS id FROM pushes, jsonb_array_elements(files) AS file
    WHERE files <> '[]'::jsonb`,
};
