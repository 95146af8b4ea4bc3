import type { Page } from 'playwright-core';
import { pageShots } from './web-pages-browser.ts';

export { signInOnPage as signInOn } from './web-pages-browser.ts';

/** test-results/web-dashboard-<name>-<width>-<scheme>.png, light and dark, at 390 and 1280 px unless told. */
export const dashboardShots = (page: Page, name: string, widths?: readonly number[]) =>
  pageShots(page, 'web-dashboard', name, widths);

/** The narrowest phone the pages are made for, and a desktop: test-results/<prefix>-<name>-<360|1280>-<scheme>.png. */
export const narrowShots = (page: Page, prefix: string, name: string) =>
  pageShots(page, prefix, name, [360, 1280]);
