import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { createPush, pagesFixture } from './pages-server.ts';
import { pageShots } from './web-pages-browser.ts';

const availability = browserTests('the language browser tests');
const SECRET = 'Zq9-hunter2 correct horse';

const rootLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** Opens the secret behind a retrieval step: the step's one button uses the view. */
async function reveal(page: Page) {
  await page.locator('main form button[type=submit]').first().click();
  await page.waitForLoadState();
  await expect.poll(() => page.locator('#secret').textContent()).toBe(SECRET);
}

describe.skipIf(!availability.run)(
  `pages in the reader's language, in a real browser ${availability.reason}`,
  () => {
    const f = pagesFixture();

    it('a push made with a recipient language opens in that language, whatever the browser asks', async () => {
      const sender = await f.browser.newContext({ locale: 'en-US' });
      const page = await sender.newPage();
      await page.goto(`${f.server.url}/`);
      await page.locator('textarea[name=payload]').fill(SECRET);
      await page.getByText('More options').click();
      await page.locator('select[name=recipient_locale]').selectOption('ja');
      await page.locator('#push-submit').click();
      await page.waitForURL(/\/p\/[^/]+\/preview/);
      const link = /https?:\/\/[^\s"<]+\/p\/[\w-]+(?:\/r)?\?locale=ja/.exec(await page.content())?.[0];
      expect(link).toBeDefined();
      await pageShots(page, 'languages', 'result-for-ja');
      await sender.close();

      const recipient = await f.browser.newContext({ locale: 'en-US' });
      const opened = await recipient.newPage();
      await opened.goto(link ?? '');
      expect(await rootLanguage(opened)).toEqual({ lang: 'ja', dir: 'ltr' });
      await reveal(opened);
      expect(await rootLanguage(opened)).toEqual({ lang: 'ja', dir: 'ltr' });
      expect(await opened.locator('h1').textContent()).not.toBe('Your secret');
      await recipient.close();
    });

    it('the browser’s language picks the page’s, through the retrieval step', async () => {
      const push = await createPush(f, { payload: SECRET, retrieval_step: true, expire_after_views: 3 });
      const context = await f.browser.newContext({ locale: 'de-AT' });
      const page = await context.newPage();
      await page.goto(push.html_url);
      expect(await rootLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
      const stepHeading = await page.locator('h1').textContent();
      await reveal(page);
      expect(await rootLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
      expect(await page.locator('h1').textContent()).not.toBe(stepHeading);
      await context.close();
    });

    it('the picker reopens a page in another language, and the retrieval step keeps it', async () => {
      const push = await createPush(f, { payload: SECRET, retrieval_step: true, expire_after_views: 3 });
      const context = await f.browser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(push.html_url);
      expect(await rootLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
      await page.locator('#language-picker').selectOption('pl');
      await page.waitForURL(/locale=pl/);
      expect(await rootLanguage(page)).toEqual({ lang: 'pl', dir: 'ltr' });
      await reveal(page);
      expect(await rootLanguage(page)).toEqual({ lang: 'pl', dir: 'ltr' });
      expect(await page.locator('#language-picker').count()).toBe(0);
      await context.close();
    });

    it('the Japanese push form keeps its button labels on one line at desktop width, and shows the passphrase once', async () => {
      const context = await f.browser.newContext({ locale: 'ja-JP', viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${f.server.url}/`);
      expect(await rootLanguage(page)).toEqual({ lang: 'ja', dir: 'ltr' });
      const generate = page.getByRole('button', { name: '生成' });
      const push = page.locator('#push-submit');
      // "生成" shrank to one character a line beside the passphrase: as tall as the one-line Push button now.
      const [generated, pushed] = [await generate.boundingBox(), await push.boundingBox()];
      expect(Math.abs((generated?.height ?? 0) - (pushed?.height ?? 0))).toBeLessThan(2);
      expect(generated?.width ?? 0).toBeGreaterThan(generated?.height ?? 0);
      await pageShots(page, 'languages', 'ja-form', [360, 1280]);
      await page.locator('textarea[name=payload]').fill(SECRET);
      await generate.click();
      const passphrase = await page.locator('#passphrase').inputValue();
      await push.click();
      await page.waitForURL(/\/p\/[^/]+\/preview/);
      expect(await page.locator('#passphrase-shown').textContent()).toBe(passphrase);
      expect(await page.getByRole('button', { name: 'パスフレーズをコピー' }).isVisible()).toBe(true);
      expect(await page.locator('figure.link-qr figcaption').textContent()).toBe(
        'スキャンするとシークレットリンクが開きます。',
      );
      await pageShots(page, 'languages', 'ja-result', [360, 1280]);
      await context.close();
    });

    it.each(['de', 'ja', 'ur'])('the recipient flow in %s, saved as screenshots', async (code) => {
      const push = await createPush(f, {
        payload: SECRET,
        retrieval_step: true,
        expire_after_views: 2,
        expire_after_days: 3,
      });
      const context = await f.browser.newContext({ viewport: { width: 390, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${push.html_url}?locale=${code}`);
      const dir = code === 'ur' ? 'rtl' : 'ltr';
      expect(await rootLanguage(page)).toEqual({ lang: code, dir });
      await pageShots(page, 'languages', `${code}-step`);
      await reveal(page);
      expect(await rootLanguage(page)).toEqual({ lang: code, dir });
      if (code === 'ur') {
        // Mirrored: the brand starts at the right edge, and the secret keeps its own direction.
        const brand = await page.locator('header > a').boundingBox();
        expect((brand?.x ?? 0) + (brand?.width ?? 0)).toBeGreaterThan(300);
        const secretBox = await page.locator('#secret').boundingBox();
        expect(secretBox?.width).toBeGreaterThan(200);
      }
      await pageShots(page, 'languages', `${code}-secret`);
      await context.close();
    });
  },
);
