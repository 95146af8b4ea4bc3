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
import { notificationRecord, notificationSettings } from './conformance-notifications.ts';
import { T0, TEST_KEY, userRecord } from './fixtures.ts';

describePg('Moving an embedded store into PostgreSQL', () => {
  let pool: pg.Pool | undefined;
  let store: PostgresStore | undefined;
  afterEach(async () => {
    await store?.close();
    await pool?.end();
  });

  it('brings notification settings and feeds along, counted on both sides, the feed in its order', async () => {
    const url = await createTestDatabase('import_notifications');
    pool = new pg.Pool({ connectionString: url, max: 2 });
    await migrateSchema(pool);
    const state = new StoreState();
    const [alice, bob, carol] = [userRecord(), userRecord(), userRecord()];
    for (const user of [alice, bob, carol]) state.apply({ t: 'user', user });
    const alices = notificationSettings(alice.id);
    const bobs = notificationSettings(bob.id, { events: [], byEmail: false, webhook: null });
    for (const settings of [alices, bobs]) state.apply({ t: 'notifyset', settings });
    const feed = [
      notificationRecord(alice.id, { id: 'b', createdAt: T0 + 1, event: 'expire', kind: 'file' }),
      notificationRecord(alice.id, { id: 'A', createdAt: T0 + 1, name: 'sealed:db root' }),
      notificationRecord(alice.id, { id: 'c', createdAt: T0, event: 'request_answered', kind: 'request' }),
      notificationRecord(carol.id, { createdAt: T0 + 2, event: 'failed_passphrase' }),
    ];
    for (const notification of feed) state.apply({ t: 'notification', notification });
    await importState(pool, state, atRestCodec(TEST_KEY), () => {});

    expect(sourceCounts(state, [])).toMatchObject({ notificationSettings: 2, notifications: 4 });
    expect(await databaseCounts(pool, 0)).toMatchObject({ notificationSettings: 2, notifications: 4 });
    await expect(refuseUnlessEmpty(pool, aesGcmCipher(TEST_KEY))).rejects.toThrow(
      'holds users, notification settings, notifications.',
    );
    store = await openPostgresStore({ url, instanceKey: TEST_KEY });
    expect(await store.findNotificationSettings(alice.id)).toEqual(alices);
    expect(await store.findNotificationSettings(bob.id)).toEqual(bobs);
    expect(await store.findNotificationSettings(carol.id)).toBeUndefined();
    const start = { createdAt: 0, id: '' };
    expect(await store.listNotifications(alice.id, start, 10)).toEqual([feed[2], feed[1], feed[0]]);
    expect(await store.listNotifications(carol.id, start, 10)).toEqual([feed[3]]);
    await store.removeUser(alice.id);
    expect(await databaseCounts(pool, 0)).toMatchObject({ notificationSettings: 1, notifications: 1 });
  });
});
