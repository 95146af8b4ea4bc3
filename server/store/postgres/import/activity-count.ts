import type { Pool } from 'pg';
import type { StoreState } from '../../memory/store-state.ts';

/**
 * Compares the activity log on both sides: its count, and the newest entry's digest, which the
 * chain ties to every entry before it. One line per difference; empty when they agree.
 */
export async function activityDifferences(pool: Pool, state: StoreState): Promise<string[]> {
  const row = (
    await pool.query<{ entries: string; digest: string }>(
      'SELECT (SELECT count(*) FROM activity_log) AS entries, (SELECT digest FROM activity_head) AS digest',
    )
  ).rows[0];
  const entries = Number(row?.entries ?? 0);
  const differences: string[] = [];
  if (entries !== state.activity.size)
    differences.push(
      `activity entries: ${state.activity.size} in the data directory, ${entries} in the target`,
    );
  else if (row?.digest !== state.activity.head().digest)
    differences.push("activity log: the newest entry's digest differs in the target");
  return differences;
}
