import { AUDIT_COLUMNS, PUSH_COLUMNS } from './push-rows.ts';

/**
 * The push queries as named statements: each connection parses one once and then only binds it.
 * Every one is a single round trip.
 */

const pushParams = PUSH_COLUMNS.map((column, i) => (column === 'files' ? `$${i + 1}::jsonb` : `$${i + 1}`));
const next = PUSH_COLUMNS.length;

/** The push and its creation entry in one statement; the audit's foreign key is checked at its end. */
export const INSERT_PUSH = {
  name: 'sp_insert_push',
  text: `WITH inserted AS (
      INSERT INTO pushes (${PUSH_COLUMNS.join(', ')}) VALUES (${pushParams.join(', ')}) RETURNING id
    )
    INSERT INTO audits (push_id, kind, ip, user_agent, referrer, created_at, count)
    SELECT id, 'creation', $${next + 1}, $${next + 2}, $${next + 3}, $${next + 4}, $${next + 5} FROM inserted`,
};

export const FIND_PUSH = { name: 'sp_find_push', text: 'SELECT * FROM pushes WHERE id = $1' };

export const CLAIM_VIEW = {
  name: 'sp_claim_view',
  text: 'SELECT * FROM claim_view($1, $2, $3, $4, $5, $6, $7)',
};

export const EXPIRE_PUSH = {
  name: 'sp_expire_push',
  text: 'SELECT * FROM expire_push($1, $2, $3, $4, $5, $6, $7, $8)',
};

/** Nothing is logged for a push that is not there (or was purged a moment ago). */
export const LOG_FAILED_PASSPHRASE = {
  name: 'sp_log_failed_passphrase',
  text: `INSERT INTO audits (push_id, kind, ip, user_agent, referrer, created_at, count)
    SELECT id, 'failed_passphrase', $2, $3, $4, $5, $6 FROM pushes WHERE id = $1`,
};

/** "Expired" as shared/expiry.ts judges it at $2: stored so, or past its days or its views. */
const PAST_LIMITS = '($2 >= expires_at OR counted_views >= expire_after_views)';

/** An owner's live pushes: only those not stored as expired, through their own index. */
export const LIST_LIVE_BY_OWNER = {
  name: 'sp_list_live_by_owner',
  text: `SELECT * FROM pushes WHERE owner_id = $1 AND NOT expired AND NOT ${PAST_LIMITS}
    ORDER BY seq DESC OFFSET $3 LIMIT $4`,
};

export const LIST_EXPIRED_BY_OWNER = {
  name: 'sp_list_expired_by_owner',
  text: `SELECT * FROM pushes WHERE owner_id = $1 AND (expired OR ${PAST_LIMITS})
    ORDER BY seq DESC OFFSET $3 LIMIT $4`,
};

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
    )`,
};

export const HELD_FILE_IDS = {
  name: 'sp_held_file_ids',
  text: `SELECT DISTINCT file->>'id' AS id FROM pushes, jsonb_array_elements(files) AS file
    WHERE files <> '[]'::jsonb`,
};
