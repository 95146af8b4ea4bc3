import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnListening } from '../support/server-process.ts';

const repo = join(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'secret-push-pack-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A person's shell: none of the npm_* settings that `npm test` hands its children. */
const shellEnv = () => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_'))),
  npm_config_update_notifier: 'false',
});

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, env: shellEnv(), encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  return result.stdout;
}

/** Starts `secret-push serve` from an install, and waits for its listening line. */
const serve = (installDir: string, dataDir: string) =>
  spawnListening(join(installDir, 'node_modules/.bin/secret-push'), ['serve'], {
    cwd: installDir,
    env: { ...shellEnv(), NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    timeoutMs: 60_000,
  });

describe("the README's install path, from this checkout", () => {
  it('packs the checkout, installs the tarball offline into an empty directory, and serves the API', async () => {
    // npm 10, or npm 11 allowed to, runs esbuild's install script, which leaves its bin a hard link.
    run(process.execPath, ['install.js'], join(repo, 'node_modules/esbuild'));
    expect(statSync(join(repo, 'node_modules/esbuild/bin/esbuild')).nlink).toBeGreaterThan(1);

    const packed = join(scratch, 'packed');
    mkdirSync(packed);
    run('npm', ['pack', '--pack-destination', packed], repo);
    const [tarball = ''] = readdirSync(packed).filter((f) => f.endsWith('.tgz'));
    const links = run('tar', ['-tvzf', join(packed, tarball)], scratch)
      .split('\n')
      .filter((line) => line.startsWith('h'));
    expect(links).toEqual([]);

    const installDir = join(scratch, 'opt-secret-push');
    mkdirSync(installDir);
    // Offline: the checkout's own install filled npm's cache, and the tarball must need nothing more.
    run('npm', ['install', '--offline', '--no-audit', '--no-fund', join(packed, tarball)], installDir);

    const dataDir = join(scratch, 'data');
    mkdirSync(dataDir);
    const server = await serve(installDir, dataDir);
    try {
      const response = await fetch(`${server.url}/api/v2/version`);
      const ours = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string };
      expect([response.status, await response.json()]).toEqual([
        200,
        expect.objectContaining({ application_version: '2.11.4', secret_push_version: ours.version }),
      ]);
      expect(await server.stop()).toBe(0);
    } finally {
      await server.stop('SIGKILL');
    }
  }, 300_000);
});
