import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type BuiltImage, runDockerfileSteps } from '../support/dockerfile-steps.ts';
import { spawnListening } from '../support/server-process.ts';

const repo = join(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'secret-push-image-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Starts the image's CMD the way `docker run -e PORT=0 -e HOST=127.0.0.1` would, and waits for its address. */
function startImage(image: BuiltImage) {
  const [command = '', ...args] = image.cmd;
  return spawnListening(command, args, {
    cwd: image.workdir,
    env: { ...image.env, PORT: '0', HOST: '127.0.0.1' },
    timeoutMs: 60_000,
  });
}

describe('the Dockerfile, run as steps in a clean directory', () => {
  it('packs the repository, installs the tarball into an empty directory offline, and serves the API from there', async () => {
    // The host's Node and npm stand in for the base image's; offline: the registry is never asked.
    const baseEnv = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/root',
      npm_config_offline: 'true',
      npm_config_update_notifier: 'false',
    };
    const image = runDockerfileSteps(join(repo, 'Dockerfile'), repo, scratch, baseEnv);
    expect(image.cmd).toEqual(['secret-push', 'serve']);
    const installed = join(image.workdir, 'node_modules/secret-push');
    for (const part of [
      'bin/secret-push.js',
      'server/main.ts',
      'shared',
      'node_modules/tsx',
      'node_modules/hono',
    ])
      expect([part, existsSync(join(installed, part))]).toEqual([part, true]);
    for (const part of ['test', 'extension', 'node_modules/wxt', 'node_modules/vitest'])
      expect([part, existsSync(join(installed, part))]).toEqual([part, false]);

    const server = await startImage(image);
    try {
      const version = (await (await fetch(`${server.url}/api/v2/version`)).json()) as Record<string, unknown>;
      const ours = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string };
      expect(version).toMatchObject({ application_version: '2.11.4', secret_push_version: ours.version });
      const added = spawnSync('secret-push', ['user', 'add', 'ops@example.com'], {
        env: image.env,
        encoding: 'utf8',
      });
      expect([added.status, added.stdout.trim().split('\n').at(-1)]).toEqual([
        0,
        expect.stringMatching(/^[\w-]{32}$/),
      ]);
      expect(await server.stop()).toBe(0);
    } finally {
      await server.stop('SIGKILL');
    }
    expect(image.runSeconds.length).toBe(2);
  }, 300_000);
});
