import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { RequestThrottle } from '../../../server/http/throttle.ts';
import type { SlidingLimit } from '../../../server/limits/counters.ts';
import { postgresCounters } from '../../../server/store/postgres/postgres-counters.ts';
import { StoreUnavailableError } from '../../../server/store/store-unavailable.ts';
import { describePg, useTestDatabase } from '../../support/pg-test.ts';
import { harness } from '../harness.ts';
import { countersContract } from './counters-contract.ts';
import { countersTables } from './postgres-counters-db.ts';

const FIVE_A_MINUTE: SlidingLimit = { scope: 'shared-five', limit: 5, windowMs: 60_000, maxKeys: 10 };
const T0 = Date.parse('2026-01-01T00:00:00.000Z');

describePg('PostgreSQL counters', () => {
  const db = useTestDatabase('counters');
  const pools: pg.Pool[] = [];
  afterAll(async () => {
    for (const pool of pools) await pool.end();
  });
  /** A pool of its own over the test database, as each server process has one. */
  const openPool = async () => {
    const pool = new pg.Pool({ connectionString: db.url(), max: 10 });
    pools.push(pool);
    await countersTables(pool);
    return pool;
  };

  countersContract(async () => {
    const pool = await openPool();
    await pool.query('TRUNCATE counter_attempts, counter_hits');
    const held = async () => {
      const { rows } = await pool.query<{ n: number }>(
        'SELECT (SELECT count(*) FROM counter_attempts)::int + (SELECT count(*) FROM counter_hits)::int AS n',
      );
      return rows[0]?.n ?? -1;
    };
    return { counters: postgresCounters(pool, randomBytes(32)), held };
  });

  it('holds a limit reached through one process through another: 200 attempts split between two give exactly 5', async () => {
    const key = randomBytes(32);
    const [one, two] = [postgresCounters(await openPool(), key), postgresCounters(await openPool(), key)];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? one : two).attempt(FIVE_A_MINUTE, 'push', T0 + i)),
    );
    expect(answers.filter(Boolean)).toHaveLength(5);
    expect([
      await one.attempt(FIVE_A_MINUTE, 'push', T0 + 1000),
      await two.attempt(FIVE_A_MINUTE, 'push', T0 + 1000),
    ]).toEqual([false, false]);
    // The window moves on for both.
    expect(await two.attempt(FIVE_A_MINUTE, 'push', T0 + 61_000)).toBe(true);
  });

  it('throttles 100 requests split between two processes to exactly the limit', async () => {
    const key = randomBytes(32);
    const limits = { perMinute: 0, perSecond: 30 };
    const one = new RequestThrottle(postgresCounters(await openPool(), key), limits);
    const two = new RequestThrottle(postgresCounters(await openPool(), key), limits);
    const waits = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? one : two).hit('203.0.113.7', T0 + 250)),
    );
    expect(waits.filter((w) => w === 0)).toHaveLength(30);
    expect(new Set(waits.filter((w) => w !== 0))).toEqual(new Set([1]));
  });

  it('stores no key in the clear, only its keyed digest', async () => {
    const pool = await openPool();
    const counters = postgresCounters(pool, randomBytes(32));
    const secret = `canary-${randomBytes(8).toString('hex')}`;
    await counters.attempt(FIVE_A_MINUTE, secret, T0);
    await counters.hit([{ scope: 'shared-minute', periodMs: 60_000, maxKeys: 10 }], secret, T0);
    const { rows } = await pool.query<{ dump: string }>(
      `SELECT string_agg(encode(key, 'escape'), '|') || string_agg(encode(key, 'hex'), '|') AS dump
         FROM (SELECT key FROM counter_attempts UNION ALL SELECT key FROM counter_hits) AS k`,
    );
    const dump = rows[0]?.dump ?? '';
    expect(dump.length).toBeGreaterThan(0);
    expect(dump).not.toContain(secret);
    expect(dump).not.toContain(Buffer.from(secret).toString('hex'));
  });
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('PostgreSQL counters without their database', () => {
  it('answers a database that cannot be reached as unavailable, which the app turns into 503', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://test@127.0.0.1:${await closedPort()}/gone` });
    pool.on('error', () => {});
    try {
      const counters = postgresCounters(pool, randomBytes(32));
      await expect(counters.attempt(FIVE_A_MINUTE, 'k', T0)).rejects.toBeInstanceOf(StoreUnavailableError);
      const h = await harness(undefined, { counters, throttling: { perMinute: 120, perSecond: 60 } });
      const answer = await h.call('GET', '/api/v2/version');
      expect([answer.status, answer.res.headers.get('retry-after')]).toEqual([503, '5']);
    } finally {
      await pool.end();
    }
  });
});
