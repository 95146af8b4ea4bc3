import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { buildExtension, type ExtensionBrowser, launchWithExtension, screenshot } from './ext-browser.ts';

/**
 * A real server with one user, and Chromium with the built extension, for one test file; a file
 * that runs beside others builds in a `mode` of its own, so no build overwrites one in use.
 */
/** `env`: the server's settings besides the defaults, such as a policy rule pinned for the whole file. */
export function extensionFixture(mode = 'e2e', env: Record<string, string> = {}) {
  const f = {
    server: undefined as unknown as RunningServer,
    browser: undefined as unknown as ExtensionBrowser,
    token: '',
  };
  beforeAll(async () => {
    const dir = buildExtension(mode);
    f.server = await startServer(tempDataDir(), env);
    f.token = userCli(f.server.dataDir, ['add', 'ui@example.com']).lastLine;
    f.browser = await launchWithExtension(dir);
    f.browser.context.setDefaultTimeout(8_000);
  }, 90_000);
  afterAll(async () => {
    await f.browser?.context.close();
    await f.server?.stop('SIGTERM');
  });
  return f;
}

export type ExtensionFixture = ReturnType<typeof extensionFixture>;

/** The API as the fixture's user; `init` may add headers such as a viewer's User-Agent. */
export async function api<T>(f: ExtensionFixture, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${f.server.url}/api/v2${path}`, {
    ...init,
    headers: { authorization: `Bearer ${f.token}`, 'content-type': 'application/json', ...init.headers },
  });
  return (await res.json()) as T;
}

export const createPush = (f: ExtensionFixture, push: Record<string, unknown>) =>
  api<PushJson>(f, '/pushes', { method: 'POST', body: JSON.stringify({ push }) });

/** Saves the instance through the options page, as a person would. */
export async function saveInstance(
  f: ExtensionFixture,
  fields: { url: string; token?: string; name?: string },
) {
  const page = await f.browser.context.newPage();
  await page.goto(f.browser.url('options.html'));
  await page.getByLabel('Instance address').fill(fields.url);
  if (fields.name) await page.getByLabel('Name (shown in the picker, optional)').fill(fields.name);
  if (fields.token) await page.getByLabel('API token (optional)').fill(fields.token);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(/Saved\.|already saved/).waitFor();
  await page.close();
}

/** Page width against its content: content wider than the window means a horizontal scrollbar. */
export function widths(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

export async function expectNoSideways(page: Page) {
  const { scrollWidth, clientWidth } = await widths(page);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** A screenshot in light and in dark. */
export async function bothSchemes(page: Page, name: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: screenshot(`${name}-light`), fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: screenshot(`${name}-dark`), fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
}
