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
import { deliveryRecord } from './conformance-deliveries.ts';
import { T0, TEST_KEY, userRecord } from './fixtures.ts';

describePg('Moving an embedded store into PostgreSQL', () => {
  let pool: pg.Pool | undefined;
  let store: PostgresStore | undefined;
  afterEach(async () => {
    await store?.close();
    await pool?.end();
  });

  it('brings deliveries along, those still to go out and those done, counted on both sides', async () => {
    const url = await createTestDatabase('import_deliveries');
    pool = new pg.Pool({ connectionString: url, max: 2 });
    await migrateSchema(pool);
    const state = new StoreState();
    const user = userRecord();
    // Made in one millisecond: the account page lists them in the order made.
    const waiting = deliveryRecord({ userId: user.id, attempts: 2, lastError: 'ECONNREFUSED' });
    const retried = deliveryRecord({ userId: user.id, claimedUntil: T0 + 5 });
    const sent = {
      ...deliveryRecord({ userId: user.id }),
      status: 'delivered' as const,
      attempts: 1,
      doneAt: T0,
    };
    const nobodys = deliveryRecord({ channel: 'webhook', recipient: 'hooks.example.net' });
    state.apply({ t: 'user', user });
    for (const delivery of [waiting, retried, sent, nobodys]) state.apply({ t: 'delivery', delivery });
    await importState(pool, state, atRestCodec(TEST_KEY), () => {});

    expect((await databaseCounts(pool, 0)).deliveries).toBe(4);
    expect(sourceCounts(state, []).deliveries).toBe(4);
    await expect(refuseUnlessEmpty(pool, aesGcmCipher(TEST_KEY))).rejects.toThrow(/deliveries/);
    store = await openPostgresStore({ url, instanceKey: TEST_KEY });
    expect(await store.listUserDeliveries(user.id, 10)).toEqual([sent, retried, waiting]);
    // First tries before retries, one of the user's at a time: the retry goes once the other is done.
    expect(await store.claimDueDeliveries(T0 + 5, 10, 1_000)).toEqual(
      [retried, nobodys].map((delivery) => ({ ...delivery, claimedUntil: T0 + 1_005 })),
    );
    await store.finishDelivery(retried.id, { status: 'delivered' }, T0 + 6);
    expect(await store.claimDueDeliveries(T0 + 7, 10, 1_000)).toEqual([
      { ...waiting, claimedUntil: T0 + 1_007 },
    ]);
  });
});
