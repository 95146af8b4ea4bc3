import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const SHOTS = join(process.cwd(), 'test-results');

/** test-results/web-recipient-<name>-<width>-<scheme>.png, light and dark, at 390 and 1280 px. */
export async function recipientShots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({
        path: join(SHOTS, `web-recipient-${name}-${width}-${colorScheme}.png`),
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (before !== null) await page.setViewportSize(before);
}

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
