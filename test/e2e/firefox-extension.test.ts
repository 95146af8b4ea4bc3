import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { screenshot } from './ext-browser.ts';
import {
  buildFirefoxExtension,
  type FirefoxWithExtension,
  firefoxTests,
  launchFirefoxWithExtension,
} from './firefox-browser.ts';

const mode = firefoxTests('the Firefox extension test');
if (!mode.run) console.warn(mode.reason);

/** Replaces a field's value as a person typing would (select all, type), firing Preact's input events. */
async function fill(page: Page, selector: string, value: string) {
  await page.click(selector, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.type(selector, value);
}

describe.runIf(mode.run)('the extension in Firefox against the real server', () => {
  let server: RunningServer;
  let firefox: FirefoxWithExtension;
  let token = '';

  beforeAll(async () => {
    const dir = buildFirefoxExtension('e2e-firefox');
    server = await startServer(tempDataDir());
    token = userCli(server.dataDir, ['add', 'firefox@example.com']).lastLine;
    firefox = await launchFirefoxWithExtension(dir);
  }, 120_000);

  afterAll(async () => {
    await firefox?.browser.close();
    await server?.stop('SIGTERM');
  });

  it('is configured through the options page', async () => {
    const page = await firefox.open('options.html', '#instance-url');
    await fill(page, '#instance-url', server.url);
    await fill(page, '#instance-token', token);
    await page.click('button[type="submit"]');
    await page.waitForSelector('::-p-text(The API token is accepted)', { timeout: 15_000 });
    await page.screenshot({ path: screenshot('firefox-options'), fullPage: true });
    await page.close();
  }, 40_000);

  it('pushes from the popup, and the server holds exactly what was typed', async () => {
    const page = await firefox.open('popup.html', '#payload');
    await fill(page, '#payload', 'typed-in-firefox');
    await page.click('form[aria-label="New push"] button[type="submit"]');
    const linkEl = await page.waitForSelector('[data-testid="secret-link"]', { timeout: 15_000 });
    const link = (await linkEl?.evaluate((el) => el.textContent)) ?? '';
    expect(link).toMatch(new RegExp(`^${server.url}/p/[A-Za-z0-9_-]+/r$`));
    await page.screenshot({ path: screenshot('firefox-popup-result'), fullPage: true });
    const urlToken = link.split('/p/')[1]?.replace(/\/r$/, '') ?? '';
    const res = await fetch(`${server.url}/api/v2/pushes/${urlToken}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await res.json()) as PushJson).payload).toBe('typed-in-firefox');
    await page.close();
  }, 40_000);
});
