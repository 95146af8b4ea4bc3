import { describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { screenshots } from './pages-browser.ts';
import { pagesFixture } from './pages-server.ts';

const availability = browserTests('the API page browser test');

describe.skipIf(!availability.run)(`the API page in a real browser ${availability.reason}`, () => {
  const f = pagesFixture();

  it('is reached from the home page, styled under its CSP with nothing refused, and its links lead to their sections', async () => {
    const context = await f.browser.newContext({ viewport: { width: 1100, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    // A CSP refusal shows as a console error; a failed load is checked by its response below.
    page.on('console', (m) => {
      if (
        (m.type() === 'error' || m.type() === 'warning') &&
        !m.text().startsWith('Failed to load resource')
      ) {
        problems.push(m.text());
      }
    });
    page.on('response', (r) => {
      // The icon too: the pages link one, and /favicon.ico answers for browsers that ask by themselves.
      if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
    });
    page.on('request', (r) => {
      if (!r.url().startsWith(f.server.url)) problems.push(`requested ${r.url()}`);
    });
    await page.goto(`${f.server.url}/`);
    await page.getByRole('link', { name: 'API' }).click();
    await expect(page.locator('h1').textContent()).resolves.toBe('Secret Push API');
    // The stylesheet applied: the method badges have their own background.
    const badge = await page
      .locator('.method')
      .first()
      .evaluate((e) => getComputedStyle(e).backgroundColor);
    expect(badge).not.toBe('rgba(0, 0, 0, 0)');
    await page.getByRole('link', { name: 'Read a push' }).click();
    expect(new URL(page.url()).hash).toBe('#showPush');
    await page.locator('#showPush').getByRole('link', { name: 'PushShown' }).click();
    expect(new URL(page.url()).hash).toBe('#schema-PushShown');
    await page.goto(`${f.server.url}/api`);
    await screenshots(page, 'api');
    expect(problems).toEqual([]);
    await context.close();
  });
});
