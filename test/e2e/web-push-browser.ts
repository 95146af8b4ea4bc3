import type { Browser, BrowserContext, Page } from 'playwright-core';
import { pageShots, seriousAxeFindings } from './web-pages-browser.ts';

export { signInOnPage } from './web-pages-browser.ts';

/** test-results/web-push-<name>-<width>-<scheme>.png: light and dark, at 360 and 1280 px. */
export const pushShots = (page: Page, name: string) => pageShots(page, 'web-push', name, [360, 1280]);

/** The serious and critical axe-core findings of `url`, read with this context's cookies. */
export const seriousFindings = async (browser: Browser, from: BrowserContext, url: string) =>
  seriousAxeFindings(browser, url, await from.cookies());
