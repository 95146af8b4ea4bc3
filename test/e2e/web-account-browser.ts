import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE_AND_DESKTOP, pageShots } from './web-pages-browser.ts';

export { seriousAxeFindings } from './web-pages-browser.ts';

/** A fresh visitor at one width; `javaScript: false` checks the forms work without script. */
export function visitor(browser: Browser, width: 390 | 1280, javaScript = true): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: javaScript });
}

/** test-results/web-account-<name>-<width>-<scheme>.png, light and dark, at 390 and 1280 px. */
export const accountShots = (page: Page, name: string) => pageShots(page, 'web-account', name);

/** test-results/web-account-<name>-<width>-<scheme>.png at 360 and 1280 px: the header and sign-in's landing. */
export const navShots = (page: Page, name: string) => pageShots(page, 'web-account', name, PHONE_AND_DESKTOP);

/** Whether the page's own icon loads where its CSP applies (img-src), as the tab's icon would. */
export const iconLoads = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const link = document.querySelector<HTMLLinkElement>('link[rel=icon]');
        if (link === null) return resolve(false);
        const image = new Image();
        image.onload = () => resolve(image.naturalWidth > 0);
        image.onerror = () => resolve(false);
        image.src = link.href;
      }),
  );
