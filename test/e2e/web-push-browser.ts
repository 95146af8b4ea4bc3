import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';

const SHOTS = join(process.cwd(), 'test-results');
const require = createRequire(import.meta.url);

/** test-results/web-push-<name>-<width>-<scheme>.png: light and dark, at 390 and 1280 px. */
export async function pushShots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({
        path: join(SHOTS, `web-push-${name}-${width}-${colorScheme}.png`),
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (before !== null) await page.setViewportSize(before);
}

/** The serious and critical axe-core findings of `url`, read with this context's cookies in one that may inject axe. */
export async function seriousFindings(
  browser: Browser,
  from: BrowserContext,
  url: string,
): Promise<string[]> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 390, height: 800 } });
  await context.addCookies(await from.cookies());
  const page = await context.newPage();
  await page.goto(url);
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const result = (await page.evaluate('axe.run()')) as {
    violations: { id: string; impact: string | null }[];
  };
  await context.close();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact})`);
}

/** Signs in through the page's form, as a person would. */
export async function signInOnPage(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}/users/sign_in`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/sign_in'));
}
