import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { serveProcess } from '../support/cluster-process.ts';
import { describePg } from '../support/pg-test.ts';
import { type PostgresServer, startPostgresServer } from '../support/postgres-server.ts';
import { until } from '../support/until.ts';

const REFUSAL = {
  error: 'The server cannot save anything right now; nothing was changed. Try again shortly.',
};
/** More than the 10 crashes a minute that stop a server whose workers keep dying. */
const KILLS = 12;
const SERVING = /worker (\d+) \(pid (\d+)\) is serving port (\d+)\./;

const pushPayload = (origin: string, payload: string) =>
  fetch(`${origin}/api/v2/pushes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ push: { payload, expire_after_views: 10 } }),
    signal: AbortSignal.timeout(20_000),
  });

/** What one request after the outage got, and when (performance.now()) it was sent and answered. */
interface Sample {
  kind: 'up' | 'push';
  sentAt: number;
  doneAt: number;
  status: number;
}

/** One request on a connection of its own, so the primary hands each to the next worker in turn. */
function onItsOwn(origin: string, kind: Sample['kind']): Promise<Sample> {
  const sentAt = performance.now();
  const body =
    kind === 'push' ? JSON.stringify({ push: { payload: 'AFTER', expire_after_views: 1 } }) : undefined;
  return new Promise((resolve, reject) => {
    const sent = request(
      kind === 'up' ? `${origin}/up` : `${origin}/api/v2/pushes`,
      {
        method: kind === 'up' ? 'GET' : 'POST',
        agent: false,
        timeout: 20_000,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ kind, sentAt, doneAt: performance.now(), status: res.statusCode ?? 0 }),
        );
      },
    );
    sent.on('timeout', () => sent.destroy(new Error(`no answer to ${kind}`)));
    sent.on('error', reject);
    sent.end(body);
  });
}

describePg('WEB_CONCURRENCY=2 over PostgreSQL when the database goes away', () => {
  let database: PostgresServer;
  let url: string;
  beforeAll(async () => {
    database = await startPostgresServer();
    url = await database.createDatabase('cluster_outage');
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('rides out an outage in which more workers are killed than the crash budget allows, answering 503 meanwhile, and serves again once the database is back', {
    timeout: 300_000,
  }, async () => {
    const server = serveProcess({
      WEB_CONCURRENCY: '2',
      DATABASE_URL: url,
      PWPUSH_MASTER_KEY: randomBytes(32).toString('hex'),
    });
    await server.until(/All 2 workers are serving\./);
    const origin = `http://127.0.0.1:${server.matches(SERVING)[0]?.[3]}`;
    const before = await pushPayload(origin, 'BEFORE-THE-OUTAGE');
    expect(before.status).toBe(201);
    const token = ((await before.json()) as PushJson).url_token;

    await database.stop();
    const killed = new Set<number>();
    for (let kill = 0; kill < KILLS; kill++) {
      // Each kill takes the newest worker serving: the two that had the store open, then their replacements.
      const serving = await server.until(SERVING, 2 + kill, 120_000);
      const pid = Number([...serving].reverse().find((m) => !killed.has(Number(m[2])))?.[2]);
      expect(existsSync(`/proc/${pid}`)).toBe(true);
      killed.add(pid);
      process.kill(pid, 'SIGKILL');
      await server.until(new RegExp(`\\(pid ${pid}\\) died \\(SIGKILL\\): starting another`));
    }
    await server.until(SERVING, 2 + KILLS, 120_000);
    expect(server.child.exitCode).toBeNull();

    // Both workers answer, as a server answers during an outage: 503 with Retry-After, nothing else.
    const during = await Promise.all(Array.from({ length: 6 }, () => pushPayload(origin, 'DURING')));
    for (const res of during) {
      expect([res.status, res.headers.get('retry-after'), await res.json()]).toEqual([503, '5', REFUSAL]);
    }
    expect((await fetch(`${origin}/up`)).status).toBe(503);

    await database.start();
    const back = Date.now();
    // Every worker serves again (a waiting one tries the database every DATABASE_RETRY_MS at most):
    // ten pushes in a row, spread over both, are all taken.
    await until(async () => {
      const after = await Promise.all(Array.from({ length: 10 }, () => pushPayload(origin, 'AFTER')));
      return after.every((res) => res.status === 201);
    }, 'ten pushes in a row are taken again');
    console.info(`all workers served again ${Date.now() - back} ms after the database was back`);
    const read = await fetch(`${origin}/api/v2/pushes/${token}`);
    expect(((await read.json()) as PushJson).payload).toBe('BEFORE-THE-OUTAGE');
    expect(server.output()).not.toContain('stopping the workers');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('once the database is back, serves from every worker within about a second, and no /up says 200 while a worker still refuses', {
    timeout: 120_000,
  }, async () => {
    const server = serveProcess({
      WEB_CONCURRENCY: '2',
      DATABASE_URL: await database.createDatabase('cluster_back'),
      PWPUSH_MASTER_KEY: randomBytes(32).toString('hex'),
    });
    await server.until(/All 2 workers are serving\./);
    const origin = `http://127.0.0.1:${server.matches(SERVING)[0]?.[3]}`;

    await database.stop();
    // One worker is lost in the outage: its replacement answers 503 while it waits; the other keeps its store.
    process.kill(Number(server.matches(SERVING)[1]?.[2]), 'SIGKILL');
    await server.until(/Answering 503 and trying again until it answers\./);
    await server.until(SERVING, 3);
    expect((await onItsOwn(origin, 'push')).status).toBe(503);

    await database.start();
    const back = performance.now();
    // Four requests a round, each on its own connection: both workers get an /up and a push each round.
    const samples: Sample[] = [];
    const refused = (s: Sample) => s.status !== (s.kind === 'up' ? 200 : 201);
    // The samples since the last refusal: settled once they span more than a second.
    const sinceLastRefusal = () => samples.slice(samples.map(refused).lastIndexOf(true) + 1);
    const settled = () => {
      const run = sinceLastRefusal();
      return run.length > 0 && (run.at(-1)?.sentAt ?? 0) - (run[0]?.sentAt ?? 0) > 1_000;
    };
    while (!settled() && performance.now() - back < 30_000) {
      for (const kind of ['up', 'up', 'push', 'push'] as const) samples.push(await onItsOwn(origin, kind));
    }
    expect(settled()).toBe(true);
    const lastRefusal = samples.filter(refused).at(-1);
    const servingAfterMs = lastRefusal === undefined ? 0 : lastRefusal.doneAt - back;
    console.info(`every worker served ${Math.round(servingAfterMs)} ms after the database was back`);
    expect(servingAfterMs).toBeLessThan(1_500);
    // A load balancer that read 200 and then sent a request must not have had it refused.
    const saidUp = samples.filter((s) => s.kind === 'up' && s.status === 200);
    const refusedAfter = samples.filter(
      (s) => s.kind === 'push' && s.status === 503 && saidUp.some((up) => up.doneAt <= s.sentAt),
    );
    expect(refusedAfter).toEqual([]);
    expect(samples.filter((s) => ![200, 201, 503].includes(s.status))).toEqual([]);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('stops with the message of a replacement that, once the database is back, finds a schema newer than the code, rather than replacing it forever', {
    timeout: 120_000,
  }, async () => {
    const newer = await database.createDatabase('cluster_newer_schema');
    const server = serveProcess({
      WEB_CONCURRENCY: '2',
      DATABASE_URL: newer,
      PWPUSH_MASTER_KEY: randomBytes(32).toString('hex'),
    });
    await server.until(/All 2 workers are serving\./);
    // Running workers checked the schema when they opened it; a worker opening it from now on refuses it.
    const client = new pg.Client({ connectionString: newer });
    await client.connect();
    await client.query("INSERT INTO schema_migrations (version, name) VALUES (99, 'from a newer release')");
    await client.end();

    await database.stop();
    const pid = Number(server.matches(SERVING)[1]?.[2]);
    process.kill(pid, 'SIGKILL');
    await server.until(SERVING, 3);
    await database.start();

    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'Secret Push cannot start: The database schema is at version 99, newer than this server knows',
    );
    expect(server.output()).toMatch(/worker \d+ cannot start \(exit code 78\): stopping the workers\./);
  });
});
