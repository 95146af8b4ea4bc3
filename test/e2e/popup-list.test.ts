import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { browserTests } from '../support/chromium.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { buildExtension, type ExtensionBrowser, launchWithExtension, screenshot } from './ext-browser.ts';

const mode = browserTests('the popup list and options browser test');
if (!mode.run) console.warn(mode.reason);

const WIDTH = 360;
const NAMES = ['Staging DB', 'Prod DB', 'Guest wifi', 'CI deploy key', 'Mail relay', 'VPN profile'];

/** A screenshot in light and in dark, at the popup's narrowest width. */
async function bothSchemes(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: screenshot(`${name}-${colorScheme}`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describe.runIf(mode.run)('the popup’s lists, the token fix and the options (Chromium, real server)', () => {
  let server: RunningServer;
  let browser: ExtensionBrowser;
  let token = '';
  const api = async <T>(path: string, init: RequestInit = {}) => {
    const res = await fetch(`${server.url}/api/v2${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    return (await res.json()) as T;
  };
  const create = (push: Record<string, unknown>) =>
    api<PushJson>('/pushes', { method: 'POST', body: JSON.stringify({ push }) });

  async function popup(): Promise<Page> {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: WIDTH, height: 640 });
    await page.goto(browser.url('popup.html'));
    await page.getByLabel('Secret', { exact: true }).waitFor();
    return page;
  }

  beforeAll(async () => {
    const dir = buildExtension('e2e-popup-list');
    server = await startServer(tempDataDir());
    token = userCli(server.dataDir, ['add', 'lists@example.com']).lastLine;
    browser = await launchWithExtension(dir);
    browser.context.setDefaultTimeout(8_000);
    const page = await browser.context.newPage();
    await page.goto(browser.url('options.html'));
    await page.getByLabel('Instance address').fill(server.url);
    await page.getByLabel('API token (optional)').fill(token);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The API token is accepted').waitFor();
    await page.close();
  }, 90_000);

  afterAll(async () => {
    await browser?.context.close();
    await server?.stop('SIGTERM');
  });

  it('lists 20 pushes compactly with notes and titles, and narrows them by search and kind', async () => {
    for (let i = 0; i < 20; i++) {
      const kind = i % 5 === 0 ? 'qr' : i % 7 === 0 ? 'url' : 'text';
      const named = i % 3 !== 2;
      await create({
        kind,
        payload: kind === 'url' ? `https://intranet.example/${i}` : `secret ${i}`,
        name: named ? `${NAMES[i % NAMES.length]} ${i}` : '',
        note: i % 2 === 0 ? `for the on-call rota, week ${i}` : '',
      });
    }
    const page = await popup();
    await page.getByRole('tab', { name: 'Active' }).click();
    await expect.poll(() => page.getByTestId('push-row').count()).toBe(20);
    const listHeight = await page
      .locator('section[aria-label="Active"] > ul')
      .evaluate((ul) => ul.scrollHeight);
    console.log(`20 rows: ${listHeight} px`);
    expect(listHeight).toBeLessThan(2000);
    const titles = await page.locator('[data-testid="push-row"] .title').allTextContents();
    // Titled as the web dashboard titles them: never a piece of a token, an unnamed URL push by the
    // host the instance's list tells, one with nothing else by its kind and when it was made.
    expect(titles.filter((t) => /…$/.test(t))).toEqual([]);
    expect(titles.filter((t) => /^(Text|QR code), \w{3} \d{1,2}, \d{4}/.test(t)).sort()).toEqual([
      expect.stringMatching(/^QR code, /),
      expect.stringMatching(/^Text, /),
      expect.stringMatching(/^Text, /),
    ]);
    expect(titles).toContain('intranet.example');
    expect(titles).toContain('for the on-call rota, week 2');
    await expect.poll(() => page.getByTestId('row-note').count()).toBeGreaterThan(5);
    await bothSchemes(page, 'popup-list-all');

    await page.getByLabel('Search by name or note').fill('db');
    await expect.poll(() => page.getByTestId('push-row').count()).toBe(8);
    await bothSchemes(page, 'popup-list-search');
    await page.getByLabel('Search by name or note').fill('');
    await page.getByLabel('Kind').selectOption('qr');
    await expect.poll(() => page.getByTestId('push-row').count()).toBe(4);
    expect(await page.locator('[data-testid="push-row"] .facts li:first-child').allTextContents()).toEqual(
      Array(4).fill('QR code'),
    );
    await bothSchemes(page, 'popup-list-filter');
    await page.close();
  }, 90_000);

  it('says when an expired push ended and who ended it, with its note', async () => {
    const ended = await create({
      payload: 'old',
      name: 'Old relay password',
      note: 'replaced by the new relay',
    });
    await api(`/pushes/${ended.url_token}`, { method: 'DELETE' });
    const page = await popup();
    await page.getByRole('tab', { name: 'Expired' }).click();
    const row = page.locator(`[data-url-token="${ended.url_token}"]`);
    await row.getByText('Deleted by you').waitFor();
    expect(await row.getByTestId('row-ended').textContent()).toBe('ended just now');
    expect(await row.getByTestId('row-note').textContent()).toBe('Note: replaced by the new relay');
    await bothSchemes(page, 'popup-list-expired');
    await page.close();
  }, 30_000);

  it('saves an unreachable instance anyway without making it active, and lists every instance with its address', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: WIDTH, height: 900 });
    await page.goto(browser.url('options.html'));
    await page.getByRole('button', { name: 'Add an instance' }).click();
    await page.getByLabel('Instance address').fill('http://127.0.0.1:9');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('save-doubt').waitFor();
    await page.getByRole('button', { name: 'Save anyway' }).click();
    await page
      .getByTestId('saved-anyway')
      .getByText(/not made the active instance/)
      .waitFor();
    expect(await page.locator('.success').allTextContents()).toEqual([]);
    const addresses = await page.locator('[data-testid="instance-item"] .instance-address').allTextContents();
    expect(addresses).toEqual([server.url, 'http://127.0.0.1:9']);
    expect(await page.getByTestId('instance-item').first().textContent()).toMatch(/\(active\)/);
    await bothSchemes(page, 'options-save-anyway');
    await page.close();
  }, 30_000);

  it('offers the way to fix a rejected token, which opens the options at that token', async () => {
    const id = await browser.worker.evaluate(async () => {
      const { chrome } = globalThis as unknown as {
        chrome: {
          storage: {
            local: {
              get: (k: string) => Promise<Record<string, unknown>>;
              set: (v: object) => Promise<void>;
            };
          };
        };
      };
      const { settings } = (await chrome.storage.local.get('settings')) as {
        settings: { activeId: string; instances: { id: string; token: string }[] };
      };
      settings.instances = settings.instances.map((i) =>
        i.id === settings.activeId ? { ...i, token: 'revoked-token' } : i,
      );
      await chrome.storage.local.set({ settings });
      return settings.activeId;
    });
    const page = await popup();
    await page.getByLabel('Secret', { exact: true }).fill('hunter2');
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    await page.getByText(/did not accept your API token/).waitFor();
    await bothSchemes(page, 'popup-list-token-fix');
    const [options] = await Promise.all([
      browser.context.waitForEvent('page'),
      page.getByRole('button', { name: 'Fix the API token' }).click(),
    ]);
    await options.setViewportSize({ width: WIDTH, height: 900 });
    await options.getByText('Paste a valid API token for this instance, then save.').waitFor();
    expect(new URL(options.url()).hash).toBe(`#token=${id}`);
    await expect.poll(() => options.evaluate(() => document.activeElement?.id)).toBe('instance-token');
    await bothSchemes(options, 'options-token-fix');
    await options.getByLabel('API token (optional)').fill(token);
    await options.getByRole('button', { name: 'Save', exact: true }).click();
    await options.getByText('The API token is accepted').waitFor();
    await options.close();
  }, 30_000);
});
