import type { Page } from 'playwright-core';
import { pageShots } from './web-pages-browser.ts';

/** test-results/web-recipient-<name>-<width>-<scheme>.png, light and dark, at 390 and 1280 px unless told. */
export const recipientShots = (page: Page, name: string, widths?: readonly number[]) =>
  pageShots(page, 'web-recipient', name, widths);

/** How the secret box lays out its text: rows drawn, and whether it scrolls sideways inside a page that does not. */
export function secretLayout(page: Page) {
  return page.evaluate(() => {
    const pre = document.getElementById('secret') as HTMLElement;
    const style = getComputedStyle(pre);
    const lineHeight = Number.parseFloat(style.lineHeight);
    const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
    const scrollbar = pre.offsetHeight - pre.clientHeight;
    return {
      rows: Math.round((pre.scrollHeight - padding) / lineHeight),
      lines: (pre.textContent ?? '').split('\n').length,
      scrollsSideways: pre.scrollWidth > pre.clientWidth,
      pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
      scrollbar,
    };
  });
}
