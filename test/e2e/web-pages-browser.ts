import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';

const SHOTS = join(process.cwd(), 'test-results');
const require = createRequire(import.meta.url);

/** A small phone and a desktop: the widths a page's header and forms must fit. */
export const PHONE_AND_DESKTOP = [360, 1280] as const;

/** test-results/<prefix>-<name>-<width>-<scheme>.png: light and dark, at 390 (or the widths given) and 1280 px. */
export async function pageShots(
  page: Page,
  prefix: string,
  name: string,
  widths: readonly number[] = [390, 1280],
): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({
        path: join(SHOTS, `${prefix}-${name}-${width}-${colorScheme}.png`),
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (before !== null) await page.setViewportSize(before);
}

/** The serious and critical axe-core findings of the page at `url`, read in a context that may inject the script. */
export async function seriousAxeFindings(
  browser: Browser,
  url: string,
  cookies: Parameters<BrowserContext['addCookies']>[0],
): Promise<string[]> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 390, height: 800 } });
  await context.addCookies(cookies);
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

/** Signs in through the page's form, as a person would; the page is then wherever sign-in leads. */
export async function signInOnPage(
  page: Page,
  origin: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${origin}/users/sign_in`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/users/sign_in');
}
