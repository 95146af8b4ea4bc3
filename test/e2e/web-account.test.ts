import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { userCli } from '../support/server-process.ts';
import { pagesFixture, setPassword } from './pages-server.ts';
import { accountShots, iconLoads, navShots, seriousAxeFindings, visitor } from './web-account-browser.ts';

const availability = browserTests('the account page browser tests');
const PASSWORD = 'the first password here';
const SECOND = 'the second password now';

/** Signs in from `from` (the sign-in page itself unless told) and waits for the page it lands on. */
async function signIn(
  page: Page,
  url: string,
  email: string,
  password: string,
  from = '/users/sign_in',
  to = '/',
) {
  await page.goto(`${url}${from}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((landed) => `${landed.pathname}${landed.search}` === to);
}

const apiAnswers = async (url: string, token: string) =>
  (await fetch(`${url}/api/v2/pushes/active`, { headers: { authorization: `Bearer ${token}` } })).status;

describe.skipIf(!availability.run)(`the account page in a real browser ${availability.reason}`, () => {
  const f = pagesFixture();

  it('mints a token shown once, changes the password, and passes axe, with JavaScript', async () => {
    expect(setPassword(f.server.dataDir, 'team@example.com', PASSWORD).status).toBe(0);
    const context = await visitor(f.browser, 390);
    const page = await context.newPage();
    await page.goto(`${f.server.url}/users/sign_in`);
    expect(await page.content()).not.toContain('npm run');
    await accountShots(page, 'sign-in');
    await signIn(page, f.server.url, 'team@example.com', PASSWORD);
    await expect(page.locator('h1').textContent()).resolves.toBe(
      'Share a secret through a link that expires',
    );
    await navShots(page, 'signed-in-home');
    await page.getByRole('link', { name: 'API token' }).click();
    await page.getByRole('link', { name: 'Create a new API token' }).click();
    await page.waitForURL('**/users/token/replace');
    await expect(page.locator('h1').textContent()).resolves.toBe('Replace your API token?');
    await navShots(page, 'token-replace');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL('**/users/token');
    expect(await apiAnswers(f.server.url, f.token)).toBe(200);
    await page.getByRole('link', { name: 'Create a new API token' }).click();
    await page.getByRole('button', { name: 'Yes, replace the token' }).click();
    const token = (await page.locator('#token').textContent()) ?? '';
    expect(token).toMatch(/^[\w-]{32}$/);
    await accountShots(page, 'new-token');
    await page.reload();
    expect(await page.locator('#token').count()).toBe(0);
    expect(await apiAnswers(f.server.url, token)).toBe(200);
    expect(await apiAnswers(f.server.url, f.token)).toBe(401);

    await page.goto(`${f.server.url}/users/account`);
    await accountShots(page, 'page');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(SECOND);
    await page.getByLabel('New password again').fill(`${SECOND}?`);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.locator('#new_password_again-error').textContent()).resolves.toBe(
      'The two new passwords are not the same.',
    );
    await accountShots(page, 'password-error');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(SECOND);
    await page.getByLabel('New password again').fill(SECOND);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toContain('Your password was changed.');
    await accountShots(page, 'password-changed');

    const cookies = await context.cookies();
    for (const path of [
      '/users/sign_in',
      '/users/account',
      '/users/token',
      '/users/token/replace',
      '/nowhere',
    ]) {
      const found = await seriousAxeFindings(
        f.browser,
        `${f.server.url}${path}`,
        path === '/users/sign_in' ? [] : cookies,
      );
      expect(found, path).toEqual([]);
    }
    await context.close();
  });

  it('signs out other sessions and deletes the account with JavaScript off', async () => {
    expect(setPassword(f.server.dataDir, 'team@example.com', PASSWORD).status).toBe(0);
    const other = await (await visitor(f.browser, 1280, false)).newPage();
    await signIn(other, f.server.url, 'team@example.com', PASSWORD);
    const context = await visitor(f.browser, 1280, false);
    const page = await context.newPage();
    await signIn(page, f.server.url, 'team@example.com', PASSWORD);
    await page.goto(`${f.server.url}/users/account`);
    await page.getByRole('button', { name: 'Sign out every other session' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toBe('Every other session was signed out.');
    await other.goto(`${f.server.url}/users/account`);
    expect(new URL(other.url()).pathname).toBe('/users/sign_in');

    await page.getByLabel('Type your e-mail address to confirm').fill('someone@example.com');
    await page.getByRole('button', { name: 'Delete my account and my pushes' }).click();
    await expect(page.locator('#confirm_email-error').textContent()).resolves.toBe(
      'That is not the e-mail address of this account.',
    );
    await accountShots(page, 'delete-error');
    await page.getByLabel('Type your e-mail address to confirm').fill('team@example.com');
    await page.getByRole('button', { name: 'Delete my account and my pushes' }).click();
    expect(new URL(page.url()).pathname).toBe('/users/sign_in');
    await expect(page.getByRole('status').textContent()).resolves.toBe(
      'Your account and its pushes were deleted.',
    );
    await accountShots(page, 'deleted');
    await context.close();
    await other.context().close();
  });

  it('comes back to the page asked for and replaces the token after asking, with JavaScript off', async () => {
    userCli(f.server.dataDir, ['add', 'nav@example.com']);
    expect(setPassword(f.server.dataDir, 'nav@example.com', PASSWORD).status).toBe(0);
    const context = await visitor(f.browser, 1280, false);
    const page = await context.newPage();
    await page.goto(`${f.server.url}/d/expired`);
    expect(new URL(page.url()).pathname).toBe('/users/sign_in');
    await navShots(page, 'sign-in-from-dashboard');
    await signIn(page, f.server.url, 'nav@example.com', PASSWORD, '/d/expired', '/d/expired');
    await page.getByRole('link', { name: 'API token' }).click();
    await page.getByRole('link', { name: 'Create a new API token' }).click();
    await expect(page.locator('h1').textContent()).resolves.toBe('Replace your API token?');
    await page.getByRole('button', { name: 'Yes, replace the token' }).click();
    const token = (await page.locator('#token').textContent()) ?? '';
    expect(await apiAnswers(f.server.url, token)).toBe(200);
    await page.getByRole('link', { name: 'New push' }).click();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('keeps a signed-in header on an unknown page, and every page has its icon', async () => {
    userCli(f.server.dataDir, ['add', 'nav@example.com']);
    expect(setPassword(f.server.dataDir, 'nav@example.com', PASSWORD).status).toBe(0);
    const context = await visitor(f.browser, 390);
    const page = await context.newPage();
    await page.goto(`${f.server.url}/nowhere`);
    await expect(page.getByRole('navigation', { name: 'Account' }).textContent()).resolves.toBe('Sign in');
    expect(await iconLoads(page)).toBe(true);
    await signIn(page, f.server.url, 'nav@example.com', PASSWORD);
    const missing = await page.goto(`${f.server.url}/nowhere`);
    expect(missing?.status()).toBe(404);
    const header = page.getByRole('navigation', { name: 'Account' });
    await expect(header.getByRole('link', { name: 'New push' }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole('button', { name: 'Sign out nav@example.com' }).isVisible()).resolves.toBe(
      true,
    );
    await expect(header.getByRole('link', { name: 'Sign in' }).count()).resolves.toBe(0);
    expect(await iconLoads(page)).toBe(true);
    await navShots(page, 'not-found-signed-in');
    for (const path of ['/', '/d/active', '/users/account']) {
      await page.goto(`${f.server.url}${path}`);
      expect([path, await iconLoads(page)]).toEqual([path, true]);
    }
    await context.close();
  });
});
