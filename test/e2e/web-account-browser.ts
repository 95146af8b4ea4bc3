import type { Browser, BrowserContext, Page } from 'playwright-core';
import { pageShots } from './web-pages-browser.ts';

export { seriousAxeFindings } from './web-pages-browser.ts';

/** A fresh visitor at one width; `javaScript: false` checks the forms work without script. */
export function visitor(browser: Browser, width: 390 | 1280, javaScript = true): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: javaScript });
}

/** test-results/web-account-<name>-<width>-<scheme>.png, light and dark, at 390 and 1280 px. */
export const accountShots = (page: Page, name: string) => pageShots(page, 'web-account', name);
