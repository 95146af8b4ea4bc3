import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { launchChromium } from './pages-browser.ts';

/** One real server process (with a user and its token) and one Chromium, for a test file's flows. */
export function pagesFixture() {
  const f = {
    server: undefined as unknown as RunningServer,
    browser: undefined as unknown as Browser,
    token: '',
  };
  beforeAll(async () => {
    f.server = await startServer(tempDataDir());
    f.token = userCli(f.server.dataDir, ['add', 'team@example.com']).lastLine;
    f.browser = await launchChromium();
  });
  afterAll(async () => {
    await f.browser?.close();
    await f.server?.stop('SIGTERM');
  });
  return f;
}

/** Creates a push through the API with the fixture user's token. */
export async function createPush(
  f: ReturnType<typeof pagesFixture>,
  fields: Record<string, unknown>,
): Promise<PushJson> {
  const res = await fetch(`${f.server.url}/api/v2/pushes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${f.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ push: fields }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as PushJson;
}

/** `npm run user -- password <email>` with the password piped on stdin, as a script would. */
export function setPassword(dataDir: string, email: string, password: string) {
  return userCli(dataDir, ['password', email], `${password}\n`);
}
