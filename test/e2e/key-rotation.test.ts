import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { rotateKeyCli } from '../support/rotate-key-cli.ts';
import { type RunningServer, startServer, tempDataDir } from '../support/server-process.ts';

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')));
});

async function start(dataDir: string, env: Record<string, string>) {
  const server = await startServer(dataDir, env);
  running.push(server);
  return server;
}

const keyA = 'a'.repeat(64);
const keyB = 'b'.repeat(64);

describe('key rotation with real server processes', () => {
  it('re-seals through the running server, which then starts and opens everything with the new key alone', async () => {
    const dataDir = tempDataDir();
    const first = await start(dataDir, { PWPUSH_MASTER_KEY: keyA });
    const created = (await (
      await fetch(`${first.url}/api/v2/pushes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ push: { payload: 'ROTATED-PAYLOAD', passphrase: 'PASS-1', name: 'db' } }),
      })
    ).json()) as PushJson;
    expect(await first.stop('SIGTERM')).toBe(0);

    await expect(start(dataDir, { PWPUSH_MASTER_KEY: keyB })).rejects.toThrow(
      /cannot start: The instance key does not open this store/,
    );
    await expect(
      start(dataDir, { PWPUSH_MASTER_KEY: keyB, PWPUSH_MASTER_KEY_PREVIOUS: 'c'.repeat(64) }),
    ).rejects.toThrow(
      /cannot start: No key of PWPUSH_MASTER_KEY and PWPUSH_MASTER_KEY_PREVIOUS opens this store/,
    );

    // A server still sealing under key A alone is not asked to rotate to key B.
    const stale = await start(dataDir, { PWPUSH_MASTER_KEY: keyA });
    const ring = { DATA_DIR: dataDir, PWPUSH_MASTER_KEY: keyB, PWPUSH_MASTER_KEY_PREVIOUS: keyA };
    expect(await rotateKeyCli(ring)).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('The running server seals under another key than PWPUSH_MASTER_KEY'),
    });
    expect(await stale.stop('SIGTERM')).toBe(0);

    const during = await start(dataDir, ring);
    const url = `${during.url}/api/v2/pushes/${created.url_token}?passphrase=PASS-1`;
    const rotated = await rotateKeyCli(ring);
    expect(rotated).toMatchObject({
      status: 0,
      stdout: expect.stringContaining('PWPUSH_MASTER_KEY_PREVIOUS may be dropped'),
    });
    expect(rotated.stdout).toMatch(/Records: \d+ looked at, [1-9]\d* re-sealed/);
    expect(rotated.stdout).not.toContain('ROTATED-PAYLOAD');
    const peek = (await (await fetch(url)).json()) as { payload?: string };
    expect(peek.payload).toBe('ROTATED-PAYLOAD');
    expect(await during.stop('SIGTERM')).toBe(0);

    const after = await start(dataDir, { PWPUSH_MASTER_KEY: keyB });
    const read = (await (
      await fetch(`${after.url}/api/v2/pushes/${created.url_token}?passphrase=PASS-1`)
    ).json()) as {
      payload?: string;
    };
    expect(read.payload).toBe('ROTATED-PAYLOAD');
  });

  it('is a command of the installed secret-push, and asks for the new key by its setting', async () => {
    const help = spawnSync(process.execPath, ['bin/secret-push.js', 'rotate-key', '--help'], {
      encoding: 'utf8',
    });
    expect(help).toMatchObject({
      status: 0,
      stdout: expect.stringContaining('Usage: secret-push rotate-key'),
    });
    const noKey = await rotateKeyCli({ DATA_DIR: tempDataDir(), PWPUSH_MASTER_KEY: '' });
    expect(noKey).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('PWPUSH_MASTER_KEY must name the new key'),
    });
  });
});
