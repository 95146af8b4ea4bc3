import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { launchChromium } from './pages-browser.ts';
import { setPassword } from './pages-server.ts';
import { pageShots, seriousAxeFindings, signInOnPage } from './web-pages-browser.ts';

const availability = browserTests('the activity log browser tests');
const PASSWORD = 'the administrator password';

describe.skipIf(!availability.run)(`the activity log in a real browser ${availability.reason}`, () => {
  let browser: Browser;
  let server: RunningServer;
  beforeAll(async () => {
    browser = await launchChromium();
    server = await startServer(tempDataDir());
    userCli(server.dataDir, ['add', 'root@example.com', '--admin']);
    setPassword(server.dataDir, 'root@example.com', PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop('SIGTERM');
  });

  it('searches, pages, refuses a bad date and exports, without JavaScript, at 390 px and on a desktop, light and dark', async () => {
    // A refused sign-in from elsewhere, then the administrator's own.
    const stranger = await browser.newContext();
    const tries = await stranger.newPage();
    await tries.goto(`${server.url}/users/sign_in`);
    await tries.getByLabel('E-mail').fill('root@example.com');
    await tries.getByLabel('Password').fill('not the password');
    await tries.getByRole('button', { name: 'Sign in', exact: true }).click();
    await stranger.close();

    const context = await browser.newContext({
      viewport: { width: 390, height: 800 },
      javaScriptEnabled: false,
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signInOnPage(page, server.url, 'root@example.com', PASSWORD);
    await page.goto(`${server.url}/admin`);
    await page.getByRole('link', { name: 'Activity log' }).click();
    await page.waitForURL('**/admin/activity');
    expect(await page.locator('h1').textContent()).toBe('Activity log');
    expect(await page.locator('table.activity tbody tr').count()).toBeGreaterThanOrEqual(2);
    expect(await seriousAxeFindings(browser, page.url(), await context.cookies())).toEqual([]);
    await pageShots(page, 'web-admin', 'activity');

    // The form by keyboard: the event chosen, then Enter in a text field sends it.
    await page.getByLabel('Event').selectOption('sign_in.failed');
    await page.getByLabel('Client address').focus();
    await page.keyboard.type('127.0.0.1');
    await page.keyboard.press('Enter');
    await page.waitForURL(/event=sign_in.failed/);
    const rows = page.locator('table.activity tbody tr');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().locator('td').nth(1).textContent()).toBe('Sign-in failed');
    expect(await page.getByLabel('Client address').inputValue()).toBe('127.0.0.1');
    await pageShots(page, 'web-admin', 'activity-filtered');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^127\.0\.0\.1-\d+-activity-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) ?? '', 'utf8').split('\r\n');
    expect(csv[0]).toMatch(/^seq,time,at,category,event,/);
    expect(csv[1]).toContain(',security,sign_in.failed,anonymous,');

    await page.getByLabel('From (UTC)').fill('2026-02-31');
    await page.getByRole('button', { name: 'Search' }).click();
    expect(await page.locator('#activity-from-error').textContent()).toBe(
      'Enter a day as YYYY-MM-DD or a minute as YYYY-MM-DDTHH:MM.',
    );
    expect(await page.getByLabel('From (UTC)').getAttribute('aria-invalid')).toBe('true');
    await pageShots(page, 'web-admin', 'activity-error');

    await page.goto(`${server.url}/users/account`);
    expect(await page.locator('#own-events-heading').textContent()).toBe('Your sign-ins and security events');
    await pageShots(page, 'web-admin', 'account-own-events');
    await context.close();
  });
});
