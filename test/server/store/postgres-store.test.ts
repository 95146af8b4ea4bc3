import pg from 'pg';
import { describe } from 'vitest';
import { openPostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { storeConformance } from './conformance.ts';
import { TEST_KEY } from './fixtures.ts';

const adminUrl = process.env.PGSTORE_TEST_URL ?? null;
let n = 0;

async function freshDatabase(): Promise<string> {
  const name = `conf_${process.pid}_${++n}`;
  const admin = new pg.Client({ connectionString: adminUrl ?? '' });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

describe.skipIf(adminUrl === null)('postgres', () => {
  storeConformance('postgres', () => {
    let url: Promise<string> | undefined;
    const database = () => {
      url ??= freshDatabase();
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
