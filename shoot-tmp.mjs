import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const name of ['user', 'remove', 'pushes']) {
  for (const [w, scheme] of [[390, 'light'], [1280, 'dark']]) {
    const page = await browser.newPage({ viewport: { width: w, height: 900 }, colorScheme: scheme });
    await page.goto(`file:///tmp/shots/${name}.html`);
    await page.screenshot({ path: `/tmp/shots/au-${name}-${w}-${scheme}.png`, fullPage: true });
    await page.close();
  }
}
await browser.close();
