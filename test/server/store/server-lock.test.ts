import { rm } from 'node:fs/promises';
import { afterEach, expect, it } from 'vitest';
import { type RunningServer, startServer, tempDataDir } from '../../support/server-process.ts';

const KEY = { PWPUSH_MASTER_KEY: 'd'.repeat(64) };
const servers: RunningServer[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop('SIGKILL');
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

it('starts at once after the last server was killed with its process group, and refuses a second live one', async () => {
  const dataDir = tempDataDir();
  dirs.push(dataDir);
  const first = await startServer(dataDir, KEY, { ownProcessGroup: true });
  servers.push(first);
  const created = await fetch(`${first.url}/api/v2/pushes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ push: { payload: 'kept across the crash' } }),
  });
  const { url_token: token } = (await created.json()) as { url_token: string };

  // The whole group at once, and no waiting for the exit to be reaped before the restart.
  process.kill(-(first.child.pid ?? 0), 'SIGKILL');
  const second = await startServer(dataDir, KEY);
  servers.push(second);
  expect((await fetch(`${second.url}/api/v2/pushes/${token}/preview`)).status).toBe(200);
  expect((await fetch(`${second.url}/up`)).status).toBe(200);

  const refused = await startServer(dataDir, KEY).then(
    (third) => {
      servers.push(third);
      return 'started';
    },
    (error: Error) => error.message,
  );
  expect(refused).toContain(
    `Secret Push cannot start: The data directory ${dataDir} is in use by process ${second.child.pid}.`,
  );
  expect(refused).not.toMatch(/\n\s+at /);
  // Three server starts: slow on a busy machine, whatever the code does.
}, 90_000);
