import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { pagesFixture, setPassword } from './pages-server.ts';
import { accountShots, seriousAxeFindings, visitor } from './web-account-browser.ts';

const availability = browserTests('the account page browser tests');
const PASSWORD = 'the first password here';
const SECOND = 'the second password now';

async function signIn(page: Page, url: string, email: string, password: string) {
  await page.goto(`${url}/users/sign_in`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/users/token');
}

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
    await page.getByRole('button', { name: 'Create a new API token' }).click();
    const token = (await page.locator('#token').textContent()) ?? '';
    expect(token).toMatch(/^[\w-]{32}$/);
    await accountShots(page, 'new-token');
    await page.reload();
    expect(await page.locator('#token').count()).toBe(0);
    const works = await fetch(`${f.server.url}/api/v2/pushes/active`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(works.status).toBe(200);

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
    for (const path of ['/users/sign_in', '/users/account', '/users/token']) {
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
});
