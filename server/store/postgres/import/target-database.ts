import type { Pool } from 'pg';
import type { Cipher } from '../../../crypto/cipher.ts';
import { checkInstanceKey } from '../../key-check.ts';

/** The `meta` row that says a migration is writing: no server opens the database while it is there. */
export const MIGRATION_KEY = 'migration';
export const MIGRATION_IN_PROGRESS = 'in progress';

/** The target database is not one a migration may write into; nothing was written. */
export class TargetNotEmptyError extends Error {
  override readonly name = 'TargetNotEmptyError';
}

const AGAIN = 'Drop the database (or create a new, empty one) and run secret-push migrate again.';

/**
 * Refuses a database that holds anything a server or an earlier migration wrote: a half-done
 * migration's mark, any push, user, session, invitation, one-time record, browser token, delivery,
 * notification settings, notification or request, or a key check sealed with another instance
 * key. An empty database a server has started on once (a key check under this key, a setup link)
 * is fine.
 */
export async function refuseUnlessEmpty(pool: Pool, cipher: Cipher): Promise<void> {
  const marker = await metaValue(pool, MIGRATION_KEY);
  if (marker !== undefined) {
    throw new TargetNotEmptyError(`The database holds a migration that did not finish. ${AGAIN}`);
  }
  const { rows } = await pool.query<{ what: string }>(
    `SELECT 'pushes' AS what WHERE EXISTS (SELECT 1 FROM pushes)
     UNION ALL SELECT 'users' WHERE EXISTS (SELECT 1 FROM users)
     UNION ALL SELECT 'sessions' WHERE EXISTS (SELECT 1 FROM sessions)
     UNION ALL SELECT 'invitations' WHERE EXISTS (SELECT 1 FROM invitations WHERE email IS NOT NULL)
     UNION ALL SELECT 'one-time records' WHERE EXISTS (SELECT 1 FROM one_time_records)
     UNION ALL SELECT 'browser tokens' WHERE EXISTS (SELECT 1 FROM device_tokens)
     UNION ALL SELECT 'deliveries' WHERE EXISTS (SELECT 1 FROM deliveries)
     UNION ALL SELECT 'notification settings' WHERE EXISTS (SELECT 1 FROM notification_settings)
     UNION ALL SELECT 'notifications' WHERE EXISTS (SELECT 1 FROM notifications)
     UNION ALL SELECT 'requests' WHERE EXISTS (SELECT 1 FROM requests)
     UNION ALL SELECT 'file keys' WHERE EXISTS (SELECT 1 FROM file_keys)`,
  );
  if (rows.length > 0) {
    const held = rows.map((row) => row.what).join(', ');
    throw new TargetNotEmptyError(
      `The database is not empty: it holds ${held}. Migrate only into an empty database.`,
    );
  }
  const keyCheck = await metaValue(pool, 'key_check');
  if (keyCheck !== undefined) {
    try {
      await checkInstanceKey({ keyCheck: async () => keyCheck, setKeyCheck: async () => {} }, cipher);
    } catch {
      throw new TargetNotEmptyError(
        `The database was set up with another instance key than this data directory's. ${AGAIN}`,
      );
    }
  }
}

/** Marks the database as being written; fails if another migration marked it first. */
export async function markMigrationStarted(pool: Pool): Promise<void> {
  try {
    await pool.query('INSERT INTO meta (key, value) VALUES ($1, $2)', [MIGRATION_KEY, MIGRATION_IN_PROGRESS]);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      throw new TargetNotEmptyError('Another migration into this database has just started.');
    }
    throw error;
  }
}

export async function clearMigrationMark(pool: Pool): Promise<void> {
  await pool.query('DELETE FROM meta WHERE key = $1', [MIGRATION_KEY]);
}

/** The sealed key check: this data directory's, so servers with its instance key open the database. */
export async function writeKeyCheck(pool: Pool, sealed: string): Promise<void> {
  await pool.query(
    `INSERT INTO meta (key, value) VALUES ('key_check', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    [sealed],
  );
}

async function metaValue(pool: Pool, key: string): Promise<string | undefined> {
  const { rows } = await pool.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [key]);
  return rows[0]?.value;
}
