import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { firefoxTests } from './firefox-browser.ts';
import type { pagesFixture } from './pages-server.ts';
import { crypto, sealedFilePush, sealedTextPush } from './sealed-recipient-browser.ts';
import { launchDarkFirefox, launchFirefox, textOf } from './web-firefox-browser.ts';

const availability = firefoxTests('the sealed recipient page in Firefox');
const SECRET = 'Firefox sealed: the staging root password is 4b1d-77ae';
const NOTE = 'Firefox sealed file: the signed contract';

/** test-results/sealed-firefox-<name>-<width>-<scheme>.png at 390 and 1280 px. */
async function shots(page: Page, name: string, scheme: 'light' | 'dark'): Promise<void> {
  mkdirSync('test-results', { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewport({ width, height: 800 });
    await page.screenshot({
      path: join('test-results', `sealed-firefox-${name}-${width}-${scheme}.png`),
      fullPage: true,
    });
  }
}

const waitForText = (page: Page, selector: string, text: string) =>
  page.waitForFunction(
    (sel: string, want: string) => document.querySelector(sel)?.textContent?.includes(want) === true,
    { timeout: 15_000 },
    selector,
    text,
  );

describe.skipIf(!availability.run)(`the sealed recipient page in Firefox ${availability.reason}`, () => {
  const f = { server: undefined as unknown as RunningServer, token: '' } as ReturnType<typeof pagesFixture>;
  let light: Browser;
  let dark: Browser;
  beforeAll(async () => {
    f.server = await startServer(tempDataDir(), { PWP__ENABLE_FILE_PUSHES: 'true' });
    f.token = userCli(f.server.dataDir, ['add', 'sealed-firefox@example.com']).lastLine;
    [light, dark] = await Promise.all([launchFirefox(), launchDarkFirefox()]);
  });
  afterAll(async () => {
    await Promise.all([light?.close(), dark?.close()]);
    await f.server?.stop('SIGTERM');
  });

  it.each([
    ['light', () => light],
    ['dark', () => dark],
  ] as const)(
    'opens a sealed text in the page, its script allowed by hash, the key gone from the address (%s)',
    async (scheme, browser) => {
      const sealed = await sealedTextPush(f, SECRET, { expire_after_views: 3 });
      const page = await browser().newPage();
      await page.setViewport({ width: 390, height: 800 });
      await page.goto(sealed.link);
      await page.waitForSelector('::-p-text(Open the secret)');
      expect(page.url()).not.toContain('#');
      expect(await page.evaluate(() => location.hash)).toBe('');
      await shots(page, 'reveal', scheme);
      await page.click('::-p-text(Open the secret)');
      await waitForText(page, '#secret', SECRET);
      expect(await textOf(page, '#secret')).toBe(SECRET);
      await shots(page, 'opened-text', scheme);
      await page.close();
    },
  );

  it('decrypts a sealed file in a stream to the original bytes under its own name', async () => {
    const bytes = crypto.randomBytes(200 * 1024 + 77);
    const sealed = await sealedFilePush(f, NOTE, { name: 'contract.pdf', type: 'application/pdf', bytes });
    const page = await light.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await page.goto(sealed.link);
    await page.click('::-p-text(Open the secret)');
    await waitForText(page, '#secret', NOTE);
    // What the page hands the browser to save: its link's Blob, read back here, and the name it gives.
    await page.evaluate(() => {
      const made = URL.createObjectURL.bind(URL);
      const saved = window as unknown as { savedDigest?: Promise<string> };
      URL.createObjectURL = (blob: Blob | MediaSource) => {
        if (blob instanceof Blob) {
          saved.savedDigest = blob
            .arrayBuffer()
            .then((buffer) => globalThis.crypto.subtle.digest('SHA-256', buffer))
            .then((digest) =>
              [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join(''),
            );
        }
        return made(blob);
      };
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        (window as unknown as { savedName?: string }).savedName = this.download;
      };
    });
    await page.click('::-p-text(contract.pdf)');
    await waitForText(page, '#sealed-file-list', 'Decrypted and saved to your downloads.');
    const digest = await page.evaluate(
      () => (window as unknown as { savedDigest?: Promise<string> }).savedDigest,
    );
    expect(digest).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(await page.evaluate(() => (window as unknown as { savedName?: string }).savedName)).toBe(
      'contract.pdf',
    );
    await shots(page, 'file-saved', 'light');
    await page.close();
  });

  it('says that a link without its key cannot be opened, and offers no button that would use a view', async () => {
    const sealed = await sealedTextPush(f, SECRET);
    const page = await light.newPage();
    await page.goto(sealed.push.html_url);
    await page.waitForSelector('::-p-text(This link has no key)');
    expect(
      await page.$$eval('button', (buttons) =>
        buttons.filter((b) => b.offsetParent !== null).map((b) => b.textContent),
      ),
    ).not.toContain('Open the secret');
    await shots(page, 'key-missing', 'light');
    const res = await fetch(`${f.server.url}/api/v2/pushes/${sealed.push.url_token}`, {
      headers: { authorization: `Bearer ${f.token}` },
    });
    expect(((await res.json()) as { views_remaining: number }).views_remaining).toBe(
      sealed.push.views_remaining,
    );
    await page.close();
  });
});
