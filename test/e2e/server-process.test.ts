import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import {
  type RunningServer,
  startServer,
  tempDataDir,
  userCli,
  userCliAsync,
} from '../support/server-process.ts';

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')));
});

async function start(dataDir: string, env: Record<string, string> = {}) {
  const server = await startServer(dataDir, env);
  running.push(server);
  return server;
}

const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as unknown });

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : e.isFile() ? [join(dir, e.name)] : [],
  );
}

describe('the server process', () => {
  it('serves pushes, manages users while running, stops cleanly and finds everything after a restart', async () => {
    const dataDir = tempDataDir();
    const first = await start(dataDir);
    expect(first.output()).toMatch(/^.*Secret Push listening on http:\/\/127\.0\.0\.1:\d+/m);

    const added = userCli(dataDir, ['add', 'ops@example.com']);
    expect(added.status).toBe(0);
    const token = added.lastLine;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(userCli(dataDir, ['list']).stdout).toContain('ops@example.com');
    expect(userCli(dataDir, ['add', 'ops@example.com'])).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('already exists'),
    });

    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const create = (push: Record<string, unknown>, headers: Record<string, string>) =>
      fetch(`${first.url}/api/v2/pushes`, { method: 'POST', headers, body: JSON.stringify({ push }) });
    const owned = (await (
      await create({ payload: 'OWNED-PAYLOAD-1', name: 'db', note: 'NOTE-SECRET' }, auth)
    ).json()) as PushJson;
    const guarded = (await (
      await create(
        { payload: 'GUARDED-PAYLOAD-2', passphrase: 'PASSPHRASE-3' },
        { 'content-type': 'application/json' },
      )
    ).json()) as PushJson;

    const read = await json(
      await fetch(`${first.url}/api/v2/pushes/${guarded.url_token}?passphrase=PASSPHRASE-3`),
    );
    expect(read).toMatchObject({ status: 200, body: { payload: 'GUARDED-PAYLOAD-2', views_remaining: 4 } });
    expect(await first.stop('SIGTERM')).toBe(0);

    for (const file of filesUnder(dataDir)) {
      const text = readFileSync(file, 'utf8');
      for (const secret of ['OWNED-PAYLOAD-1', 'GUARDED-PAYLOAD-2', 'PASSPHRASE-3', 'NOTE-SECRET', token]) {
        expect([file, text.includes(secret)]).toEqual([file, false]);
      }
    }
    expect(statSync(join(dataDir, 'instance.key')).mode & 0o777).toBe(0o600);

    const second = await start(dataDir);
    const audit = await json(
      await fetch(`${second.url}/api/v2/pushes/${owned.url_token}/audit`, { headers: auth }),
    );
    expect(audit.body).toMatchObject({ logs: [{ kind: 'creation', ip: '127.0.0.1', user_agent: 'node' }] });
    const active = await json(await fetch(`${second.url}/api/v2/pushes/active`, { headers: auth }));
    expect(active.status).toBe(200);
    expect((active.body as PushJson[]).map((p) => [p.url_token, p.name, p.note])).toEqual([
      [owned.url_token, 'db', 'NOTE-SECRET'],
    ]);
    const again = await json(
      await fetch(`${second.url}/api/v2/pushes/${guarded.url_token}?passphrase=PASSPHRASE-3`),
    );
    expect(again).toMatchObject({ status: 200, body: { payload: 'GUARDED-PAYLOAD-2', views_remaining: 3 } });

    const rotated = userCli(dataDir, ['token', 'ops@example.com']).lastLine;
    expect((await fetch(`${second.url}/api/v2/pushes/active`, { headers: auth })).status).toBe(401);
    expect(
      (await fetch(`${second.url}/api/v2/pushes/active`, { headers: { authorization: `Bearer ${rotated}` } }))
        .status,
    ).toBe(200);
    expect(userCli(dataDir, ['remove', 'ops@example.com']).status).toBe(0);
    expect(
      (await fetch(`${second.url}/api/v2/pushes/active`, { headers: { authorization: `Bearer ${rotated}` } }))
        .status,
    ).toBe(401);
    expect(await second.stop('SIGINT')).toBe(0);

    const log = first.output() + second.output();
    expect(log).toMatch(/GET \/api\/v2\/pushes\/:token 200/);
    for (const secret of [
      'OWNED-PAYLOAD-1',
      'GUARDED-PAYLOAD-2',
      'PASSPHRASE-3',
      'NOTE-SECRET',
      token,
      rotated,
      owned.url_token,
      guarded.url_token,
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('finishes a request in flight on SIGTERM before it exits', async () => {
    const dataDir = tempDataDir();
    const server = await start(dataDir);
    const { port } = new URL(server.url);
    const body = JSON.stringify({ push: { payload: 'IN-FLIGHT-PAYLOAD', name: 'in flight' } });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v2/pushes',
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => {
            text += c.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      // Half the body now, the rest after the signal: the request is in flight when SIGTERM arrives.
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 300);
    });
    const { status, text } = await answer;
    expect(status).toBe(201);
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
    const token = (JSON.parse(text) as PushJson).url_token;
    const again = await start(dataDir);
    const read = await json(await fetch(`${again.url}/api/v2/pushes/${token}`));
    expect(read).toMatchObject({ status: 200, body: { payload: 'IN-FLIGHT-PAYLOAD' } });
  });

  it('works with the CLI alone while no server runs', () => {
    const dataDir = tempDataDir();
    const token = userCli(dataDir, ['add', 'solo@example.com']).lastLine;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(userCli(dataDir, ['list']).stdout).toContain('solo@example.com');
    expect(userCli(dataDir, ['frobnicate'])).toMatchObject({
      status: 2,
      stderr: expect.stringContaining('Usage'),
    });
  });

  it('refuses to start with a key that does not open the store, saying why', async () => {
    const dataDir = tempDataDir();
    const key = 'a'.repeat(64);
    await (await start(dataDir, { PWPUSH_MASTER_KEY: key })).stop();
    await expect(startServer(dataDir, { PWPUSH_MASTER_KEY: 'b'.repeat(64) })).rejects.toThrow(
      /cannot start: The instance key does not open this store/,
    );
    await expect(startServer(dataDir, { PWPUSH_MASTER_KEY: 'short' })).rejects.toThrow(
      /PWPUSH_MASTER_KEY must be 64 hexadecimal/,
    );
  });

  it('removes, as it starts, stored files in FILES_DIR that no push holds', async () => {
    const dataDir = tempDataDir();
    const filesDir = join(tempDataDir(), 'shared-files');
    mkdirSync(filesDir, { recursive: true });
    // What a crash in the middle of an upload leaves: a blob, perhaps its sealed metadata, no push.
    const orphan = 'Orphan0123456789abcdef';
    writeFileSync(join(filesDir, `${orphan}.bin`), 'encrypted bytes');
    writeFileSync(join(filesDir, `${orphan}.meta`), 'sealed metadata');
    const server = await start(dataDir, { FILES_DIR: filesDir });
    expect(readdirSync(filesDir)).toEqual([]);
    expect(readdirSync(dataDir)).not.toContain('files');
    expect(server.output()).toContain('Removed 1 stored file(s) that no push holds.');
  });

  it('refuses a setting it cannot read, naming it', async () => {
    await expect(startServer(tempDataDir(), { PWP__ALLOW_ANONYMOUS: 'maybe' })).rejects.toThrow(
      /PWP__ALLOW_ANONYMOUS must be true or false/,
    );
  });

  it('reads its master key and metrics token from files, and opens after a restart what it sealed', async () => {
    const dataDir = tempDataDir();
    const secrets = tempDataDir();
    const key = 'd'.repeat(64);
    const metricsToken = 'file-scrape-token-4c2b9e71';
    const keyFile = join(secrets, 'master-key');
    const tokenFile = join(secrets, 'metrics-token');
    writeFileSync(keyFile, `${key}\n`, { mode: 0o400 });
    writeFileSync(tokenFile, `${metricsToken}\r\n`);
    const fromFiles = {
      PWPUSH_MASTER_KEY_FILE: keyFile,
      PWP__METRICS: 'true',
      PWP__METRICS_TOKEN_FILE: tokenFile,
    };
    const first = await start(dataDir, fromFiles);
    const created = await fetch(`${first.url}/api/v2/pushes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ push: { payload: 'FILE-KEY-PAYLOAD', expire_after_views: 3 } }),
    });
    const push = (await created.json()) as PushJson;
    const scrape = (token: string) =>
      fetch(`${first.url}/metrics`, {
        headers: { 'x-forwarded-for': '203.0.113.7', authorization: `Bearer ${token}` },
      });
    expect((await scrape(metricsToken)).status).toBe(200);
    expect((await scrape('file-scrape-token-00000000')).status).toBe(403);
    expect(await first.stop('SIGTERM')).toBe(0);
    // The key came from the file: none was made in the data directory.
    expect(readdirSync(dataDir)).not.toContain('instance.key');

    const second = await start(dataDir, fromFiles);
    const read = await json(await fetch(`${second.url}/api/v2/pushes/${push.url_token}`));
    expect(read).toMatchObject({ status: 200, body: { payload: 'FILE-KEY-PAYLOAD', views_remaining: 2 } });
    await second.stop('SIGTERM');
    // The same key set directly opens it too; another key in the file does not.
    const direct = await start(dataDir, { PWPUSH_MASTER_KEY: key });
    expect((await fetch(`${direct.url}/api/v2/pushes/${push.url_token}`)).status).toBe(200);
    await direct.stop('SIGTERM');
    const otherKey = join(secrets, 'other-key');
    writeFileSync(otherKey, 'e'.repeat(64));
    await expect(startServer(dataDir, { PWPUSH_MASTER_KEY_FILE: otherKey })).rejects.toThrow(
      /cannot start: The instance key does not open this store/,
    );

    // The user command reads the key from the file too, and opens the store itself while no server runs.
    const cli = await userCliAsync({ DATA_DIR: dataDir, PWPUSH_MASTER_KEY_FILE: keyFile }, [
      'add',
      'ops@example.com',
    ]);
    expect(cli.status).toBe(0);
    expect(cli.lastLine).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const wrongCli = await userCliAsync({ DATA_DIR: dataDir, PWPUSH_MASTER_KEY_FILE: otherKey }, ['list']);
    expect(wrongCli).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('does not open this store'),
    });

    const log = first.output() + second.output() + direct.output() + cli.stdout + cli.stderr;
    expect(log).not.toContain(key);
    expect(log).not.toContain(metricsToken);
  });

  it('refuses to start, and the user command to run, when a secret is set both directly and from a file', async () => {
    const dataDir = tempDataDir();
    const keyFile = join(tempDataDir(), 'master-key');
    writeFileSync(keyFile, 'f'.repeat(64));
    const both = { PWPUSH_MASTER_KEY: 'f'.repeat(64), PWPUSH_MASTER_KEY_FILE: keyFile };
    const message = 'PWPUSH_MASTER_KEY and PWPUSH_MASTER_KEY_FILE are both set: set only one of them.';
    const refused = await startServer(dataDir, both).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(refused).toContain(`Secret Push cannot start: ${message}`);
    expect(refused).not.toContain('f'.repeat(64));
    expect(readdirSync(dataDir)).toEqual([]);
    expect(await userCliAsync({ DATA_DIR: dataDir, ...both }, ['list'])).toMatchObject({
      status: 1,
      stderr: `${message}\n`,
    });

    const missing = join(dataDir, 'no-such-key');
    await expect(startServer(dataDir, { PWP__METRICS_TOKEN_FILE: missing })).rejects.toThrow(
      `PWP__METRICS_TOKEN_FILE names ${missing}, which cannot be read: there is no such file.`,
    );
  });
});
