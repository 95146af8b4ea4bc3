import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describePg } from '../support/pg-test.ts';
import { type PostgresServer, startPostgresServer } from '../support/postgres-server.ts';
import { type RunningServer, startServer, tempDataDir } from '../support/server-process.ts';
import { until } from '../support/until.ts';
import { type LoadOutcome, pushLoad } from './push-load.ts';

const REFUSAL = {
  error: 'The server cannot save anything right now; nothing was changed. Try again shortly.',
};
// Trust authentication takes any password: it is here to show the server never prints it.
const DB_PASSWORD = 'db-password-canary-5e1f';

const succeeded = (o: LoadOutcome) => o.status === 200 || o.status === 201;
const up = async (server: RunningServer) => {
  const res = await fetch(`${server.url}/up`, { signal: AbortSignal.timeout(30_000) });
  await res.arrayBuffer();
  return { status: res.status, retryAfter: res.headers.get('retry-after') };
};

describePg('the real server over PostgreSQL when the database goes away under load', () => {
  let database: PostgresServer;
  let server: RunningServer;
  beforeAll(async () => {
    database = await startPostgresServer();
    const url = new URL(await database.createDatabase('outage'));
    url.password = DB_PASSWORD;
    server = await startServer(tempDataDir(), { DATABASE_URL: url.toString() });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database?.destroy();
    if (server) await rm(server.dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while the database is down, then resumes by itself losing nothing acknowledged', {
    timeout: 300_000,
  }, async () => {
    const load = pushLoad(server.url, { workers: 4, maxRequests: 40_000, views: 100 });
    let acknowledgedBeforeKill = new Map<string, string>();
    load.start();
    try {
      await until(() => load.acknowledged.size >= 100, '100 pushes are acknowledged');
      expect(load.outcomes.filter((o) => !succeeded(o))).toEqual([]);
      acknowledgedBeforeKill = new Map(load.acknowledged);

      await database.kill();
      const sentAfterKill = load.sent();
      const afterKill = () => load.outcomes.filter((o) => o.seq >= sentAfterKill);
      await until(() => afterKill().filter((o) => o.status === 503).length >= 50, '50 requests are refused');
      expect(await up(server)).toEqual({ status: 503, retryAfter: '5' });
      // Every request sent after the database was gone is refused as the contract says, none fails otherwise.
      const refused = afterKill();
      expect(refused.filter((o) => o.status !== 503)).toEqual([]);
      for (const o of refused) {
        expect([o.retryAfter, o.body]).toEqual(['5', REFUSAL]);
        expect(o.contentType).toContain('application/json');
      }
      expect(refused.some((o) => o.kind === 'create') && refused.some((o) => o.kind === 'read')).toBe(true);
      expect(server.child.exitCode).toBeNull();

      await database.start();
      await until(async () => (await up(server)).status === 200, '/up answers 200 again');
      const sentAfterUp = load.sent();
      // Service is back when a long run of requests in a row succeeds, creates and reads alike.
      await until(() => {
        const tail = load.outcomes.filter((o) => o.seq >= sentAfterUp).slice(-200);
        return tail.length === 200 && tail.every(succeeded);
      }, '200 requests in a row succeed after the database is back');
    } finally {
      await load.stop();
    }
    expect(load.outcomes.filter((o) => o.wrongPayload)).toEqual([]);
    expect(load.outcomes.filter((o) => o.status !== 503 && !succeeded(o))).toEqual([]);
    expect(server.child.exitCode).toBeNull();

    // Every push acknowledged before the database went away, and after, is still there with its payload.
    const missing: string[] = [];
    for (const [token, payload] of load.acknowledged) {
      const res = await fetch(`${server.url}/api/v2/pushes/${token}`);
      const body = (await res.json()) as { payload?: string };
      if (res.status !== 200 || body.payload !== payload) missing.push(`${token}: ${res.status}`);
    }
    expect(missing).toEqual([]);
    expect(
      [...acknowledgedBeforeKill].filter(([token, payload]) => load.acknowledged.get(token) !== payload),
    ).toEqual([]);
    expect(load.acknowledged.size).toBeGreaterThan(acknowledgedBeforeKill.size);
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(server.output()).not.toContain(DB_PASSWORD);
  });
});
