import pg from 'pg';
import { stateStore } from '../../server/store/memory/state-store.ts';
import { ACTIVITY_COLUMNS, activityValues } from '../../server/store/postgres/activity-rows.ts';
import { openPostgresStore } from '../../server/store/postgres/open-postgres-store.ts';
import { copyState } from '../postgres/copy-state.ts';
import { BENCH_KEY_HEX, BENCH_USER_ID, seedState, writeSeededDataDir } from '../seed.ts';
import { benchLog } from './activity-rows.ts';

/** Rows a PostgreSQL fill sends per statement. */
const BATCH = 10_000;

/** The column types of `activity_log`, for the arrays a batch is sent as. */
const TYPES = [
  'bigint',
  'bigint',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'jsonb',
  'text',
  'text',
  'boolean',
];

/** The bench user (an administrator here, to open the log's page) and no pushes. */
async function seededUsers(end: number) {
  const state = await seedState(0, end);
  const store = stateStore(state, { persist: async () => {}, purgeAfterMs: null, close: async () => {} });
  await store.setUserAdmin(BENCH_USER_ID, true);
  return state;
}

/**
 * An embedded store's data directory holding `count` entries: the log's rows put in the state as
 * the append's effect puts them, and written as one snapshot, as the bench's pushes are seeded.
 */
export async function fillEmbeddedLog(dataDir: string, count: number, end: number): Promise<void> {
  const state = await seededUsers(end);
  for (const entry of benchLog(count, end)) state.apply({ t: 'activity', entry });
  await writeSeededDataDir(dataDir, state);
}

/**
 * A database holding `count` entries: the schema by the store's own migrations, then the rows the
 * append would write, sent in batches of arrays (an append a row would take minutes for a million),
 * the head moved to the last, and the table analysed as autovacuum would in time.
 */
export async function fillPostgresLog(url: string, count: number, end: number): Promise<void> {
  const store = await openPostgresStore({ url, instanceKey: Buffer.from(BENCH_KEY_HEX, 'hex') });
  try {
    await copyState(await seededUsers(end), store);
  } finally {
    await store.close();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The search's indexes are built once over the whole log, which is faster than row by row.
    const indexes = (
      await client.query<{ name: string; definition: string }>(
        `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
          WHERE tablename = 'activity_log' AND indexname <> 'activity_log_pkey'`,
      )
    ).rows;
    for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
    await client.query('SET synchronous_commit = off');
    const columns = ACTIVITY_COLUMNS.join(', ');
    const arrays = TYPES.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
    const insert = `INSERT INTO activity_log (${columns}) SELECT * FROM unnest(${arrays})`;
    let batch: unknown[][] = TYPES.map(() => []);
    let last = { seq: 0, digest: '' };
    // One batch in the database while the next is made.
    let sending: Promise<unknown> = Promise.resolve();
    const send = async () => {
      if ((batch[0]?.length ?? 0) === 0) return;
      await sending;
      sending = client.query(insert, batch);
      batch = TYPES.map(() => []);
    };
    for (const entry of benchLog(count, end)) {
      for (const [i, value] of activityValues(entry).entries()) batch[i]?.push(value);
      last = { seq: entry.seq, digest: entry.digest };
      if ((batch[0]?.length ?? 0) >= BATCH) await send();
    }
    await send();
    await sending;
    await client.query('UPDATE activity_head SET seq = $1, digest = $2 WHERE id = 1', [
      last.seq,
      last.digest,
    ]);
    await client.query("SET maintenance_work_mem = '256MB'");
    for (const index of indexes) await client.query(index.definition);
    await client.query('VACUUM ANALYZE activity_log');
  } finally {
    await client.end();
  }
}
