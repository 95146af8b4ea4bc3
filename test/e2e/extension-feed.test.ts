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

const mode = browserTests('the feed notifications browser test');
if (!mode.run) console.warn(mode.reason);

describe.runIf(mode.run)(
  'notifications through the server’s feed in Chromium against the real server',
  () => {
    let server: RunningServer;
    let browser: ExtensionBrowser;
    let token = '';
    let host = '';
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
    const create = async (push: Record<string, unknown>) => {
      const res = await fetch(`${server.url}/api/v2/pushes`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ push }),
      });
      return ((await res.json()) as PushJson).url_token;
    };

    beforeAll(async () => {
      const dir = buildExtension('e2e-feed');
      server = await startServer(tempDataDir());
      host = new URL(server.url).host;
      token = userCli(server.dataDir, ['add', 'feed@example.com']).lastLine;
      browser = await launchWithExtension(dir);
      browser.context.setDefaultTimeout(8_000);
      await recordNotifications(browser.worker);
    }, 90_000);

    afterAll(async () => {
      await browser?.context.close();
      await server?.stop('SIGTERM');
    });

    it('is switched on in the options of an instance of ours, under viewed notifications', async () => {
      const page = await browser.context.newPage();
      await page.goto(browser.url('options.html'));
      await page.getByLabel('Instance address').fill(server.url);
      await page.getByLabel('API token (optional)').fill(token);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The API token is accepted').waitFor();
      const feed = page.getByRole('switch', { name: `Let ${host} tell me directly` });
      await expect.poll(() => feed.isDisabled()).toBe(true);
      await page.getByLabel(`Tell me when a push of mine on ${host} is viewed`).check();
      await feed.check();
      await expect.poll(alarmSet).toBe(true);
      const section = page.getByRole('region', { name: 'Notifications' });
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await section.screenshot({ path: screenshot(`extension-options-feed-${colorScheme}`) });
      }
      await page.close();
    }, 30_000);

    it('tells of a view and of a wrong passphrase on pushes made elsewhere, with the badge, and keeps listening', async () => {
      // Nothing active yet: the feed still covers pushes made later anywhere, so the watch goes on.
      await tick();
      await expect.poll(alarmSet).toBe(true);
      const db = await create({ payload: 'the-db-password', name: 'db password', expire_after_views: 2 });
      const vpn = await create({ payload: 'vpn-key', name: 'vpn', passphrase: 'correct-horse' });
      // A recipient opens the first link in another browser, and someone guesses at the second.
      expect((await (await fetch(`${server.url}/api/v2/pushes/${db}`)).json()).payload).toBe(
        'the-db-password',
      );
      expect((await fetch(`${server.url}/api/v2/pushes/${vpn}?passphrase=wrong`)).status).toBe(401);
      await tick();
      await expect
        .poll(messages)
        .toEqual([
          `1 new view of “db password” on ${host}.`,
          `1 wrong passphrase was tried for “vpn” on ${host}.`,
        ]);
      await expect.poll(badge).toBe('1');
      const owner = await fetch(`${server.url}/api/v2/pushes/active`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(((await owner.json()) as PushJson[]).find((p) => p.url_token === db)?.views_remaining).toBe(1);

      // Told once: the next alarm reads from the kept cursor and finds nothing new.
      await tick();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await messages()).toHaveLength(2);
      expect(await alarmSet()).toBe(true);
    }, 40_000);
  },
);
