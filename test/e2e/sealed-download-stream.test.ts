import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { launchChromium } from './pages-browser.ts';
import type { pagesFixture } from './pages-server.ts';
import { cutFilePush, sha256 } from './sealed-download-browser.ts';
import { crypto, sealedFilePush, sealedShots } from './sealed-recipient-browser.ts';

const availability = browserTests('the sealed download browser tests');
const NOTE = 'Streamed: the quarterly backup';

describe.skipIf(!availability.run)(
  `a sealed file saved from the recipient page ${availability.reason}`,
  () => {
    const f = { token: '' } as ReturnType<typeof pagesFixture>;
    beforeAll(async () => {
      f.server = await startServer(tempDataDir(), { PWP__ENABLE_FILE_PUSHES: 'true' });
      f.token = userCli(f.server.dataDir, ['add', 'streamed@example.com']).lastLine;
      f.browser = await launchChromium();
    });
    afterAll(async () => {
      await f.browser?.close();
      await f.server?.stop('SIGTERM');
    });

    /** A recipient's page, opened on `link` with its file listed; `block` refuses it service workers. */
    async function opened(link: string, block = false): Promise<{ context: BrowserContext; page: Page }> {
      const context = await f.browser.newContext({
        viewport: { width: 1280, height: 800 },
        acceptDownloads: true,
        serviceWorkers: block ? 'block' : 'allow',
      });
      const page = await context.newPage();
      await page.goto(link);
      await page.getByRole('button', { name: 'Open the secret' }).click();
      await page.locator('#sealed-file-list button').waitFor();
      return { context, page };
    }

    const status = (page: Page) => page.locator('#sealed-file-list [role="status"]');

    it('streams the file to disk through the download worker, the server never asked for it', async () => {
      const bytes = crypto.randomBytes(700 * 1024 + 5);
      const sealed = await sealedFilePush(f, NOTE, {
        name: 'backup 2026.tar',
        type: 'application/x-tar',
        bytes,
      });
      const { context, page } = await opened(sealed.link);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'backup 2026.tar' }).click(),
      ]);
      expect(download.url()).toMatch(new RegExp(`^${f.server.url}/assets/download/[0-9a-f]{32}$`));
      expect(download.suggestedFilename()).toBe('backup 2026.tar');
      expect(sha256(readFileSync((await download.path()) ?? ''))).toBe(sha256(bytes));
      await expect.poll(() => status(page).textContent()).toBe('Decrypted and saved to your downloads.');
      expect(f.server.output()).not.toContain('/assets/download/');
      await context.close();
    });

    it('fails the download of a file cut short, rather than finish it, and says why', async () => {
      const link = await cutFilePush(f, 'cut.bin', 500 * 1024, 9);
      const { context, page } = await opened(link);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'cut.bin' }).click(),
      ]);
      expect(download.url()).toContain('/assets/download/');
      await expect(download.failure()).resolves.not.toBeNull();
      await expect
        .poll(() => status(page).textContent())
        .toBe('The file is incomplete: it ends before its last part. Download it again.');
      await sealedShots(page, 'file-cut');
      await context.close();
    });

    it('saves the Blob way where the browser refuses service workers', async () => {
      const bytes = crypto.randomBytes(300 * 1024 + 1);
      const sealed = await sealedFilePush(f, NOTE, { name: 'notes.txt', type: 'text/plain', bytes });
      const { context, page } = await opened(sealed.link, true);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'notes.txt' }).click(),
      ]);
      expect(download.url()).toMatch(/^blob:/);
      expect(download.suggestedFilename()).toBe('notes.txt');
      expect(sha256(readFileSync((await download.path()) ?? ''))).toBe(sha256(bytes));
      await expect.poll(() => status(page).textContent()).toBe('Decrypted and saved to your downloads.');
      await context.close();
    });
  },
);
