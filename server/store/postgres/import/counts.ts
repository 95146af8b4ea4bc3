import type { Pool } from 'pg';
import type { StoreState } from '../../store-state.ts';

/** What a migration moves, counted on either side. */
export interface MigrationCounts {
  pushes: number;
  auditEntries: number;
  users: number;
  sessions: number;
  files: number;
}

export const COUNT_NAMES: Record<keyof MigrationCounts, string> = {
  pushes: 'pushes',
  auditEntries: 'audit entries',
  users: 'users',
  sessions: 'sessions',
  files: 'files',
};

/** What the embedded store holds; `files` counts the files its pushes hold. */
export function sourceCounts(state: StoreState, fileIds: readonly string[]): MigrationCounts {
  let auditEntries = 0;
  for (const urlToken of state.pushes.keys()) auditEntries += state.audits.get(urlToken)?.length ?? 0;
  return {
    pushes: state.pushes.size,
    auditEntries,
    users: state.users.size,
    sessions: state.sessions.size,
    files: fileIds.length,
  };
}

/** What the database holds now; `filesPresent` is counted in the target FILES_DIR by the caller. */
export async function databaseCounts(pool: Pool, filesPresent: number): Promise<MigrationCounts> {
  const { rows } = await pool.query<Record<'pushes' | 'audits' | 'users' | 'sessions', string>>(
    `SELECT (SELECT count(*) FROM pushes) AS pushes, (SELECT count(*) FROM audits) AS audits,
            (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM sessions) AS sessions`,
  );
  const row = rows[0];
  if (row === undefined) throw new Error('The database answered no counts.');
  return {
    pushes: Number(row.pushes),
    auditEntries: Number(row.audits),
    users: Number(row.users),
    sessions: Number(row.sessions),
    files: filesPresent,
  };
}

/** One line per count that differs, saying both sides; empty when all agree. */
export function countDifferences(source: MigrationCounts, target: MigrationCounts): string[] {
  return (Object.keys(COUNT_NAMES) as (keyof MigrationCounts)[])
    .filter((name) => source[name] !== target[name])
    .map(
      (name) => `${COUNT_NAMES[name]}: ${source[name]} in the data directory, ${target[name]} in the target`,
    );
}
