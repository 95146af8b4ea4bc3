import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { launchChromium } from './pages-browser.ts';
import { pagesFixture, setPassword } from './pages-server.ts';
import { seriousAxeFindings, visitor } from './web-account-browser.ts';
import {
  appCode,
  passwordStep,
  setUpOnPage,
  signOutOnPage,
  twoFactorShots,
} from './web-two-factor-browser.ts';

const availability = browserTests('the two-factor browser tests');
const PASSWORD = 'the team password here';

describe.skipIf(!availability.run)(`two-factor sign-in in a real browser ${availability.reason}`, () => {
  const f = pagesFixture();

  it('sets up a second factor, then signs in with a code and with a backup code, and turns it off', async () => {
    expect(setPassword(f.server.dataDir, 'team@example.com', PASSWORD).status).toBe(0);
    const context = await visitor(f.browser, 390);
    const page = await context.newPage();
    const shots = (name: string) => twoFactorShots(page, name);
    await passwordStep(page, f.server.url, 'team@example.com', PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/');

    await page.goto(`${f.server.url}/users/account`);
    await shots('account-off');
    await page.getByRole('link', { name: 'Set up two-factor authentication' }).click();
    await shots('setup-password');
    const axeCookies = await context.cookies();
    expect(await seriousAxeFindings(f.browser, page.url(), axeCookies)).toEqual([]);
    const { secret, codes } = await setUpOnPage(page, PASSWORD, shots);
    expect(
      await seriousAxeFindings(f.browser, `${f.server.url}/users/account`, await context.cookies()),
    ).toEqual([]);
    await page.getByRole('link', { name: 'I have saved my backup codes' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toBe('Two-factor authentication is on.');
    await expect(page.locator('main').textContent()).resolves.toContain('10 unused backup codes left.');
    await shots('account-on');

    await signOutOnPage(page);
    await passwordStep(
      page,
      f.server.url,
      'team@example.com',
      PASSWORD,
      '/users/sign_in?return_to=%2Fusers%2Faccount',
    );
    expect(new URL(page.url()).pathname).toBe('/users/two_factor');
    await shots('second-step');
    expect(await seriousAxeFindings(f.browser, page.url(), await context.cookies())).toEqual([]);
    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('That code is not right');
    await shots('second-step-error');
    // The set-up used the code of this 30 seconds; the app's next one is accepted (clocks drift) and new.
    await page.getByLabel('Code').fill(appCode(secret, 1));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(`${f.server.url}/users/account`);

    // From a link to the dashboard: both steps pass on the page it asked for.
    await signOutOnPage(page);
    await passwordStep(page, f.server.url, 'team@example.com', PASSWORD, '/d/active');
    await page.getByLabel('Code').fill(codes[3] ?? '');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(`${f.server.url}/d/active`);
    await page.goto(`${f.server.url}/users/account`);
    await expect(page.locator('main').textContent()).resolves.toContain('9 unused backup codes left.');

    await page.getByRole('link', { name: 'Make new backup codes' }).click();
    await shots('new-codes-password');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Make new backup codes' }).click();
    await page.waitForURL('**/users/two_factor/backup_codes');
    await expect(page.getByRole('status').textContent()).resolves.toContain(
      'The previous ones no longer work.',
    );
    await shots('new-codes');
    await page.goto(`${f.server.url}/users/account`);
    await page.getByRole('link', { name: 'Turn off two-factor authentication' }).click();
    await page.getByLabel('Current password').fill('not the password');
    await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('That is not your current password.');
    await shots('remove-error');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toBe('Two-factor authentication is off.');
    await signOutOnPage(page);
    await passwordStep(page, f.server.url, 'team@example.com', PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  }, 120_000);
});

describe.skipIf(!availability.run)(`PWP__REQUIRE_MFA in a real browser ${availability.reason}`, () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer(tempDataDir(), { PWP__REQUIRE_MFA: 'true' });
    userCli(server.dataDir, ['add', 'required@example.com']);
    expect(setPassword(server.dataDir, 'required@example.com', PASSWORD).status).toBe(0);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop('SIGTERM');
  });

  it('sends a password sign-in without a second factor to set one up, then on, with JavaScript off', async () => {
    const context = await visitor(browser, 1280, false);
    const page = await context.newPage();
    await passwordStep(page, server.url, 'required@example.com', PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/users/two_factor/setup');
    await expect(page.getByRole('status').textContent()).resolves.toBe(
      'This server requires two-factor authentication. Set it up to go on.',
    );
    await twoFactorShots(page, 'required');
    await page.goto(`${server.url}/d/active`);
    expect(new URL(page.url()).pathname).toBe('/users/two_factor/setup');
    await page.goto(`${server.url}/users/token`);
    expect(page.url()).toBe(`${server.url}/users/two_factor/setup?return_to=%2Fusers%2Ftoken`);
    const { secret } = await setUpOnPage(page, PASSWORD);
    await page.getByRole('link', { name: 'I have saved my backup codes' }).click();
    await page.waitForURL(`${server.url}/users/token`);
    await page.goto(`${server.url}/d/active`);
    expect(new URL(page.url()).pathname).toBe('/d/active');

    await signOutOnPage(page);
    await passwordStep(page, server.url, 'required@example.com', PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/users/two_factor');
    await page.getByLabel('Code').fill(appCode(secret, 1));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(`${server.url}/`);
    await context.close();
  }, 120_000);
});
