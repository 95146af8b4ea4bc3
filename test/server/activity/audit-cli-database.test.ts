import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chainActivity } from '../../../server/store/activity/activity-chain.ts';
import { ACTIVITY_COLUMNS, activityValues } from '../../../server/store/postgres/activity-rows.ts';
import { openPostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { runCommand } from '../../support/server-process.ts';
import { activity } from '../store/activity-fixtures.ts';
import { T0, TEST_KEY } from '../store/fixtures.ts';

const auditCli = (url: string, env: Record<string, string> = {}) =>
  runCommand('server/cli/audit.ts', ['verify'], {
    DATABASE_URL: url,
    DATA_DIR: '/nonexistent/sp-audit',
    ...env,
  });

/** A database whose log holds five entries, and a client on it for the hand edits. */
async function databaseWithLog() {
  const url = await createTestDatabase('audit cli');
  const store = await openPostgresStore({ url, instanceKey: TEST_KEY });
  const entries = [];
  for (let i = 0; i < 5; i++) entries.push(await store.appendActivity(activity({ at: T0 + i })));
  await store.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  clients.push(client);
  return { url, entries, client };
}

const clients: pg.Client[] = [];

describePg('secret-push audit verify on PostgreSQL', () => {
  let intact: Awaited<ReturnType<typeof databaseWithLog>>;
  beforeAll(async () => {
    intact = await databaseWithLog();
  });
  afterAll(async () => {
    for (const client of clients) await client.end();
  });

  it('checks every entry of the database and says the chain is intact', async () => {
    const run = await auditCli(intact.url);
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toBe(
      `Checked 5 entries (1 to 5), from the start.\nChain intact. Newest: 5:${intact.entries[4]?.digest}\n`,
    );
  });

  it('names an entry changed by SQL', async () => {
    const { url, client } = await databaseWithLog();
    await client.query(`UPDATE activity_log SET address = '198.51.100.1' WHERE seq = 4`);
    const run = await auditCli(url);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe(
      'Checked 3 entries (1 to 3), from the start.\nEntry 4 was changed: its content no longer matches its digest.\n',
    );
  });

  it('names an entry deleted by SQL', async () => {
    const { url, client } = await databaseWithLog();
    await client.query('DELETE FROM activity_log WHERE seq = 2');
    const run = await auditCli(url);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Entry 2 was removed: entries 2 to 2 are missing.');
  });

  it('names an entry inserted by SQL with the later ones numbered on', async () => {
    const { url, client, entries } = await databaseWithLog();
    const forged = chainActivity(
      3,
      activity({ at: T0 + 2, event: 'policy.forged' }),
      entries[1]?.digest ?? '',
    );
    await client.query('UPDATE activity_log SET seq = -seq WHERE seq >= 3');
    await client.query('UPDATE activity_log SET seq = 1 - seq WHERE seq < 0');
    const places = ACTIVITY_COLUMNS.map((_, i) => `$${i + 1}`).join(', ');
    await client.query(
      `INSERT INTO activity_log (${ACTIVITY_COLUMNS.join(', ')}) VALUES (${places})`,
      activityValues(forged),
    );
    const run = await auditCli(url);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Entry 3 was inserted: the entries after it were numbered on by one.');
  });

  it('names the newest entries cut off the end by SQL, against the head row every append moves', async () => {
    const { url, client } = await databaseWithLog();
    await client.query('DELETE FROM activity_log WHERE seq >= 4');
    const run = await auditCli(url);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      'Entry 4 was removed: the log ends at 3, but its head says 5 entries were written.',
    );
  });

  it('names an entry emptied to a link by SQL that retention would not have emptied', async () => {
    const { url, client } = await databaseWithLog();
    await client.query(
      `UPDATE activity_log SET event = '', actor_kind = 'anonymous', actor_id = NULL, actor_name = NULL,
         address = NULL, browser = NULL, target_kind = NULL, target_id = NULL, details = '{}', removed = true
       WHERE seq = 3`,
    );
    // Administration's entries are kept forever here: no link of theirs can be retention's.
    const run = await auditCli(url, { PWP__ACTIVITY__SECURITY_DAYS: '0' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      'Entry 3 was changed: it was emptied, but its kind of entry is kept forever (unless retention was set so before).',
    );
  });
});
