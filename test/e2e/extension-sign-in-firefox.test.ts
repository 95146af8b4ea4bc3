import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { screenshot } from './ext-browser.ts';
import {
  buildFirefoxExtension,
  type FirefoxWithExtension,
  firefoxTests,
  launchFirefoxWithExtension,
} from './firefox-browser.ts';
import { setPassword } from './pages-server.ts';

const mode = firefoxTests('the Firefox extension sign-in test');
if (!mode.run) console.warn(mode.reason);

const EMAIL = 'firefox@example.com';
const PASSWORD = 'the extension signs in';
const text = (words: string) => `::-p-text(${words})`;

describe.runIf(mode.run)('the extension’s "Sign in" in Firefox’s web auth flow (real server)', () => {
  let server: RunningServer;
  let firefox: FirefoxWithExtension;
  let options: Page;

  /** The token the extension keeps for the instance, read in its options page. */
  const storedToken = () =>
    options.evaluate(async () => {
      const { browser } = globalThis as unknown as {
        browser: { storage: { local: { get(key: string): Promise<Record<string, unknown>> } } };
      };
      const { settings } = await browser.storage.local.get('settings');
      return (settings as { instances: { token: string }[] }).instances[0]?.token ?? '';
    });
  const listStatus = async (token: string) =>
    (await fetch(`${server.url}/api/v2/pushes/active`, { headers: { authorization: `Bearer ${token}` } }))
      .status;

  /** Clicks "Sign in" and returns the window Firefox's web auth flow opened on the instance. */
  async function openSignInWindow(): Promise<Page> {
    const opened = firefox.browser.waitForTarget((t) => t.url().startsWith(`${server.url}/users/`));
    await options.click(`[data-testid="web-sign-in"] button${text('Sign in')}`);
    const window = await (await opened).page();
    if (!window) throw new Error('the web auth flow opened no page');
    return window;
  }

  beforeAll(async () => {
    const dir = buildFirefoxExtension('e2e-sign-in-firefox');
    server = await startServer(tempDataDir());
    const apiToken = userCli(server.dataDir, ['add', EMAIL]).lastLine;
    expect(setPassword(server.dataDir, EMAIL, PASSWORD).status).toBe(0);
    await fetch(`${server.url}/api/v2/pushes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ push: { payload: 'hunter2', name: 'Staging DB' } }),
    });
    firefox = await launchFirefoxWithExtension(dir);
    options = await firefox.open('options.html', '#instance-url');
    await options.setViewport({ width: 760, height: 900 });
    await options.type('#instance-url', server.url);
    await options.click('button[type="submit"]');
    await options.waitForSelector(text('Signing in gives this browser'), { timeout: 15_000 });
  }, 120_000);

  afterAll(async () => {
    await firefox?.browser.close();
    await server?.stop('SIGTERM');
  });

  it('signs in through the instance’s pages in the flow’s window, and the popup lists pushes with the token received', async () => {
    const window = await openSignInWindow();
    await window.waitForSelector('#email');
    expect(new URL(window.url()).pathname).toBe('/users/sign_in');
    await window.screenshot({ path: screenshot('firefox-extension-sign-in-window-sign-in') });
    await window.type('#email', EMAIL);
    await window.type('#password', PASSWORD);
    await window.click('form button[type="submit"]');
    await window.waitForSelector('button[value="allow"]');
    expect(new URL(window.url()).pathname).toBe('/users/extension/authorize');
    await window.screenshot({ path: screenshot('firefox-extension-sign-in-window-allow') });
    await window.click('button[value="allow"]');

    await options.waitForSelector(text(`Signed in as ${EMAIL} (Firefox on Linux).`), { timeout: 15_000 });
    await options.waitForSelector(text('The API token is accepted'));
    await options.screenshot({ path: screenshot('firefox-extension-sign-in-after'), fullPage: true });
    const token = await storedToken();
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(await listStatus(token)).toBe(200);

    const popup = await firefox.open('popup.html', '[role="tab"]');
    await popup.click(`[role="tab"]${text('Active')}`);
    await popup.waitForSelector(`[data-testid="push-row"]${text('Staging DB')}`, { timeout: 15_000 });
    await popup.screenshot({ path: screenshot('firefox-extension-sign-in-popup'), fullPage: true });
    await popup.close();
  }, 60_000);

  it('signs out (the instance revokes the token), and a closed window changes nothing', async () => {
    const token = await storedToken();
    await options.click(`[data-testid="web-sign-in"] button${text('Sign out')}`);
    await options.waitForSelector(text('Signed out:'));
    expect(await listStatus(token)).toBe(401);
    expect(await storedToken()).toBe('');

    // The flow's window keeps the instance's session: it goes straight to the consent.
    const window = await openSignInWindow();
    await window.waitForSelector('button[value="allow"]');
    await window.close();
    await options.waitForSelector(text('Sign-in cancelled. Nothing was changed.'));
    expect(await storedToken()).toBe('');
  }, 60_000);
});
