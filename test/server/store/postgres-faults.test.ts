import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgresStore, type PostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { StoreUnavailableError } from '../../../server/store/store-unavailable.ts';
import { describePg } from '../../support/pg-test.ts';
import { type PostgresServer, startPostgresServer } from '../../support/postgres-server.ts';
import { pushRecord, T0, TEST_KEY, visitor, waitUntil } from './fixtures.ts';

const PASSWORD = 'pw-canary-4e1f90';

function told(error: unknown): string {
  return error instanceof Error ? `${error.name} ${error.message} ${error.stack}` : String(error);
}

/** This file stops and starts a PostgreSQL server of its own, never the one the other suites share. */
describePg('PostgreSQL store when the database goes away', () => {
  let server: PostgresServer;
  let store: PostgresStore;
  const reports: string[] = [];
  /** Everything the store said or threw, to show the URL's password is in none of it. */
  const said: string[] = [];
  let url: string;
  beforeAll(async () => {
    server = await startPostgresServer();
    const withPassword = new URL(await server.createDatabase('faults'));
    // The test server trusts loopback, so any password opens it; this one must never be repeated.
    withPassword.password = PASSWORD;
    url = withPassword.toString();
    store = await openPostgresStore({
      url,
      instanceKey: TEST_KEY,
      onUnavailable: (problem) => reports.push(`down ${problem}`),
      onRecovered: () => reports.push('up'),
    });
  });
  afterAll(async () => {
    await store?.close();
    await server?.destroy();
  });

  it('refuses writes as unavailable while the database is down, and takes them again once it is back', async () => {
    const before = pushRecord();
    await store.insertPush(before, visitor, T0);
    await server.kill();

    const refused = store.insertPush(pushRecord(), visitor, T0);
    await expect(refused).rejects.toBeInstanceOf(StoreUnavailableError);
    said.push(told(await refused.catch((error: unknown) => error)));
    said.push(told(await openPostgresStore({ url, instanceKey: TEST_KEY }).catch((error: unknown) => error)));
    await expect(store.findPush(before.urlToken)).rejects.toBeInstanceOf(StoreUnavailableError);
    const down = await store.health();
    expect(down.writable).toBe(false);
    expect(down.problem).toMatch(/^(ECONNREFUSED|ECONNRESET|57P0\d)$/);
    said.push(JSON.stringify(down));

    await server.start();
    await waitUntil(async () => (await store.health()).writable, 20_000);
    const after = pushRecord();
    await store.insertPush(after, visitor, T0);
    expect(await store.findPush(after.urlToken)).toEqual(after);
    expect(await store.findPush(before.urlToken)).toEqual(before);
    expect(reports).toHaveLength(2);
    expect(reports[0]).toMatch(/^down /);
    expect(reports[1]).toBe('up');
  });

  it('lets a claim in flight when the connection drops fail as unavailable, without crashing the process', async () => {
    const push = pushRecord({ expireAfterViews: 5 });
    await store.insertPush(push, visitor, T0);
    const claims = Array.from({ length: 20 }, () =>
      store.claimView(push.urlToken, { owner: false, audit: visitor }, T0 + 1).then(
        (claim) => claim?.outcome ?? 'none',
        (error: unknown) => (error instanceof StoreUnavailableError ? 'unavailable' : String(error)),
      ),
    );
    await server.kill();
    const outcomes = await Promise.all(claims);
    expect(outcomes.every((o) => o === 'view' || o === 'failed_view' || o === 'unavailable')).toBe(true);
    await server.start();
    await waitUntil(async () => (await store.health()).writable, 20_000);
    const stored = await store.findPush(push.urlToken);
    // What the database acknowledged is what the readers were told: no view counted without its answer.
    expect(stored?.countedViews).toBeGreaterThanOrEqual(outcomes.filter((o) => o !== 'unavailable').length);
  });

  it('never repeats the password of its URL in what it reports or throws', () => {
    expect(said.length).toBeGreaterThan(2);
    expect(said.join('\n')).toContain('ECONNREFUSED');
    for (const line of [...said, ...reports]) expect(line).not.toContain(PASSWORD);
  });
});
