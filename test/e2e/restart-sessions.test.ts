import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { cookieJar, signIn } from '../support/web-sign-in.ts';

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')));
});

async function start(dataDir: string) {
  const server = await startServer(dataDir);
  running.push(server);
  return server;
}

const dataText = (dir: string): string =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name !== 'store.lock')
    .map((e) => readFileSync(join(dir, e.name), 'latin1'))
    .join('\n');

describe('a restart of the server process', () => {
  it('keeps web sessions signed in and download links already handed out working', async () => {
    const dataDir = tempDataDir();
    const first = await start(dataDir);
    const token = userCli(dataDir, ['add', 'ops@example.com']).lastLine;
    expect(userCli(dataDir, ['password', 'ops@example.com'], 'correct horse battery\n').status).toBe(0);

    const cookies = cookieJar();
    const signedIn = await signIn(first.url, cookies, 'ops@example.com', 'correct horse battery');
    expect(signedIn.status).toBe(303);
    const sessionId = cookies.jar.get('sp_session') ?? '';
    expect(sessionId).toMatch(/^[\w-]{43}$/);

    const upload = new FormData();
    upload.append('push[expire_after_views]', '1');
    upload.append('push[files][]', new File(['FILE-CONTENT-7'], 'notes.txt', { type: 'text/plain' }));
    const created = (await (
      await fetch(`${first.url}/api/v2/pushes`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: upload,
      })
    ).json()) as PushJson;
    // The last view: its link outlives the push, for the few minutes a download may take.
    const viewed = (await (
      await fetch(`${first.url}/api/v2/pushes/${created.url_token}`)
    ).json()) as PushJson;
    const linkPath = new URL(viewed.files?.[0]?.url ?? 'http://missing/').pathname;
    expect(linkPath).toMatch(/^\/f\//);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(dataText(dataDir)).not.toContain(sessionId);

    const second = await start(dataDir);
    const tokenPage = await fetch(`${second.url}/users/token`, {
      redirect: 'manual',
      headers: { cookie: cookies.header() },
    });
    expect(tokenPage.status).toBe(200);
    expect(await tokenPage.text()).toContain('Signed in as <strong>ops@example.com</strong>');
    const download = await fetch(`${second.url}${linkPath}`);
    expect([download.status, await download.text()]).toEqual([200, 'FILE-CONTENT-7']);
  });
});
