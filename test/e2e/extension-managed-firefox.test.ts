import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { screenshot } from './ext-browser.ts';
import {
  buildFirefoxExtension,
  FIREFOX_DARK,
  type FirefoxWithExtension,
  firefoxTests,
  launchFirefoxWithExtension,
} from './firefox-browser.ts';
import { FIREFOX_POLICY, MANAGED_GECKO_ID, writePolicy } from './managed-policy.ts';

const mode = firefoxTests('the managed extension Firefox test');
if (!mode.run) console.warn(mode.reason);

const SEALED = /^This is a sealed Secret Push secret\.[\s\S]*SP-SEALED-1\.t\./;
const property = (page: Page, selector: string, name: 'readOnly' | 'disabled' | 'checked' | 'value') =>
  page.$eval(selector, (el, n) => (el as HTMLInputElement)[n as 'value'], name);

describe.runIf(mode.run)('the extension under Firefox enterprise policies (policies.json)', () => {
  let server: RunningServer;
  let firefox: FirefoxWithExtension;
  /** The same extension under the same policy, in the dark colour scheme, for its screenshots. */
  let dark: FirefoxWithExtension;
  let token = '';
  let removePolicy = () => {};

  beforeAll(async () => {
    const dir = buildFirefoxExtension('e2e-managed-firefox');
    server = await startServer(tempDataDir());
    token = userCli(server.dataDir, ['add', 'managed-firefox@example.com']).lastLine;
    const managed = {
      instances: [{ url: server.url, name: 'Team secrets' }],
      allowOtherInstances: false,
      sealed: 'forced',
      expireAfterViews: 2,
    };
    // As an administrator writes it: Firefox hands `3rdparty.Extensions.<id>` to that add-on's storage.managed.
    removePolicy = writePolicy(
      FIREFOX_POLICY,
      { policies: { '3rdparty': { Extensions: { [MANAGED_GECKO_ID]: managed } } } },
      MANAGED_GECKO_ID,
    );
    [firefox, dark] = await Promise.all([
      launchFirefoxWithExtension(dir, MANAGED_GECKO_ID),
      launchFirefoxWithExtension(dir, MANAGED_GECKO_ID, FIREFOX_DARK),
    ]);
  }, 120_000);

  afterAll(async () => {
    removePolicy();
    await Promise.all([firefox?.browser.close(), dark?.browser.close()]);
    await server?.stop('SIGTERM');
  });

  it('shows the organisation’s instance configured and locked, with no way to add another, light and dark', async () => {
    for (const [browser, scheme] of [
      [firefox, 'light'],
      [dark, 'dark'],
    ] as const) {
      const page = await browser.open('options.html', '[data-testid="managed-banner"]');
      expect(await property(page, '#instance-url', 'value')).toBe(server.url);
      expect(await property(page, '#instance-url', 'readOnly')).toBe(true);
      expect(await property(page, '#instance-name', 'value')).toBe('Team secrets');
      expect(await property(page, '#defaults-views', 'disabled')).toBe(true);
      expect(await page.$$eval('button', (all) => all.map((b) => b.textContent?.trim()))).not.toContain(
        'Add an instance',
      );
      await page.waitForSelector('::-p-text(Your organisation allows only the instances it set up)');
      await page.type('#instance-token', token);
      await page.click('button[type="submit"]');
      await page.waitForSelector('::-p-text(The API token is accepted)', { timeout: 15_000 });
      const name = scheme === 'light' ? 'firefox-managed-options' : 'firefox-managed-options-dark';
      await page.screenshot({ path: screenshot(name), fullPage: true });
      await page.close();
    }
  }, 60_000);

  it('holds the popup’s Sealed switch on and locked, and the push leaves sealed', async () => {
    const page = await firefox.open('popup.html', '#payload');
    const sealed = '[data-testid="sealed-choice"] input';
    expect([await property(page, sealed, 'checked'), await property(page, sealed, 'disabled')]).toEqual([
      true,
      true,
    ]);
    await page.screenshot({ path: screenshot('firefox-managed-popup'), fullPage: true });
    const darkPopup = await dark.open('popup.html', '#payload');
    expect([
      await property(darkPopup, sealed, 'checked'),
      await property(darkPopup, sealed, 'disabled'),
    ]).toEqual([true, true]);
    await darkPopup.screenshot({ path: screenshot('firefox-managed-popup-dark'), fullPage: true });
    await darkPopup.close();
    await page.type('#payload', 'typed-in-firefox');
    await page.click('form[aria-label="New push"] button[type="submit"]');
    const linkEl = await page.waitForSelector('[data-testid="secret-link"]', { timeout: 15_000 });
    const link = (await linkEl?.evaluate((el) => el.textContent)) ?? '';
    const urlToken = link.split('/p/')[1]?.split(/[/#]/)[0] ?? '';
    const res = await fetch(`${server.url}/api/v2/pushes/${urlToken}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const push = (await res.json()) as PushJson;
    expect(push.payload).toMatch(SEALED);
    expect(push.expire_after_views).toBe(2);
    await page.close();
  }, 40_000);
});
