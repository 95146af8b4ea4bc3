import { openPostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { storeConformance } from './conformance.ts';
import { TEST_KEY } from './fixtures.ts';

describePg('postgres', () => {
  storeConformance('postgres', () => {
    let url: Promise<string> | undefined;
    // Each test gets a database of its own, made when it first opens a store.
    const database = () => {
      url ??= createTestDatabase('conformance');
      return url;
    };
    return {
      open: async (options) =>
        openPostgresStore({ url: await database(), instanceKey: TEST_KEY, ...options }),
      reopen: async (store, options) => {
        await store.close();
        return openPostgresStore({ url: await database(), instanceKey: TEST_KEY, ...options });
      },
    };
  });
});
