import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { firefoxTests } from './firefox-browser.ts';
import type { pagesFixture } from './pages-server.ts';
import {
  cutFilePush,
  filesIn,
  finishedDownload,
  launchDownloadingFirefox,
  sha256,
} from './sealed-download-browser.ts';
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
  let saving: { browser: Browser; downloads: string };
  beforeAll(async () => {
    f.server = await startServer(tempDataDir(), { PWP__ENABLE_FILE_PUSHES: 'true' });
    f.token = userCli(f.server.dataDir, ['add', 'sealed-firefox@example.com']).lastLine;
    [light, dark, saving] = await Promise.all([
      launchFirefox(),
      launchDarkFirefox(),
      launchDownloadingFirefox(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([light?.close(), dark?.close(), saving?.browser.close()]);
    await f.server?.stop('SIGTERM');
    if (saving) rmSync(saving.downloads, { recursive: true, force: true });
  });

  /** Counts the Blobs the page hands the browser to save: none when the download worker streams the file. */
  const countBlobLinks = (page: Page) =>
    page.evaluate(() => {
      const made = URL.createObjectURL.bind(URL);
      const counted = window as unknown as { blobLinks: number };
      counted.blobLinks = 0;
      URL.createObjectURL = (blob: Blob | MediaSource) => {
        counted.blobLinks += 1;
        return made(blob);
      };
    });
  const blobLinks = (page: Page) =>
    page.evaluate(() => (window as unknown as { blobLinks: number }).blobLinks);

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

  it('decrypts a sealed file in a stream to disk, to the original bytes under its own name', async () => {
    const bytes = crypto.randomBytes(200 * 1024 + 77);
    const sealed = await sealedFilePush(f, NOTE, { name: 'contract.pdf', type: 'application/pdf', bytes });
    const page = await saving.browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await page.goto(sealed.link);
    await page.click('::-p-text(Open the secret)');
    await waitForText(page, '#secret', NOTE);
    await countBlobLinks(page);
    await page.click('::-p-text(contract.pdf)');
    await waitForText(page, '#sealed-file-list', 'Decrypted and saved to your downloads.');
    // Firefox's own download folder holds the file, named as sealed, byte for byte.
    const saved = await finishedDownload(saving.downloads, 'contract.pdf', bytes.length);
    expect(sha256(saved)).toBe(sha256(bytes));
    expect(await blobLinks(page)).toBe(0);
    expect(f.server.output()).not.toContain('/assets/download/');
    await shots(page, 'file-saved', 'light');
    await page.close();
  });

  it('fails the download of a file cut short, and says why, leaving no complete-looking file', async () => {
    const link = await cutFilePush(f, 'cut.bin', 300 * 1024, 9);
    const page = await saving.browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await page.goto(link);
    await page.click('::-p-text(Open the secret)');
    await waitForText(page, '#sealed-file-list', 'cut.bin');
    await countBlobLinks(page);
    await page.click('::-p-text(cut.bin)');
    await waitForText(page, '#sealed-file-list .error', 'The file is incomplete');
    // Firefox keeps a failed download's part file and an empty placeholder under its name: never the file.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(filesIn(saving.downloads)['cut.bin'] ?? 0).toBe(0);
    expect(await blobLinks(page)).toBe(0);
    await shots(page, 'file-cut', 'light');
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
