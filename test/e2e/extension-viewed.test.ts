import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { browserTests } from '../support/chromium.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import {
  buildExtension,
  type ExtensionBrowser,
  launchWithExtension,
  recordNotifications,
  screenshot,
} from './ext-browser.ts';

/** The extension APIs the test reaches inside the service worker. */
declare const chrome: {
  alarms: {
    get: (name: string) => Promise<unknown>;
    onAlarm: { dispatch: (alarm: unknown) => void };
  };
  action: { getBadgeText: (details: object) => Promise<string> };
};

const mode = browserTests('the viewed notifications browser test');
if (!mode.run) console.warn(mode.reason);

describe.runIf(mode.run)('viewed notifications in Chromium against the real server', () => {
  let server: RunningServer;
  let browser: ExtensionBrowser;
  let token = '';
  const badge = () => browser.worker.evaluate(() => chrome.action.getBadgeText({}));
  const alarmSet = () =>
    browser.worker.evaluate(async () => (await chrome.alarms.get('watch-views')) !== undefined);
  const tick = () =>
    browser.worker.evaluate(() =>
      chrome.alarms.onAlarm.dispatch({ name: 'watch-views', scheduledTime: Date.now() }),
    );
  const messages = () =>
    browser.worker.evaluate(() =>
      (globalThis as unknown as { seenNotes: { message: string }[] }).seenNotes.map((n) => n.message),
    );

  beforeAll(async () => {
    const dir = buildExtension('e2e-viewed');
    server = await startServer(tempDataDir());
    token = userCli(server.dataDir, ['add', 'viewed@example.com']).lastLine;
    browser = await launchWithExtension(dir);
    browser.context.setDefaultTimeout(8_000);
    await recordNotifications(browser.worker);
  }, 90_000);

  afterAll(async () => {
    await browser?.context.close();
    await server?.stop('SIGTERM');
  });

  it('is turned on in the options for an instance with a token', async () => {
    const page = await browser.context.newPage();
    await page.goto(browser.url('options.html'));
    await page.getByLabel('Instance address').fill(server.url);
    await page.getByLabel('API token (optional)').fill(token);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The API token is accepted').waitFor();
    const host = new URL(server.url).host;
    await page.getByLabel(`Tell me when a push of mine on ${host} is viewed`).check();
    await page.getByLabel('Notifications without the passphrase').check();
    await expect.poll(alarmSet).toBe(true);
    await page.screenshot({ path: screenshot('extension-options-notifications'), fullPage: true });
    await page.close();
  }, 30_000);

  it('tells of a view with a notification and the badge, never using a view, and stops when nothing is active', async () => {
    const res = await fetch(`${server.url}/api/v2/pushes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        push: { payload: 'the-db-password', name: 'db password', expire_after_views: 2 },
      }),
    });
    const push = (await res.json()) as PushJson;
    await tick();
    // A recipient opens the link in another browser: one view of two.
    expect((await (await fetch(`${server.url}/api/v2/pushes/${push.url_token}`)).json()).payload).toBe(
      'the-db-password',
    );
    await tick();
    await expect.poll(messages).toEqual([`1 new view of “db password” on ${new URL(server.url).host}.`]);
    await expect.poll(badge).toBe('1');
    const owner = await fetch(`${server.url}/api/v2/pushes/active`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await owner.json()) as PushJson[])[0]?.views_remaining).toBe(1);

    const popup = await browser.context.newPage();
    await popup.goto(browser.url('popup.html'));
    await expect.poll(badge).toBe('');
    await popup.screenshot({ path: screenshot('extension-popup-after-view'), fullPage: true });
    await popup.close();

    // The second view uses the push up: it leaves the active list, is told of, and the watch stops.
    await fetch(`${server.url}/api/v2/pushes/${push.url_token}`);
    await tick();
    await expect.poll(badge).toBe('1');
    await expect.poll(alarmSet).toBe(false);
  }, 40_000);
});
