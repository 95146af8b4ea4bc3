import { rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { until } from '../support/until.ts';
import { screenshot } from './ext-browser.ts';
import {
  buildFirefoxExtension,
  type FirefoxWithExtension,
  firefoxTests,
  launchFirefoxWithExtension,
} from './firefox-browser.ts';
import { recordingProxy } from './recording-proxy.ts';
import {
  type ChainFile,
  chainNeedles,
  chainSecrets,
  extensionPage,
  type Haystack,
  keyOf,
  leaks,
  ownerCount,
  recordPageRequests,
  savedFile,
  storedFiles,
  tokenOf,
} from './sealed-chain-support.ts';
import { fill, launchDarkFirefox, launchFirefox, textOf } from './web-firefox-browser.ts';

const mode = firefoxTests('the sealed chain Firefox test');
if (!mode.run) console.warn(mode.reason);
const secrets = chainSecrets('firefox');
/** Asked in an extension page as a string: the test runner rewrites the name `browser` in this file. */
const REGISTERED = 'browser.scripting.getRegisteredContentScripts()';
/** Firefox saves downloads here without asking; the names are this run's own, removed once read. */
const DOWNLOADS = join(homedir(), 'Downloads');

const address = (page: Page) => page.evaluate(() => location.href);

describe.runIf(mode.run)(
  'sealed pushes from the popup, opened in place and on the recipient page, in Firefox',
  () => {
    let server: RunningServer;
    let token = '';
    let proxy: Awaited<ReturnType<typeof recordingProxy>>;
    let firefox: FirefoxWithExtension;
    let plain: Browser;
    let dark: Browser;
    const requests: Promise<Haystack>[] = [];
    const links: string[] = [];

    beforeAll(async () => {
      const dir = buildFirefoxExtension('e2e-sealed-chain-firefox');
      server = await startServer(tempDataDir());
      token = userCli(server.dataDir, ['add', 'chain-firefox@example.com']).lastLine;
      proxy = await recordingProxy(server.url);
      firefox = await launchFirefoxWithExtension(dir);
      const options = await extensionPage(firefox, 'options.html', '#instance-url');
      // Through the proxy, so its bytes are everything either Firefox sent the instance.
      await fill(options, '#instance-url', proxy.url);
      await fill(options, '#instance-token', token);
      await options.click('button[type="submit"]');
      await options.waitForSelector('::-p-text(The API token is accepted)', { timeout: 15_000 });
      await until(
        async () =>
          ((await options.evaluate(REGISTERED)) as { matches?: string[] }[]).some((s) =>
            s.matches?.includes('http://127.0.0.1/p/*'),
          ),
        'the opener is registered on the instance',
        10_000,
      );
      await options.close();
      [plain, dark] = await Promise.all([launchFirefox(), launchDarkFirefox()]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([firefox?.browser.close(), plain?.close(), dark?.close()]);
      proxy?.close();
      await server?.stop('SIGTERM');
      for (const file of secrets.files) rmSync(join(DOWNLOADS, file.name), { force: true });
    });

    let popup: Page | undefined;
    /** Pushes from the popup, sealed, once `fillForm` has set the form; the link the popup shows. */
    async function pushFromPopup(name: string, fillForm: (page: Page) => Promise<void>): Promise<string> {
      let page = popup;
      if (page === undefined) {
        page = popup = await extensionPage(firefox, 'popup.html', '#payload');
        recordPageRequests(page, 'extension Firefox', requests);
        await page.setViewport({ width: 360, height: 600 });
      } else {
        await page.click('::-p-text(Push another)');
        await page.waitForSelector('#payload');
      }
      await fillForm(page);
      if (!(await page.$eval('input[role="switch"]', (s) => (s as HTMLInputElement).checked)))
        await page.click('input[role="switch"]');
      await page.waitForSelector('[data-testid="sealed-extras"]');
      await page.click('form[aria-label="New push"] button[type="submit"]');
      await page.waitForSelector('[data-testid="result-sealed"]', { timeout: 30_000 });
      const link = await textOf(page, '[data-testid="secret-link"]');
      expect(link).toMatch(new RegExp(`^${proxy.url}/p/[^#]+#k1=[A-Za-z0-9_-]{43}$`));
      await page.screenshot({ path: screenshot(`sealed-chain-firefox-popup-${name}-light`), fullPage: true });
      links.push(link);
      return link;
    }

    /** Opens `link` in a new tab of `browser` and clicks to open the secret; the page once `shown` shows. */
    async function open(browser: Browser, who: string, link: string, shown: string, opened: string) {
      const page = await browser.newPage();
      recordPageRequests(page, who, requests);
      await page.setViewport({ width: 420, height: 700 });
      await page.goto(link);
      expect(await address(page)).not.toContain('#');
      await page.click('#sealed-open');
      await page.waitForFunction(
        (selector: string, text: string) => document.querySelector(selector)?.textContent === text,
        { timeout: 15_000 },
        opened,
        shown,
      );
      expect(await address(page)).not.toContain('#');
      return page;
    }

    const inPlace = (link: string, shown: string) =>
      open(firefox.browser, 'extension Firefox', link, shown, '#secret[data-sealed-opened="extension"]');
    /** In a plain Firefox: our recipient page's own script opens it, with no extension to mark the page. */
    async function onRecipientPage(browser: Browser, who: string, link: string, shown: string) {
      const page = await open(browser, who, link, shown, '#secret');
      expect(await page.evaluate(() => document.documentElement.dataset.sealedOpener ?? 'none')).toBe('none');
      return page;
    }

    /** Clicks `control` and reads what Firefox saved under the file's name, then removes it. */
    async function download(control: ElementHandle | null, file: ChainFile): Promise<boolean> {
      const path = join(DOWNLOADS, file.name);
      rmSync(path, { force: true });
      await control?.click();
      const saved = await savedFile(path, file.bytes.length, 45_000);
      rmSync(path, { force: true });
      return saved.equals(file.bytes);
    }

    const shot = (page: Page, name: string, scheme: 'light' | 'dark') =>
      page.screenshot({ path: screenshot(`sealed-chain-firefox-${name}-${scheme}`), fullPage: true });

    it('pushes a sealed text from the popup; the extension opens it in place, a plain Firefox on the recipient page', async () => {
      const link = await pushFromPopup('text', (page) => page.type('#payload', secrets.text));
      const count = () => ownerCount(server.url, token, tokenOf(link));
      const before = await count();
      expect(before.views).toBe(0);

      const extension = await inPlace(link, secrets.text);
      await shot(extension, 'text-extension', 'light');
      await extension.close();
      expect(await count()).toEqual({ viewsRemaining: before.viewsRemaining - 1, views: 1 });

      for (const [browser, scheme] of [
        [plain, 'light'],
        [dark, 'dark'],
      ] as const) {
        const page = await onRecipientPage(browser, 'plain Firefox', link, secrets.text);
        await shot(page, 'text-recipient', scheme);
        await page.close();
      }
      expect(await count()).toEqual({ viewsRemaining: before.viewsRemaining - 3, views: 3 });
    }, 90_000);

    it('pushes two sealed files from the popup; each opens to its bytes under its name, in place and on the recipient page', async () => {
      const link = await pushFromPopup('file', async (page) => {
        for (const kind of await page.$$('fieldset.kinds label'))
          if ((await kind.evaluate((label) => label.textContent?.trim())) === 'File') await kind.click();
        const input = (await page.waitForSelector('#files')) as ElementHandle<HTMLInputElement>;
        await input.uploadFile(...secrets.files.map((file) => file.path));
        for (const file of secrets.files) await page.waitForSelector(`::-p-text(${file.name})`);
        await page.type('#payload', secrets.message);
      });
      const count = () => ownerCount(server.url, token, tokenOf(link));
      const before = await count();

      const extension = await inPlace(link, secrets.message);
      for (const file of secrets.files) {
        const control = await extension.waitForSelector(
          `a[data-sealed-opened="extension"]::-p-text(${file.name})`,
        );
        expect([file.name, await download(control, file)]).toEqual([file.name, true]);
      }
      await shot(extension, 'file-extension', 'light');
      await extension.close();

      const page = await onRecipientPage(plain, 'plain Firefox', link, secrets.message);
      for (const [i, file] of secrets.files.entries()) {
        const control = await page.waitForSelector(`#sealed-file-list button::-p-text(${file.name})`);
        const saved = download(control, file);
        // Awaited once the page has said how it ended; a refusal must not surface as a stray rejection.
        saved.catch(() => undefined);
        // The page says how the download ended; a refusal or failure is said there, not by a timeout.
        await page.waitForFunction(
          (done: number) =>
            document.querySelectorAll('#sealed-file-list :is(.success, .error)').length === done,
          { timeout: 40_000 },
          i + 1,
        );
        const said = await page.$$eval('#sealed-file-list [role="status"]', (notes) =>
          notes.map((n) => n.textContent),
        );
        expect(said[i]).toBe('Decrypted and saved to your downloads.');
        expect([file.name, await saved]).toEqual([file.name, true]);
      }
      await shot(page, 'file-recipient', 'light');
      await page.close();
      const twin = await onRecipientPage(dark, 'plain Firefox', link, secrets.message);
      await shot(twin, 'file-recipient', 'dark');
      await twin.close();
      expect(await count()).toEqual({ viewsRemaining: before.viewsRemaining - 3, views: 3 });
    }, 90_000);

    it('sent no key, text, file name or file bytes in any request either Firefox made, and the server kept none', async () => {
      expect(links).toHaveLength(2);
      const seen = await Promise.all(requests);
      const wire = proxy.sent();
      // The proxy saw the envelopes, the sealed uploads and every opening: it would see a leak.
      expect(wire.includes('SP-SEALED-1.t.')).toBe(true);
      expect(wire.includes('filename="2.sealed"')).toBe(true);
      expect(wire.toString('latin1').match(/POST \/p\/[^/ ]+(\/r)?\/sealed /g)).toHaveLength(6);
      const needles = chainNeedles(secrets, links.map(keyOf));
      const haystacks: Haystack[] = [
        { where: 'the proxy', bytes: wire },
        ...seen,
        ...storedFiles(server.dataDir),
        { where: 'the server output', bytes: Buffer.from(server.output()) },
      ];
      console.info(
        `sealed chain (Firefox): ${seen.length} requests seen by BiDi (${seen.filter((r) => r.body).length} ` +
          `with a body), ${wire.length} bytes through the proxy, ${haystacks.length} places searched for ` +
          `${needles.length} forms of the secrets`,
      );
      expect(leaks(haystacks, needles)).toEqual([]);
    });
  },
);
