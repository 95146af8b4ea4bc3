import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { atRestCodec } from '../../../server/store/durable/at-rest.ts';
import { StoreState } from '../../../server/store/memory/store-state.ts';
import { importState } from '../../../server/store/postgres/import/import-state.ts';
import { openPostgresStore, type PostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { migrateSchema } from '../../../server/store/postgres/schema-migrations.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { T0, TEST_KEY, userRecord } from './fixtures.ts';

describePg('Moving an embedded store into PostgreSQL', () => {
  let pool: pg.Pool | undefined;
  let store: PostgresStore | undefined;
  afterEach(async () => {
    await store?.close();
    await pool?.end();
  });

  it("brings provisioning's secrets, the directory's records of accounts and its groups with their members along", async () => {
    const url = await createTestDatabase('import_directory');
    pool = new pg.Pool({ connectionString: url, max: 2 });
    await migrateSchema(pool);
    const state = new StoreState();
    const [alice, bob] = [userRecord(), userRecord()];
    for (const user of [alice, bob]) state.apply({ t: 'user', user });
    const secrets = [
      {
        id: 's1',
        name: 'Entra ID',
        digest: 'd1',
        createdAt: T0,
        createdBy: 'admin@example.com',
        revokedAt: T0 + 5,
      },
      { id: 's2', name: 'Okta', digest: 'd2', createdAt: T0 + 1, createdBy: null, revokedAt: null },
    ];
    for (const secret of secrets) state.apply({ t: 'scimsecret', secret });
    const record = {
      userId: alice.id,
      externalId: 'e-1',
      givenName: 'Alice',
      familyName: null,
      displayName: 'Alice A.',
      updatedAt: T0 + 2,
    };
    state.apply({ t: 'diruser', record });
    const groups = [
      {
        id: 'g1',
        displayName: 'Admins',
        externalId: 'x',
        memberIds: [alice.id, bob.id],
        createdAt: T0,
        updatedAt: T0,
      },
      { id: 'g2', displayName: 'Staff', externalId: null, memberIds: [], createdAt: T0, updatedAt: T0 + 3 },
    ];
    for (const group of groups) state.apply({ t: 'dirgroup', group });
    await importState(pool, state, atRestCodec(TEST_KEY), () => {});

    store = await openPostgresStore({ url, instanceKey: TEST_KEY });
    expect(await store.listScimSecrets()).toEqual(secrets);
    expect(await store.listDirectoryUsers()).toEqual([record]);
    expect(await store.listDirectoryGroups()).toEqual(groups);
  });
});
