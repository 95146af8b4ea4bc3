import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { openPostgresStore, type PostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { pushRecord, T0, TEST_KEY, visitor } from './fixtures.ts';

const CANARY_TOKEN = 'canarytoken7f3a9c';
const CANARY_NAME = 'canary-name-b81e04';
const CANARY_FILE = 'canary-file-5d2c77.pem';

describePg('PostgreSQL store at rest', () => {
  let store: PostgresStore | undefined;
  let pool: pg.Pool | undefined;
  afterEach(async () => {
    await store?.close();
    await pool?.end();
  });

  it('keeps no url token, push name or file name in the clear in any table', async () => {
    const url = await createTestDatabase('at_rest');
    store = await openPostgresStore({ url, instanceKey: TEST_KEY });
    const push = pushRecord({
      urlToken: CANARY_TOKEN,
      kind: 'file',
      ownerId: 'u1',
      name: CANARY_NAME,
      files: [{ id: 'f1', filename: CANARY_FILE, contentType: 'text/plain', size: 3 }],
    });
    await store.insertPush(push, visitor, T0);
    await store.claimView(push.urlToken, { owner: false, audit: visitor }, T0 + 1);
    await store.logFailedPassphrase(push.urlToken, visitor, T0 + 2);
    expect(await store.findPush(CANARY_TOKEN)).toMatchObject({ name: CANARY_NAME });

    pool = new pg.Pool({ connectionString: url });
    const tables = ['pushes', 'audits', 'users', 'sessions', 'meta'];
    const dump = (
      await Promise.all(
        tables.map(async (t) => (await pool?.query(`SELECT t::text AS row FROM ${t} t`))?.rows),
      )
    )
      .flat()
      .map((r) => r?.row)
      .join('\n');
    // The dump is not empty: the canary would have been found had it been there.
    expect(dump).toContain('sealed:secret');
    expect(dump).toContain('f1');
    for (const canary of [CANARY_TOKEN, CANARY_NAME, CANARY_FILE]) expect(dump).not.toContain(canary);
  });
});
