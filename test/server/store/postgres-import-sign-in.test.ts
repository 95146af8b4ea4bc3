import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { atRestCodec } from '../../../server/store/durable/at-rest.ts';
import { StoreState } from '../../../server/store/memory/store-state.ts';
import { importState } from '../../../server/store/postgres/import/import-state.ts';
import { openPostgresStore, type PostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { migrateSchema } from '../../../server/store/postgres/schema-migrations.ts';
import type { SessionRecord } from '../../../server/store/records.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { deviceToken } from './conformance-device-tokens.ts';
import { oneTimeRecord } from './conformance-one-times.ts';
import { totpRecord } from './conformance-totp.ts';
import { T0, TEST_KEY, userRecord } from './fixtures.ts';

describePg('Moving an embedded store into PostgreSQL', () => {
  let pool: pg.Pool | undefined;
  let store: PostgresStore | undefined;
  afterEach(async () => {
    await store?.close();
    await pool?.end();
  });

  it('brings second factors, single sign-on sessions, one-time records and browser tokens along', async () => {
    const url = await createTestDatabase('import_sign_in');
    pool = new pg.Pool({ connectionString: url, max: 2 });
    await migrateSchema(pool);
    const state = new StoreState();
    const withTotp = userRecord({ totp: totpRecord({ lastStep: 12 }) });
    const plain = userRecord();
    const session: SessionRecord = {
      idHash: 'c'.repeat(64),
      userId: withTotp.id,
      passwordTag: 't',
      expiresAt: T0,
      via: 'sso',
    };
    const record = oneTimeRecord({ userId: plain.id, purpose: 'email' });
    const token = deviceToken(withTotp.id, { lastUsedAt: T0 + 60_000 });
    state.apply({ t: 'user', user: withTotp });
    state.apply({ t: 'user', user: plain });
    state.apply({ t: 'session', session });
    state.apply({ t: 'onetime', record });
    state.apply({ t: 'device', token });
    await importState(pool, state, atRestCodec(TEST_KEY), () => {});

    store = await openPostgresStore({ url, instanceKey: TEST_KEY });
    expect(await store.listUsers()).toEqual([withTotp, plain]);
    expect(await store.findSession(session.idHash)).toEqual(session);
    expect(await store.findOneTime(record.hash, 'email', T0)).toEqual(record);
    expect(await store.listDeviceTokens(withTotp.id)).toEqual([token]);
  });
});
