import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pageShots } from './web-pages-browser.ts';

/** test-results/web-two-factor-<name>-<width>-<scheme>.png, light and dark, at 390 and 1280 px. */
export const twoFactorShots = (page: Page, name: string) => pageShots(page, 'web-two-factor', name);

/** The code an authenticator app shows for `secret` now, or `stepsAhead` steps of 30 seconds later. */
export function appCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** The password form of sign-in; the page is then wherever it leads (the second step, or past it). */
export async function passwordStep(
  page: Page,
  origin: string,
  email: string,
  password: string,
  path = '/users/sign_in',
) {
  await page.goto(`${origin}${path}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/users/sign_in');
}

/** The set-up from its password page to the backup codes, as a person with an app does; returns its key and codes. */
export async function setUpOnPage(page: Page, password: string, shots?: (name: string) => Promise<void>) {
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/users/two_factor/setup');
  const secret = ((await page.locator('#secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await shots?.('scan');
  const code = page.getByLabel('Then enter the six-digit code the app shows');
  await code.fill(appCode(secret) === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(page.getByRole('alert').textContent()).resolves.toContain('That code does not match.');
  await shots?.('scan-error');
  await page.getByLabel('Then enter the six-digit code the app shows').fill(appCode(secret));
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await page.waitForURL('**/users/two_factor/backup_codes');
  const codes = ((await page.locator('#backup-codes').textContent()) ?? '')
    .split('\n')
    .filter((c) => c !== '');
  expect(codes).toHaveLength(10);
  await shots?.('backup-codes');
  return { secret, codes };
}

/** Signs out through the navigation's button. */
export async function signOutOnPage(page: Page) {
  await page.getByRole('button', { name: /^Sign out \S+@/ }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
