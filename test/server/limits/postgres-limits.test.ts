import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresCounters } from '../../../server/store/postgres/postgres-counters.ts';
import { describePg, useTestDatabase } from '../../support/pg-test.ts';
import { type Harness, harness } from '../harness.ts';
import { webClient } from '../web-client.ts';
import { countersTables } from './postgres-counters-db.ts';

const PASSWORD = 'correct horse battery';
const PARALLEL = 200;

function statusCounts(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

/** Password checks an app makes: each starts with one look-up of the e-mail. */
function countChecks(h: Harness, counted: { checks: number }) {
  const lookUp = h.store.findUserByEmail.bind(h.store);
  h.store.findUserByEmail = (email) => {
    counted.checks += 1;
    return lookUp(email);
  };
}

describePg('limits over PostgreSQL counters, two servers sharing them', () => {
  const db = useTestDatabase('limits');
  const pools: pg.Pool[] = [];
  afterAll(async () => {
    for (const pool of pools) await pool.end();
  });

  /** Two apps, each with a pool of its own over one database, as two server processes have. */
  async function twoServers() {
    const key = randomBytes(32);
    const counted = { checks: 0 };
    const servers: Harness[] = [];
    for (let i = 0; i < 2; i++) {
      const pool = new pg.Pool({ connectionString: db.url(), max: 10 });
      pools.push(pool);
      await countersTables(pool);
      const h = await harness(undefined, { counters: postgresCounters(pool, key) });
      await h.admin.setPassword('alice@example.com', PASSWORD);
      countChecks(h, counted);
      servers.push(h);
    }
    const browsers = servers.map((h) => webClient(h.app));
    for (const browser of browsers) await browser.get('/users/sign_in');
    return { servers, browsers, counted };
  }

  // Each password check is a deliberately slow hash: generous time on a loaded machine.
  describe('sign-in', { timeout: 60_000 }, () => {
    it('checks at most 5 of 200 wrong passwords for one e-mail sent at once to two servers', async () => {
      const { browsers, counted } = await twoServers();
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          browsers[i % 2]?.post('/users/sign_in', { email: 'alice@example.com', password: `wrong ${i}` }),
        ),
      );
      expect(counted.checks).toBe(5);
      expect(statusCounts(answers.map((a) => a?.status ?? 0))).toEqual({ 401: 5, 429: PARALLEL - 5 });
    });

    it('checks at most 20 of 200 sign-ins from one address for different e-mails sent to two servers', async () => {
      const { browsers, counted } = await twoServers();
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          browsers[i % 2]?.post('/users/sign_in', {
            email: `user${i}@example.com`,
            password: 'wrong password',
          }),
        ),
      );
      expect(counted.checks).toBe(20);
      expect(statusCounts(answers.map((a) => a?.status ?? 0))).toEqual({ 401: 20, 429: PARALLEL - 20 });
    });

    it('lets a success on one server clear the count that failures on the other made', async () => {
      const { browsers } = await twoServers();
      const [one, two] = browsers;
      for (let i = 0; i < 4; i++)
        await one?.post('/users/sign_in', { email: 'alice@example.com', password: `nope ${i}` });
      expect(
        (await two?.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD }))?.status,
      ).toBe(303);
      const after = [];
      for (let i = 0; i < 6; i++)
        after.push(
          (await one?.post('/users/sign_in', { email: 'alice@example.com', password: `x ${i}` }))?.status,
        );
      expect(after).toEqual([401, 401, 401, 401, 401, 429]);
    });
  });

  it('compares at most 5 of 200 passphrases for one push sent at once to two servers', async () => {
    const { servers } = await twoServers();
    // Each test app numbers its url tokens from 1: the same push token on both, as one push over one store.
    const tokens: string[] = [];
    for (const h of servers)
      tokens.push((await h.create({ payload: 'guarded', passphrase: 'right one' })).url_token);
    expect(tokens[0]).toBe(tokens[1]);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        servers[i % 2]?.call('GET', `/api/v2/pushes/${tokens[0]}?passphrase=wrong${i}`),
      ),
    );
    expect(statusCounts(answers.map((a) => a?.status ?? 0))).toEqual({ 401: 5, 429: PARALLEL - 5 });
  });

  it('logs 3 of 200 failed reads of a push sent to two servers one by one, and the rest as one counted entry per server', async () => {
    const { servers } = await twoServers();
    const tokens: string[] = [];
    for (const h of servers)
      tokens.push((await h.create({ payload: 'guarded', passphrase: 'right one' })).url_token);
    await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => servers[i % 2]?.call('GET', `/api/v2/pushes/${tokens[0]}`)),
    );
    const entries = [];
    for (const h of servers) {
      h.clock.now += 61_000;
      await h.service.sweep();
      const failed = (await h.store.auditLog(tokens[0] ?? '', { offset: 0, limit: 1000 })).filter(
        (e) => e.kind === 'failed_passphrase',
      );
      entries.push(...failed);
    }
    expect(entries.filter((e) => e.count === undefined)).toHaveLength(3);
    expect(entries.filter((e) => e.count !== undefined)).toHaveLength(2);
    expect(entries.reduce((sum, e) => sum + (e.count ?? 1), 0)).toBe(PARALLEL);
  });

  it('throttles 100 requests from one address sent at once to two servers to exactly 60 a second', async () => {
    const key = randomBytes(32);
    const apps: Harness[] = [];
    for (let i = 0; i < 2; i++) {
      const pool = new pg.Pool({ connectionString: db.url(), max: 10 });
      pools.push(pool);
      await countersTables(pool);
      const counters = postgresCounters(pool, key);
      apps.push(await harness(undefined, { counters, throttling: { perMinute: 120, perSecond: 60 } }));
    }
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => apps[i % 2]?.call('GET', '/api/v2/version')),
    );
    expect(statusCounts(answers.map((a) => a?.status ?? 0))).toEqual({ 200: 60, 429: 40 });
  });
});
