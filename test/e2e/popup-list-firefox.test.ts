import { webcrypto } from 'node:crypto';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newPushKey } from '../../shared/sealed/push-key.ts';
import { sealText } from '../../shared/sealed/sealed-text.ts';
import type { PushJson } from '../../shared/wire.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { screenshot } from './ext-browser.ts';
import {
  buildFirefoxExtension,
  type FirefoxWithExtension,
  firefoxTests,
  launchFirefoxWithExtension,
} from './firefox-browser.ts';

const mode = firefoxTests('the Firefox popup list test');
if (!mode.run) console.warn(mode.reason);

/** Replaces a field's value as a person typing would (select all, type), firing Preact's input events. */
async function fill(page: Page, selector: string, value: string) {
  await page.click(selector, { count: 3 });
  await page.keyboard.press('Backspace');
  if (value) await page.type(selector, value);
}

/** Firefox over BiDi cannot emulate the colour scheme; the Chromium test takes light and dark. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: screenshot(`${name}-light`), fullPage: true });
}

const rowCount = (page: Page) => page.$$eval('[data-testid="push-row"]', (rows) => rows.length);

describe.runIf(mode.run)('the popup’s list and the token fix in Firefox against the real server', () => {
  let server: RunningServer;
  let firefox: FirefoxWithExtension;
  let token = '';

  beforeAll(async () => {
    const dir = buildFirefoxExtension('e2e-popup-list-firefox');
    server = await startServer(tempDataDir());
    token = userCli(server.dataDir, ['add', 'firefox-lists@example.com']).lastLine;
    firefox = await launchFirefoxWithExtension(dir);
    const page = await firefox.open('options.html', '#instance-url');
    await fill(page, '#instance-url', server.url);
    await fill(page, '#instance-token', token);
    await page.click('button[type="submit"]');
    await page.waitForSelector('::-p-text(The API token is accepted)', { timeout: 15_000 });
    await page.close();
  }, 120_000);

  afterAll(async () => {
    await firefox?.browser.close();
    await server?.stop('SIGTERM');
  });

  it('searches and filters the list', async () => {
    for (const [kind, name, note] of [
      ['text', 'Staging DB', 'rotate monthly'],
      ['qr', 'Guest wifi', ''],
      ['text', '', 'door code for the lab'],
    ]) {
      await fetch(`${server.url}/api/v2/pushes`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ push: { kind, payload: 'x', name, note } }),
      });
    }
    const page = await firefox.open('popup.html', '#payload');
    await page.setViewport({ width: 360, height: 640 });
    await page.click('button[role="tab"]:nth-child(2)');
    await page.waitForSelector('::-p-text(door code for the lab)');
    expect(await rowCount(page)).toBe(3);
    await page.type('input[type="search"]', 'monthly');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="push-row"]').length === 1);
    await fill(page, 'input[type="search"]', '');
    await page.select('select[aria-label="Kind"]', 'qr');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="push-row"]').length === 1);
    expect(await page.$eval('[data-testid="push-row"] .title', (el) => el.textContent)).toBe('Guest wifi');
    await shot(page, 'popup-list-firefox-filter');
    await page.close();
  }, 40_000);

  it('marks a push sealed elsewhere as sealed and copies no link without its key', async () => {
    const crypto = {
      subtle: webcrypto.subtle as SubtleCrypto,
      randomBytes: (n: number) => webcrypto.getRandomValues(new Uint8Array(n)),
    };
    const payload = await sealText(crypto, newPushKey(crypto.randomBytes), 'sealed in another browser');
    const made = await fetch(`${server.url}/api/v2/pushes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ push: { payload, name: 'Sealed elsewhere' } }),
    });
    const { url_token } = (await made.json()) as PushJson;
    const page = await firefox.open('popup.html', '#payload');
    await page.setViewport({ width: 360, height: 640 });
    await page.click('button[role="tab"]:nth-child(2)');
    const row = `[data-url-token="${url_token}"]`;
    await page.waitForSelector(`${row} [data-testid="row-sealed"]`);
    expect(await page.$eval(`${row} [data-testid="row-key-missing"]`, (el) => el.textContent)).toBe(
      'Its key is not in this browser: only the link copied where it was pushed opens it.',
    );
    expect(await page.$$eval(`${row} button`, (buttons) => buttons.map((b) => b.textContent))).toEqual([
      'Expire',
      'Audit log',
    ]);
    await shot(page, 'popup-list-firefox-sealed-elsewhere');
    await page.close();
  }, 40_000);

  it('keeps the Push button in sight in the popup’s 600 px, with the folded options open too', async () => {
    const page = await firefox.open('popup.html', '#payload');
    await page.setViewport({ width: 400, height: 600 });
    const inSight = () =>
      page.$eval('form button[type="submit"]', (button) => {
        const box = button.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
    expect(await inSight()).toBe(true);
    await page.click('details summary');
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await inSight()).toBe(true);
    await page.screenshot({ path: screenshot('popup-firefox-push-in-sight-light') });
    await page.close();
  }, 40_000);

  it('titles pushes made elsewhere as the web does: a URL push by its host, a bare one by kind and time', async () => {
    for (const push of [
      { kind: 'url', payload: 'http://127.0.0.1:5650/reset?t=1', name: '' },
      { kind: 'text', payload: 'x', name: '' },
    ]) {
      await fetch(`${server.url}/api/v2/pushes`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ push }),
      });
    }
    const page = await firefox.open('popup.html', '#payload');
    await page.setViewport({ width: 360, height: 640 });
    await page.click('button[role="tab"]:nth-child(2)');
    await page.waitForSelector('::-p-text(127.0.0.1:5650)');
    const titles = await page.$$eval('[data-testid="push-row"] .title', (els) =>
      els.map((e) => e.textContent),
    );
    expect(titles[0]).toMatch(/^Text, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(titles[1]).toBe('127.0.0.1:5650');
    expect(titles.filter((t) => t?.endsWith('…'))).toEqual([]);
    await shot(page, 'popup-list-firefox-titles');
    await page.close();
  }, 40_000);

  it('opens the options at the token field from a rejected token’s error', async () => {
    let page = await firefox.open('popup.html', '#payload');
    await page.setViewport({ width: 360, height: 640 });
    const id = await page.evaluate(async () => {
      const { browser } = globalThis as unknown as {
        browser: {
          storage: {
            local: {
              get: (k: string) => Promise<Record<string, unknown>>;
              set: (v: object) => Promise<void>;
            };
          };
        };
      };
      const { settings } = (await browser.storage.local.get('settings')) as {
        settings: { activeId: string; instances: { id: string; token: string }[] };
      };
      settings.instances = settings.instances.map((i) => ({ ...i, token: 'revoked-token' }));
      await browser.storage.local.set({ settings });
      return settings.activeId;
    });
    // A fresh popup reads the changed settings; `reload` never resolves on moz-extension pages.
    await page.close();
    page = await firefox.open('popup.html', '#payload');
    await page.setViewport({ width: 360, height: 640 });
    await page.type('#payload', 'hunter2');
    await page.click('form[aria-label="New push"] button[type="submit"]');
    await page.waitForSelector('::-p-text(Fix the API token)', { timeout: 15_000 });
    await shot(page, 'popup-list-firefox-token-fix');
    await page.click('::-p-text(Fix the API token)');
    // BiDi reports moz-extension tabs as about:blank: find the new tab by its own address.
    const options = await vi.waitUntil(
      async () => {
        for (const tab of await firefox.browser.pages()) {
          const href = await tab.evaluate(() => location.href).catch(() => '');
          if (href.includes('options.html#token=')) return tab;
        }
        return undefined;
      },
      { timeout: 10_000, interval: 200 },
    );
    if (!options) throw new Error('the options did not open');
    await options.waitForSelector('::-p-text(Paste a valid API token for this instance)');
    expect(await options.evaluate(() => location.hash)).toBe(`#token=${id}`);
    expect(await options.evaluate(() => document.activeElement?.id)).toBe('instance-token');
    await options.setViewport({ width: 360, height: 900 });
    await shot(options, 'options-firefox-token-fix');
    await options.close();
  }, 40_000);
});
