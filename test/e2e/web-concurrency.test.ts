import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { sampleValue } from '../server/metrics-text.ts';
import { serveEnv as baseEnv, serveArgs, serveProcess } from '../support/cluster-process.ts';
import { describePg, useTestDatabase } from '../support/pg-test.ts';

/** The parent of a process, from /proc: the workers are the primary's children. */
const parentOf = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);

describe('WEB_CONCURRENCY with the embedded store', () => {
  it('refuses more than one worker at start, saying that the embedded store is one process and what to do', () => {
    const result = spawnSync(process.execPath, serveArgs, {
      env: baseEnv({ WEB_CONCURRENCY: '2' }),
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Secret Push cannot start: WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded store in DATA_DIR serves one process only. ' +
        'Set WEB_CONCURRENCY=1, or run on PostgreSQL',
    );
    expect(result.stdout).not.toContain('listening');
  });
});

describe('WEB_CONCURRENCY with a database that cannot be reached', () => {
  it('stops with exit code 1 when the workers cannot start, saying why and never the password, rather than restarting them', () => {
    const env = {
      WEB_CONCURRENCY: '2',
      DATABASE_URL: 'postgres://push:pw-not-shown@127.0.0.1:1/secret_push',
    };
    const result = spawnSync(process.execPath, serveArgs, { env: baseEnv(env), encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Secret Push cannot start: PostgreSQL at 127.0.0.1:1 (database secret_push) cannot be reached (ECONNREFUSED).',
    );
    expect(result.stdout).toMatch(/worker \d+ cannot start \(exit code 78\): stopping the workers\./);
    expect(result.stdout + result.stderr).not.toContain('pw-not-shown');
  });
});

describePg('WEB_CONCURRENCY=2 over PostgreSQL', () => {
  const database = useTestDatabase('web concurrency');

  it('serves one port from two worker processes, exactly 3 of 200 parallel reads get a 3-view payload, /metrics counts all workers, a limit holds across workers, a dead worker is replaced, and SIGTERM stops them all', async () => {
    const server = serveProcess({
      WEB_CONCURRENCY: '2',
      PWP__METRICS: 'true',
      DATABASE_URL: database.url(),
      PWPUSH_MASTER_KEY: randomBytes(32).toString('hex'),
    });
    await server.until(/^.*All 2 workers are serving\.$/);
    const serving = await server.until(/worker (\d+) \(pid (\d+)\) is serving port (\d+)\./, 2);
    const pids = serving.map((m) => Number(m[2]));
    const ports = new Set(serving.map((m) => m[3]));
    expect(new Set(pids).size).toBe(2);
    expect(ports.size).toBe(1);
    for (const pid of pids) expect(parentOf(pid)).toBe(server.child.pid);
    const origin = `http://127.0.0.1:${[...ports][0]}`;

    const created = await fetch(`${origin}/api/v2/pushes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ push: { payload: 'CLUSTER-PAYLOAD', expire_after_views: 3 } }),
    });
    const push = (await created.json()) as PushJson;
    const reads = await Promise.all(
      Array.from({ length: 200 }, async () => {
        const res = await fetch(`${origin}/api/v2/pushes/${push.url_token}`);
        return ((await res.json()) as PushJson).payload;
      }),
    );
    expect(reads.filter((p) => p === 'CLUSTER-PAYLOAD')).toHaveLength(3);
    // Each worker tags its request lines: both answered some of the reads.
    const lines = await server.until(/^\S+ \[worker (\d+)\] GET \/api\/v2\/pushes\/:token 200 /, 200);
    expect(new Set(lines.map((m) => m[1]))).toEqual(new Set(serving.map((m) => m[1])));
    expect(server.output()).not.toContain('CLUSTER-PAYLOAD');
    expect(server.output()).not.toContain(push.url_token);

    // Whichever worker answers a scrape, it counts the whole server: both workers' reads and views.
    for (let scrape = 0; scrape < 4; scrape++) {
      const metrics = await fetch(`${origin}/metrics`);
      expect(metrics.status).toBe(200);
      const text = await metrics.text();
      const reads = { method: 'GET', route: '/api/v2/pushes/:urlToken', status: '200' };
      expect(sampleValue(text, 'secret_push_http_request_duration_seconds_count', reads)).toBe(200);
      expect(sampleValue(text, 'secret_push_pushes_viewed_total', { kind: 'text' })).toBe(3);
      expect(sampleValue(text, 'secret_push_pushes_created_total', { kind: 'text' })).toBe(1);
      expect(sampleValue(text, 'secret_push_store_up')).toBe(1);
    }

    // 10 guesses at once at a guarded push, spread over both workers: the limit of 5 holds across them.
    const guardedRes = await fetch(`${origin}/api/v2/pushes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ push: { payload: 'GUARDED', passphrase: 'right' } }),
    });
    const guarded = (await guardedRes.json()) as PushJson;
    const guesses = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const res = await fetch(`${origin}/api/v2/pushes/${guarded.url_token}?passphrase=wrong-${i}`);
        return res.status;
      }),
    );
    expect(guesses.sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);

    process.kill(pids[0] ?? 0, 'SIGKILL');
    await server.until(/died \(SIGKILL\): starting another\./);
    const replaced = await server.until(/worker (\d+) \(pid (\d+)\) is serving port/, 3);
    const third = Number(replaced[2]?.[2]);
    expect(pids).not.toContain(third);
    expect((await fetch(`${origin}/api/v2/version`)).status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Every worker has stopped.');
    for (const pid of [pids[1] ?? 0, third]) expect(existsSync(`/proc/${pid}`)).toBe(false);
  });
});
