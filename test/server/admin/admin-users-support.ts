import { afterEach } from 'vitest';
import type { Store } from '../../../server/store/port.ts';
import { openPostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { createTestDatabase, postgresAdminUrl } from '../../support/pg-test.ts';
import { type Harness, type HarnessOptions, harness } from '../harness.ts';
import { TEST_KEY } from '../store/fixtures.ts';
import { webClient } from '../web-client.ts';

export const PASSWORD = 'correct horse battery';

export type Browser = ReturnType<typeof webClient>;

/** Signs a user in on a fresh browser of `h`'s app, their password set first. */
export async function signIn(h: Harness, email: string): Promise<Browser> {
  await h.admin.setPassword(email, PASSWORD);
  const browser = webClient(h.app);
  await browser.get('/users/sign_in');
  await browser.post('/users/sign_in', { email, password: PASSWORD });
  return browser;
}

/** Alice, made an administrator, signed in. */
export async function asAdmin(h: Harness): Promise<Browser> {
  await h.admin.setAdmin('alice@example.com', true);
  return signIn(h, 'alice@example.com');
}

export const idOf = async (h: { store: Pick<Store, 'findUserByEmail'> }, email: string) =>
  (await h.store.findUserByEmail(email))?.id ?? '';

/** Two app instances over one database, as two workers of one server: the first made alice and bob. */
export type TwoWorkers = (options?: HarnessOptions) => Promise<[Harness, Harness]>;

/**
 * The embedded store (both apps over the one opened store, as the workers share it) and PostgreSQL
 * (each app its own connection pool to one database) when the run has a server. Call at top level.
 */
export function twoWorkerAdapters(label: string): [string, TwoWorkers][] {
  const opened: Harness[] = [];
  const stores: Store[] = [];
  afterEach(async () => {
    for (const h of opened.splice(0).reverse()) await h.close();
    for (const store of stores.splice(0)) await store.close();
  });
  const embedded: TwoWorkers = async (options = {}) => {
    const first = await harness(undefined, { ...options, durable: true });
    const second = await harness(undefined, {
      ...options,
      sharedWith: { store: first.store, instanceKey: first.instanceKey, smtp: null },
    });
    opened.push(first, second);
    return [first, second];
  };
  const postgres: TwoWorkers = async (options = {}) => {
    const url = await createTestDatabase(label);
    const first = await harness(undefined, {
      ...options,
      store: await openPostgresStore({ url, instanceKey: TEST_KEY }),
    });
    const other = await openPostgresStore({ url, instanceKey: TEST_KEY });
    stores.push(other);
    const second = await harness(undefined, {
      ...options,
      sharedWith: { store: other, instanceKey: first.instanceKey, smtp: null },
    });
    opened.push(first, second);
    return [first, second];
  };
  return [
    ['embedded (lowdb)', embedded],
    ...(postgresAdminUrl() === null ? [] : [['PostgreSQL', postgres]]),
  ] as [string, TwoWorkers][];
}
