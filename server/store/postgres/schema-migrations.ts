import type pg from 'pg';
import { MIGRATIONS, type Migration } from './migrations/index.ts';

/** The database is in a state this code must not serve: a half-done import, or a newer schema. */
export class DatabaseStateError extends Error {
  override readonly name = 'DatabaseStateError';
}

/** Every process that migrates takes this session lock first, so only one applies a version. */
const MIGRATION_LOCK = 0x5ec7e7_0001;

/**
 * Brings the schema up to the newest version this code knows, each migration in its own
 * transaction, under an advisory lock, so processes starting together apply each one once.
 * Refuses a schema newer than the code. Returns the versions it applied.
 */
export async function migrateSchema(
  pool: pg.Pool,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
           version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
      );
      const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
      const done = new Set(rows.map((row) => row.version));
      const known = Math.max(0, ...migrations.map((m) => m.version));
      const newest = Math.max(0, ...done);
      if (newest > known)
        throw new DatabaseStateError(
          `The database schema is at version ${newest}, newer than this server knows (${known}): run a newer release.`,
        );
      const applied: number[] = [];
      for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
        if (done.has(migration.version)) continue;
        await applyOne(client, migration);
        applied.push(migration.version);
      }
      return applied;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } catch (error) {
    if (!(error instanceof DatabaseStateError)) broken = error as Error;
    throw error;
  } finally {
    // A client whose connection failed mid-way goes; a healthy one returns to the pool.
    client.release(broken);
  }
}

async function applyOne(client: pg.PoolClient, migration: Migration): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query(migration.sql);
    await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
      migration.version,
      migration.name,
    ]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/** Refuses a database that `secret-push migrate` left half-done (its marker is still in `meta`). */
export async function refuseHalfDoneImport(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ value: string }>("SELECT value FROM meta WHERE key = 'migration'");
  if (rows.length > 0)
    throw new DatabaseStateError(
      'This database holds a half-done import (secret-push migrate did not finish): ' +
        'run the migration again into an empty database before serving from it.',
    );
}
