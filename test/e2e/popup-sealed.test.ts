import { webcrypto } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFileStream } from '../../shared/sealed/open-file.ts';
import { newPushKey, parsePushKey } from '../../shared/sealed/push-key.ts';
import { openFileName } from '../../shared/sealed/sealed-file-name.ts';
import { sealedLines } from '../../shared/sealed/sealed-payload.ts';
import { openText, sealText } from '../../shared/sealed/sealed-text.ts';
import type { PushJson } from '../../shared/wire.ts';
import { browserTests } from '../support/chromium.ts';
import { startServer, tempDataDir, userCli } from '../support/server-process.ts';
import {
  buildExtension,
  type ExtensionBrowser,
  launchWithExtension,
  recordNotifications,
  screenshot,
} from './ext-browser.ts';
import { type ExtensionFixture, expectNoSideways, saveInstance } from './ext-fixture.ts';
import { recordingProxy } from './recording-proxy.ts';

const mode = browserTests('the sealed popup browser test');
const subtle = webcrypto.subtle as SubtleCrypto;
const SECRET = 'prod-db: correct-horse-battery-staple-4711';
const ROW = 'PAYROLL-ROW;Jane Doe;IBAN DE89370400440532013000;4711.00\n';

/** What a person sees at 360 px in the popup's 600 px: light, then dark. */
async function shoot(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: screenshot(`popup-sealed-${name}-${colorScheme}`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

function keyOf(link: string): Uint8Array {
  const key = parsePushKey(link);
  if (!key.ok) throw new Error(`no key in ${link}: ${key.reason}`);
  return key.value;
}

const tokenOf = (link: string) => /\/[pf]\/([^/#?]+)/.exec(link)?.[1] ?? '';

describe.runIf(mode.run)('sealed pushes from the popup (Chromium, real server)', () => {
  const f = {} as ExtensionFixture;
  let proxy: Awaited<ReturnType<typeof recordingProxy>>;
  /** Every request the browser made: URL and body, from pages and the service worker alike. */
  const requests: { url: string; body: Buffer }[] = [];
  beforeAll(async () => {
    const dir = buildExtension('e2e-popup-sealed');
    f.server = await startServer(tempDataDir());
    f.token = userCli(f.server.dataDir, ['add', 'sealed@example.com']).lastLine;
    proxy = await recordingProxy(f.server.url);
    f.browser = await launchWithExtension(dir);
    f.browser.context.setDefaultTimeout(8_000);
    f.browser.context.on('request', (r: Request) => {
      requests.push({ url: r.url(), body: r.postDataBuffer() ?? Buffer.alloc(0) });
    });
    await saveInstance(f, { url: proxy.url, token: f.token });
  }, 90_000);
  afterAll(async () => {
    await f.browser?.context.close();
    proxy?.close();
    await f.server?.stop('SIGTERM');
  });

  const api = async <T>(path: string) =>
    (await (
      await fetch(`${f.server.url}/api/v2${path}`, { headers: { authorization: `Bearer ${f.token}` } })
    ).json()) as T;

  const openPopup = async (browser: ExtensionBrowser) => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 360, height: 600 });
    await page.goto(browser.url('popup.html'));
    await page.getByLabel('Secret', { exact: true }).waitFor();
    return page;
  };

  /** Nothing the browser sent, to the instance or anywhere, holds any of `needles`. */
  const expectNeverSent = (...needles: string[]) => {
    const wire = proxy.sent();
    for (const needle of needles) {
      expect([needle, wire.includes(needle)]).toEqual([needle, false]);
      const inRequests = requests.filter((r) => r.url.includes(needle) || r.body.includes(needle));
      expect([needle, inRequests.map((r) => r.url)]).toEqual([needle, []]);
    }
  };

  it('pushes a sealed text: only its envelope leaves, and the link’s key opens what the instance stores', async () => {
    const page = await openPopup(f.browser);
    const sealed = page.getByRole('switch', { name: 'Sealed' });
    await sealed.check();
    await page.getByLabel('Secret', { exact: true }).fill(SECRET);
    await page.getByText('Passphrase, name and note').click();
    await page.getByLabel('Name (only you see it)').fill('Staging DB');
    await page.getByTestId('sealed-extras').waitFor();
    await expectNoSideways(page);
    await shoot(page, 'form');
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    const link = (await page.getByTestId('secret-link').textContent()) ?? '';
    expect(link).toMatch(new RegExp(`^${proxy.url}/p/[^#]+#k1=[A-Za-z0-9_-]{43}$`));
    await page.getByTestId('result-sealed').waitFor();
    await expectNoSideways(page);
    await shoot(page, 'result');

    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    await page.getByRole('button', { name: 'Push another' }).click();
    await page.getByLabel('Secret', { exact: true }).focus();
    await page.keyboard.press('Control+V');
    expect(await page.getByLabel('Secret', { exact: true }).inputValue()).toBe(link);
    await page.close();

    const stored = await api<PushJson>(`/pushes/${tokenOf(link)}`);
    expect(await openText(subtle, keyOf(link), stored.payload ?? '')).toEqual({ ok: true, value: SECRET });
    expect(proxy.sent().includes('Staging DB')).toBe(true);
    expectNeverSent(SECRET, link.split('#k1=')[1] ?? '', link);
  }, 60_000);

  it('pushes a sealed file: uploaded under its place, and it and its name open with the link’s key', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'popup-sealed-'));
    const path = join(dir, 'payroll-2026.csv');
    const content = Buffer.from(ROW.repeat(5000));
    writeFileSync(path, content);
    const page = await openPopup(f.browser);
    await page.getByRole('radio', { name: 'File', exact: true }).check();
    await page.getByRole('switch', { name: 'Sealed' }).check();
    await page.getByLabel('Files', { exact: true }).setInputFiles(path);
    await page.getByText(/^payroll-2026\.csv \(278 kB\)/).waitFor();
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    const link = (await page.getByTestId('secret-link').textContent({ timeout: 30_000 })) ?? '';
    await page.close();

    const stored = await api<PushJson>(`/pushes/${tokenOf(link)}`);
    const [file] = stored.files ?? [];
    expect(file?.filename).toBe('1.sealed');
    const key = keyOf(link);
    const names = sealedLines(stored.payload ?? '')?.fileNames ?? [];
    expect(await openFileName(subtle, key, names[0] ?? '')).toEqual({
      ok: true,
      value: { name: 'payroll-2026.csv', type: 'text/csv' },
    });
    const download = await fetch(new URL(file?.url ?? '', f.server.url));
    const opening = openFileStream(subtle, key);
    const opened = Buffer.from(await new Response(download.body?.pipeThrough(opening.stream)).arrayBuffer());
    expect(await opening.result).toEqual({ ok: true, value: { bytes: content.length } });
    expect(opened.equals(content)).toBe(true);
    expectNeverSent('PAYROLL-ROW', 'payroll-2026', link.split('#k1=')[1] ?? '');
  }, 60_000);

  it('says why QR codes and URLs are not sealed, and the list marks the sealed rows and copies their whole link', async () => {
    const page = await openPopup(f.browser);
    await page.getByRole('switch', { name: 'Sealed' }).check();
    await page.getByRole('radio', { name: 'QR code', exact: true }).check();
    expect(await page.getByRole('switch', { name: 'Sealed' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('sealed-why').textContent()).toBe(
      "QR code pushes can't be sealed: a phone's camera app must be able to read the code.",
    );
    await shoot(page, 'qr');
    await page.getByRole('radio', { name: 'URL', exact: true }).check();
    expect(await page.getByTestId('sealed-why').textContent()).toBe(
      "URL pushes can't be sealed: the instance itself sends the recipient on to the URL.",
    );
    await shoot(page, 'url');

    await page.getByRole('tab', { name: 'Active' }).click();
    const row = page
      .getByTestId('push-row')
      .filter({ has: page.getByTestId('row-sealed') })
      .first();
    await row.waitFor();
    expect(await page.getByTestId('row-sealed').count()).toBe(2);
    await expectNoSideways(page);
    await shoot(page, 'rows');
    await row.getByRole('button', { name: 'Copy link' }).click();
    await row.getByRole('button', { name: 'Copied' }).waitFor();
    // Read back as a person would: pasted into the next push's field.
    await page.getByRole('tab', { name: 'New push' }).click();
    await page.getByLabel('Secret', { exact: true }).focus();
    await page.keyboard.press('Control+V');
    const copied = await page.getByLabel('Secret', { exact: true }).inputValue();
    expect(copied).toMatch(new RegExp(`^${proxy.url}/[pf]/[^#]+#k1=[A-Za-z0-9_-]{43}$`));
    await page.close();
  }, 60_000);

  it('seals a right-click push when the instance’s default says so, and copies the link with its key', async () => {
    const options = await f.browser.context.newPage();
    await options.setViewportSize({ width: 800, height: 900 });
    await options.goto(f.browser.url('options.html'));
    await options.getByLabel('Seal right-click pushes').check();
    await options.getByRole('button', { name: 'Save', exact: true }).click();
    await options.getByText(/Saved\.|already saved/).waitFor();
    await options.getByLabel('Seal right-click pushes').scrollIntoViewIfNeeded();
    await shoot(options, 'options');
    await options.close();

    await recordNotifications(f.browser.worker);
    const before = new Set((await api<PushJson[]>('/pushes/active')).map((p) => p.url_token));
    const selected = `menu-secret:\n${SECRET}`;
    await f.browser.worker.evaluate((selectionText) => {
      const { chrome } = globalThis as unknown as {
        chrome: { contextMenus: { onClicked: { dispatch: (...args: unknown[]) => void } } };
      };
      // Playwright cannot open a context menu; dispatch fires the listener the extension registered.
      chrome.contextMenus.onClicked.dispatch(
        { menuItemId: 'push-selection', selectionText, pageUrl: 'https://wiki.example/x', frameId: 0 },
        undefined,
      );
    }, selected);
    let added: PushJson | undefined;
    await expect
      .poll(async () => {
        added = (await api<PushJson[]>('/pushes/active')).find((p) => !before.has(p.url_token));
        return added;
      })
      .toBeDefined();
    const notes = () =>
      f.browser.worker.evaluate(
        () => (globalThis as unknown as { seenNotes: { message: string }[] }).seenNotes,
      );
    await expect.poll(async () => (await notes()).length).toBe(1);

    // The copied link, read back as a person would: pasted into the popup's field.
    const page = await openPopup(f.browser);
    await page.getByLabel('Secret', { exact: true }).focus();
    await page.keyboard.press('Control+V');
    const link = await page.getByLabel('Secret', { exact: true }).inputValue();
    await page.close();
    expect(tokenOf(link)).toBe(added?.url_token);
    const stored = await api<PushJson>(`/pushes/${tokenOf(link)}`);
    expect(await openText(subtle, keyOf(link), stored.payload ?? '')).toEqual({ ok: true, value: selected });
    const key = link.split('#k1=')[1] ?? '';
    expect(JSON.stringify(await notes())).not.toContain(key);
    expectNeverSent(SECRET, key);
  }, 60_000);
  it('marks a push sealed elsewhere as sealed, says its key is only in its maker’s link, and copies no link without it', async () => {
    // Sealed in another browser or on the web form: this browser never held its key.
    const crypto = { subtle, randomBytes: (n: number) => webcrypto.getRandomValues(new Uint8Array(n)) };
    const payload = await sealText(crypto, newPushKey(crypto.randomBytes), SECRET);
    const made = await fetch(`${f.server.url}/api/v2/pushes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${f.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ push: { payload, name: 'Sealed on the web' } }),
    });
    const elsewhere = (await made.json()) as PushJson;
    expect(elsewhere.sealed).toBe(true);
    const page = await openPopup(f.browser);
    await page.getByRole('tab', { name: 'Active' }).click();
    const row = page.locator(`[data-url-token="${elsewhere.url_token}"]`);
    await row.getByTestId('row-sealed').waitFor();
    expect(await row.getByTestId('row-key-missing').textContent()).toBe(
      'Its key is not in this browser: only the link copied where it was pushed opens it.',
    );
    expect(await row.getByRole('button', { name: 'Copy link' }).count()).toBe(0);
    await row.scrollIntoViewIfNeeded();
    await expectNoSideways(page);
    await shoot(page, 'key-elsewhere');
    await page.close();
  }, 60_000);
});
