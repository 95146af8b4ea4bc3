import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import { atRestCodec } from '../../../server/store/durable/at-rest.ts';
import { StoreState } from '../../../server/store/memory/store-state.ts';
import { databaseCounts, sourceCounts } from '../../../server/store/postgres/import/counts.ts';
import { importState } from '../../../server/store/postgres/import/import-state.ts';
import { refuseUnlessEmpty } from '../../../server/store/postgres/import/target-database.ts';
import { openPostgresStore, type PostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { migrateSchema } from '../../../server/store/postgres/schema-migrations.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { requestRecord } from './conformance-requests.ts';
import { T0, TEST_KEY, userRecord } from './fixtures.ts';

describePg('Moving requests into PostgreSQL', () => {
  let pool: pg.Pool | undefined;
  let store: PostgresStore | undefined;
  afterEach(async () => {
    await store?.close();
    await pool?.end();
  });

  it('brings open and ended requests along, counted on both sides, filed under digests, ties in time in their order', async () => {
    const url = await createTestDatabase('import_requests');
    pool = new pg.Pool({ connectionString: url, max: 2 });
    await migrateSchema(pool);
    const state = new StoreState();
    const [alice, bob] = [userRecord(), userRecord()];
    for (const user of [alice, bob]) state.apply({ t: 'user', user });
    const requests = [
      requestRecord({ ownerId: alice.id, createdAt: T0, passphrase: 'sealed:pass', note: 'sealed:note' }),
      requestRecord({ ownerId: alice.id, createdAt: T0 }),
      requestRecord({
        ownerId: alice.id,
        createdAt: T0 + 1,
        state: 'answered',
        answeredAt: T0 + 2,
        answerToken: 'sealed:answer',
        attachmentToken: 'sealed:files',
        allowFiles: true,
        closeAfterDuration: 4,
        answerDeletableByViewer: null,
      }),
      requestRecord({ ownerId: bob.id, state: 'closed', closedAt: T0 + 3, includeRequestor: false }),
    ];
    for (const request of requests) state.apply({ t: 'request', request });
    await importState(pool, state, atRestCodec(TEST_KEY), () => {});

    expect(sourceCounts(state, [])).toMatchObject({ requests: 4 });
    expect(await databaseCounts(pool, 0)).toMatchObject({ requests: 4 });
    await expect(refuseUnlessEmpty(pool, aesGcmCipher(TEST_KEY))).rejects.toThrow('holds users, requests.');
    const { rows } = await pool.query<{ id: string; token: string }>('SELECT id, token FROM requests');
    for (const request of requests) expect(JSON.stringify(rows)).not.toContain(request.urlToken);

    store = await openPostgresStore({ url, instanceKey: TEST_KEY });
    for (const request of requests) expect(await store.findRequest(request.urlToken)).toEqual(request);
    const page = { now: T0 + 5, offset: 0, limit: 10 };
    expect(await store.listRequests(alice.id, page)).toEqual([requests[2], requests[1], requests[0]]);
    await store.removeUser(alice.id);
    expect(await databaseCounts(pool, 0)).toMatchObject({ requests: 1 });
  });
});
