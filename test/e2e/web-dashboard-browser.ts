import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const SHOTS = join(process.cwd(), 'test-results');

/** test-results/web-dashboard-<name>-<width>-<scheme>.png, light and dark, at 390 and 1280 px. */
export async function dashboardShots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({
        path: join(SHOTS, `web-dashboard-${name}-${width}-${colorScheme}.png`),
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (before !== null) await page.setViewportSize(before);
}

/** Signs in through the form, as a person would; the page is then on whatever sign-in leads to. */
export async function signInOn(page: Page, origin: string, email: string, password: string): Promise<void> {
  await page.goto(`${origin}/users/sign_in`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/users/sign_in');
}
