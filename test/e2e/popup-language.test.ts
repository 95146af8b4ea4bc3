import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTests, CHROMIUM, CHROMIUM_ARGS } from '../support/chromium.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { buildExtension, screenshot } from './ext-browser.ts';

declare const chrome: {
  storage: { local: { set: (items: Record<string, unknown>) => Promise<void> } };
  i18n: { getUILanguage: () => string };
};

const mode = browserTests('the popup language browser test');
let built: string | undefined;
/** Both parts load the same build: made once per file. */
const extensionDir = () => {
  built ??= buildExtension('e2e-popup-language');
  return built;
};
// Chromium shows an extension in Polish only with its own Polish (Debian's chromium-l10n).
const polishChromium = existsSync('/usr/lib/chromium/locales/pl.pak');
if (mode.run && !polishChromium)
  console.warn('Skipping the Polish popup test: apt-get install chromium-l10n');

describe.runIf(mode.run && polishChromium)('the popup in Polish (Chromium --lang=pl, real server)', () => {
  let server: RunningServer;
  let context: BrowserContext;
  let worker: Worker;
  let id = '';

  beforeAll(async () => {
    const dir = extensionDir();
    server = await startServer(tempDataDir());
    const token = userCli(server.dataDir, ['add', 'polish@example.com']).lastLine;
    context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'secret-push-chromium-')), {
      executablePath: CHROMIUM,
      headless: true,
      args: [`--disable-extensions-except=${dir}`, `--load-extension=${dir}`, '--lang=pl', ...CHROMIUM_ARGS],
    });
    context.setDefaultTimeout(8_000);
    worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    id = new URL(worker.url()).host;
    const instance = { id: 'pl', baseUrl: server.url, token, defaults: { views: 5 }, features: null };
    await worker.evaluate((s) => chrome.storage.local.set(s), {
      settings: { instances: [instance], activeId: 'pl' },
    });
  }, 90_000);

  afterAll(async () => {
    await context?.close();
    await server?.stop('SIGTERM');
  });

  it.each([
    [5, '5 wyświetleń'],
    [2, '2 wyświetlenia'],
    [1, '1 wyświetlenie'],
  ])(
    'counts %i views in Polish’s own plural form after a push',
    async (views, words) => {
      // The catalog decides the form: this browser's interface language may still say English.
      console.log(
        `getUILanguage under --lang=pl: ${await worker.evaluate(() => chrome.i18n.getUILanguage())}`,
      );
      const page = await context.newPage();
      await page.setViewportSize({ width: 360, height: 600 });
      await page.goto(`chrome-extension://${id}/popup.html`);
      await page.locator('#payload').fill('hasło do drukarki');
      await page.locator('#views').fill(String(views));
      await page.locator('button[type="submit"]').click();
      const result = page.getByTestId('push-result');
      await result.waitFor();
      expect(await result.locator('.success').textContent()).toContain(words);
      if (views === 5) await page.screenshot({ path: screenshot('popup-language-pl') });
      await page.close();
    },
    30_000,
  );
});

// Debian's Chromium offers Urdu and Norwegian Bokmål (nb) as interface languages; Welsh, Irish,
// Basque and Icelandic it does not, so those catalogs are for Firefox.
const interfaceLanguages = [
  ['ur', 'ur', 'rtl'],
  ['nb', 'no', 'ltr'],
].filter(([flag]) => existsSync(`/usr/lib/chromium/locales/${flag}.pak`));

describe.runIf(mode.run && interfaceLanguages.length > 0)('the popup in the browser’s language', () => {
  let dir = '';
  let server: RunningServer;
  beforeAll(() => {
    dir = extensionDir();
  }, 90_000);
  beforeAll(async () => {
    server = await startServer(tempDataDir());
  });
  afterAll(async () => server?.stop('SIGTERM'));

  it.each(interfaceLanguages)(
    'Chromium in %s reads the %s catalog, says so with lang and dir, and shows Push without scrolling',
    async (flag, code, dir_) => {
      const context = await chromium.launchPersistentContext(
        mkdtempSync(join(tmpdir(), 'secret-push-chromium-')),
        {
          executablePath: CHROMIUM,
          headless: true,
          args: [
            `--disable-extensions-except=${dir}`,
            `--load-extension=${dir}`,
            `--lang=${flag}`,
            ...CHROMIUM_ARGS,
          ],
        },
      );
      context.setDefaultTimeout(8_000);
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      const instance = { id: 'x', baseUrl: server.url, token: '', defaults: { views: 5 }, features: null };
      await worker.evaluate((s) => chrome.storage.local.set(s), {
        settings: { instances: [instance], activeId: 'x' },
      });
      const page = await context.newPage();
      await page.setViewportSize({ width: 360, height: 600 });
      await page.goto(`chrome-extension://${new URL(worker.url()).host}/popup.html`);
      await page.locator('#payload').waitFor();
      const root = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
      }));
      expect(root).toEqual({ lang: code, dir: dir_ });
      await page.screenshot({ path: screenshot(`popup-language-${code}`) });
      // The popup's own size (its 400 px, Chromium's 600 px at most) and a narrow window: the Push
      // button is in sight without scrolling, also with the folded options open.
      const push = page.locator('form button[type="submit"]');
      const inSight = async () => {
        const box = await push.boundingBox();
        const height = page.viewportSize()?.height ?? 0;
        return box !== null && box.y >= 0 && box.y + box.height <= height;
      };
      for (const width of [400, 360]) {
        await page.setViewportSize({ width, height: 600 });
        await page.evaluate(() => window.scrollTo(0, 0));
        expect([width, await inSight()]).toEqual([width, true]);
      }
      await page.locator('details summary').first().click();
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await inSight()).toBe(true);
      await page.setViewportSize({ width: 400, height: 600 });
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.screenshot({ path: screenshot(`popup-language-${code}-push-in-sight-${colorScheme}`) });
      }
      await context.close();
    },
    60_000,
  );
});
