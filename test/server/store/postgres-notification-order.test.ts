import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { openPostgresStore, type PostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { describePg, postgresAdminUrl } from '../../support/pg-test.ts';
import { notificationRecord } from './conformance-notifications.ts';
import { T0, TEST_KEY, userRecord } from './fixtures.ts';

/** A database whose own collation orders text as people read it, not by code unit. */
async function databaseCollatedForPeople(): Promise<string> {
  const url = new URL(postgresAdminUrl() ?? '');
  const name = `t_notify_icu_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en'`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

describePg('The feed in a PostgreSQL database collated for people', () => {
  let store: PostgresStore | undefined;
  afterEach(async () => {
    await store?.close();
  });

  it('orders the events of one millisecond by code unit, as the embedded store does, and pages by that order', async () => {
    store = await openPostgresStore({ url: await databaseCollatedForPeople(), instanceKey: TEST_KEY });
    const ids = ['a', '_', 'Z', 'B', '-'];
    const { rows } = await store.pool.query<{ id: string }>(
      'SELECT id FROM unnest($1::text[]) id ORDER BY id',
      [ids],
    );
    // The database's own order differs, so only the feed's "C" collation can give the one below.
    expect(rows.map((row) => row.id)).not.toEqual(['-', 'B', 'Z', '_', 'a']);
    const user = userRecord();
    await store.insertUser(user);
    for (const id of ids) await store.insertNotification(notificationRecord(user.id, { id, createdAt: T0 }));
    const listed = async (after: { createdAt: number; id: string }) =>
      (await store?.listNotifications(user.id, after, 10))?.map((event) => event.id);
    expect(await listed({ createdAt: 0, id: '' })).toEqual(['-', 'B', 'Z', '_', 'a']);
    expect(await listed({ createdAt: T0, id: 'Z' })).toEqual(['_', 'a']);
    expect(await listed({ createdAt: T0, id: 'b' })).toEqual([]);
  });
});
