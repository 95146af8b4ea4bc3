import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const KEY = 'c'.repeat(64);
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** Runs server/main.ts under node itself (not the tsx CLI, which would outlive a SIGKILL of its own pid). */
async function startServer(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: '0',
      PWPUSH_MASTER_KEY: KEY,
      // Sixteen writers from one address: the per-client throttles would refuse most of them.
      PWP__THROTTLING__MINUTE: '0',
      PWP__THROTTLING__SECOND: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    // Keep reading: the request log goes on after the listening line, and a full pipe would stall the server.
    const onData = (chunk: Buffer) => {
      if (output.length < 4000) output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { url, child };
}

it('finds every push the server acknowledged before it was killed with SIGKILL mid-load', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'server-crash-'));
  dirs.push(dataDir);
  const first = await startServer(dataDir);
  const exited = new Promise((resolve) => first.child.once('exit', resolve));
  const acknowledged: string[] = [];
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const response = await fetch(`${first.url}/api/v2/pushes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ push: { payload: `secret ${acknowledged.length}` } }),
      }).catch(() => null);
      if (response?.status !== 201) continue;
      acknowledged.push(((await response.json()) as { url_token: string }).url_token);
      if (acknowledged.length >= 400 && !killed) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, writer));
  await exited;

  const second = await startServer(dataDir);
  const statuses = await Promise.all(
    acknowledged.map(async (token) => (await fetch(`${second.url}/api/v2/pushes/${token}/preview`)).status),
  );
  expect(acknowledged.length).toBeGreaterThanOrEqual(400);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  // Two server starts and hundreds of synced writes: slow on a busy machine, whatever the code does.
}, 90_000);
