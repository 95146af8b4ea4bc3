import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { buildExtension, launchWithExtension } from './ext-browser.ts';
import { bothSchemes, type ExtensionFixture, saveInstance } from './ext-fixture.ts';
import { openerRegistered } from './ext-sealed-open-fixture.ts';
import { launchChromium, phone } from './pages-browser.ts';
import { recordingProxy } from './recording-proxy.ts';
import {
  chainNeedles,
  chainSecrets,
  type Haystack,
  keyOf,
  leaks,
  ownerCount,
  recordRequests,
  storedFiles,
  tokenOf,
} from './sealed-chain-support.ts';

const mode = browserTests('the sealed chain browser test');
if (!mode.run) console.warn(mode.reason);
const secrets = chainSecrets('chromium');

describe.runIf(mode.run)(
  'sealed pushes from the popup, opened in place and on the recipient page, in Chromium',
  () => {
    const f = {} as ExtensionFixture;
    let proxy: Awaited<ReturnType<typeof recordingProxy>>;
    let plain: Browser;
    let recipient: BrowserContext;
    /** Every request of both browsers: the one with the extension, and the plain one. */
    const requests: Promise<Haystack>[] = [];
    const links: string[] = [];

    beforeAll(async () => {
      const dir = buildExtension('e2e-sealed-chain');
      f.server = await startServer(tempDataDir());
      f.token = userCli(f.server.dataDir, ['add', 'chain@example.com']).lastLine;
      proxy = await recordingProxy(f.server.url);
      f.browser = await launchWithExtension(dir);
      f.browser.context.setDefaultTimeout(10_000);
      recordRequests(f.browser.context, 'extension Chromium', requests);
      // Through the proxy, so its bytes are everything either browser sent the instance.
      await saveInstance(f, { url: proxy.url, token: f.token });
      await openerRegistered(f.browser.worker);
      plain = await launchChromium();
      recipient = await phone(plain);
      recipient.setDefaultTimeout(10_000);
      recordRequests(recipient, 'plain Chromium', requests);
    }, 90_000);
    afterAll(async () => {
      await recipient?.close();
      await plain?.close();
      await f.browser?.context.close();
      proxy?.close();
      await f.server?.stop('SIGTERM');
    });

    /** Pushes from a fresh popup, sealed, once `fill` has set the form; the link the popup shows. */
    async function pushFromPopup(name: string, fill: (page: Page) => Promise<void>): Promise<string> {
      const page = await f.browser.context.newPage();
      await page.setViewportSize({ width: 360, height: 600 });
      await page.goto(f.browser.url('popup.html'));
      await fill(page);
      await page.getByRole('switch', { name: 'Sealed' }).check();
      await page.getByRole('button', { name: 'Push', exact: true }).click();
      const link = (await page.getByTestId('secret-link').textContent({ timeout: 30_000 })) ?? '';
      await page.getByTestId('result-sealed').waitFor();
      expect(link).toMatch(new RegExp(`^${proxy.url}/p/[^#]+#k1=[A-Za-z0-9_-]{43}$`));
      await bothSchemes(page, `sealed-chain-popup-${name}`);
      await page.close();
      links.push(link);
      return link;
    }

    /** The link opened in a tab of the browser the extension is set up in; the page once it shows. */
    async function openInPlace(link: string, shown: string): Promise<Page> {
      const page = await f.browser.context.newPage();
      await page.goto(link);
      expect(page.url()).not.toContain('#');
      await page.getByRole('button', { name: 'Open the secret' }).click();
      const secret = page.locator('#secret[data-sealed-opened="extension"]');
      expect(await secret.textContent()).toBe(shown);
      expect(page.url()).not.toContain('#');
      return page;
    }

    /** The link opened in the plain Chromium: our recipient page's own script opens it after the click. */
    async function openOnRecipientPage(link: string, shown: string): Promise<Page> {
      const page = await recipient.newPage();
      await page.goto(link);
      expect(page.url()).not.toContain('#');
      await page.getByRole('button', { name: 'Open the secret' }).click();
      await page.locator('#secret').waitFor({ state: 'visible' });
      expect(await page.locator('#secret').textContent()).toBe(shown);
      expect(await page.evaluate(() => document.documentElement.dataset.sealedOpener)).toBeUndefined();
      return page;
    }

    /** Clicks `control` and reads what the browser downloaded: its name and bytes. */
    async function download(page: Page, control: ReturnType<Page['locator']>) {
      const [saved] = await Promise.all([page.waitForEvent('download'), control.click()]);
      return { name: saved.suggestedFilename(), bytes: readFileSync(await saved.path()) };
    }

    it('pushes a sealed text from the popup; the extension opens it in place, a plain Chromium on the recipient page', async () => {
      const link = await pushFromPopup('text', (page) =>
        page.getByLabel('Secret', { exact: true }).fill(secrets.text),
      );
      const before = await ownerCount(f.server.url, f.token, tokenOf(link));
      expect(before.views).toBe(0);

      const inPlace = await openInPlace(link, secrets.text);
      await bothSchemes(inPlace, 'sealed-chain-text-extension');
      await inPlace.close();
      expect(await ownerCount(f.server.url, f.token, tokenOf(link))).toEqual({
        viewsRemaining: before.viewsRemaining - 1,
        views: 1,
      });

      const onPage = await openOnRecipientPage(link, secrets.text);
      await bothSchemes(onPage, 'sealed-chain-text-recipient');
      await onPage.close();
      expect(await ownerCount(f.server.url, f.token, tokenOf(link))).toEqual({
        viewsRemaining: before.viewsRemaining - 2,
        views: 2,
      });
    }, 60_000);

    it('pushes two sealed files from the popup; each opens to its bytes under its name, in place and on the recipient page', async () => {
      const link = await pushFromPopup('file', async (page) => {
        await page.getByRole('radio', { name: 'File', exact: true }).check();
        await page.getByLabel('Files', { exact: true }).setInputFiles(secrets.files.map((file) => file.path));
        for (const file of secrets.files) await page.getByText(file.name).first().waitFor();
        await page.getByRole('textbox', { name: 'Message (optional)' }).fill(secrets.message);
      });
      const before = await ownerCount(f.server.url, f.token, tokenOf(link));

      const inPlace = await openInPlace(link, secrets.message);
      for (const file of secrets.files) {
        const control = inPlace.locator('a[data-sealed-opened="extension"]', { hasText: file.name });
        const saved = await download(inPlace, control);
        expect([saved.name, saved.bytes.equals(file.bytes)]).toEqual([file.name, true]);
      }
      await bothSchemes(inPlace, 'sealed-chain-file-extension');
      await inPlace.close();

      const onPage = await openOnRecipientPage(link, secrets.message);
      for (const file of secrets.files) {
        const saved = await download(onPage, onPage.getByRole('button', { name: file.name }));
        expect([saved.name, saved.bytes.equals(file.bytes)]).toEqual([file.name, true]);
      }
      await onPage.getByText('Decrypted and saved to your downloads.').nth(1).waitFor();
      await bothSchemes(onPage, 'sealed-chain-file-recipient');
      await onPage.close();
      expect(await ownerCount(f.server.url, f.token, tokenOf(link))).toEqual({
        viewsRemaining: before.viewsRemaining - 2,
        views: 2,
      });
    }, 90_000);

    it('sent no key, text, file name or file bytes in any request of either browser, and the server kept none', async () => {
      expect(links).toHaveLength(2);
      const sent = await Promise.all(requests);
      const wire = proxy.sent();
      // The captures saw the envelopes, the sealed uploads and both openings: they would see a leak.
      expect(wire.includes('SP-SEALED-1.t.')).toBe(true);
      expect(wire.includes('filename="2.sealed"')).toBe(true);
      const opened = (what: RegExp) =>
        sent.filter((r) => what.test(r.where)).map((r) => r.where.split(' ')[0]);
      expect(opened(/ POST .*\/sealed$/)).toEqual(['extension', 'plain', 'extension', 'plain']);
      expect(opened(/ GET .*\/f\//)).toEqual(['extension', 'extension', 'plain', 'plain']);
      const needles = chainNeedles(secrets, links.map(keyOf));
      const haystacks: Haystack[] = [
        { where: 'the proxy', bytes: wire },
        ...sent,
        ...storedFiles(f.server.dataDir),
        { where: 'the server output', bytes: Buffer.from(f.server.output()) },
      ];
      console.info(
        `sealed chain (Chromium): ${sent.length} requests (${sent.filter((r) => r.body).length} with a body), ` +
          `${wire.length} bytes through the proxy, ` +
          `${haystacks.length} places searched for ${needles.length} forms of the secrets`,
      );
      expect(leaks(haystacks, needles)).toEqual([]);
    });
  },
);
