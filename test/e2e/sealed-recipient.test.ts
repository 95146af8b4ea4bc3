import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { toBase64url } from '../../shared/sealed/base64url.ts';
import { keyFragment, newPushKey } from '../../shared/sealed/push-key.ts';
import type { PushJson } from '../../shared/wire.ts';
import { browserTests } from '../support/chromium.ts';
import { pagesFixture } from './pages-server.ts';
import {
  captureRequests,
  crypto,
  historyUrls,
  type Sealed,
  sealedFilePush,
  sealedShots,
  sealedTextPush,
} from './sealed-recipient-browser.ts';
import { PHONE_AND_DESKTOP } from './web-pages-browser.ts';

const availability = browserTests('the sealed recipient browser tests');

const TEXT = 'The vault code is 7391-ALPHA, ask Jo for the rest';
const FILE_TEXT = 'Sealed file push: the contract is attached';
const MARK_KEY = /k1=|[A-Za-z0-9_-]{43}/;

describe.skipIf(!availability.run)(`sealed pushes opened in a real browser ${availability.reason}`, () => {
  const f = pagesFixture();
  /** Every request of every context, and every key and plaintext none of them may hold. */
  const requests: string[] = [];
  const secrets: string[] = [TEXT, FILE_TEXT];

  const visit = async (width: 390 | 1280 = 390): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await f.browser.newContext({ viewport: { width, height: 800 }, acceptDownloads: true });
    const seen = captureRequests(context);
    context.on('close', () => requests.push(...seen));
    return { context, page: await context.newPage() };
  };
  const remember = (sealed: Sealed) => {
    secrets.push(toBase64url(sealed.key), keyFragment(sealed.key));
    return sealed;
  };
  const ownerView = async (push: PushJson) =>
    (await (
      await fetch(`${f.server.url}/api/v2/pushes/${push.url_token}`, {
        headers: { authorization: `Bearer ${f.token}` },
      })
    ).json()) as PushJson;
  /** The text of `selector` once it shows: the page's script fills it after a request or a decryption. */
  const shown = async (page: Page, selector: string) => {
    const found = page.locator(selector);
    await found.waitFor({ state: 'visible' });
    return found.textContent();
  };
  const status = (page: Page) => shown(page, '#sealed-error');

  afterAll(() => {
    if (!availability.run) return;
    expect(requests.length).toBeGreaterThan(20);
    const leaks = requests.filter((r) => secrets.some((s) => r.includes(s)));
    expect(leaks).toEqual([]);
  });

  it('opens a sealed text from its link, with the key gone from the address bar and history at once', async () => {
    const sealed = remember(await sealedTextPush(f, TEXT, { retrieval_step: false, expire_after_views: 3 }));
    const { context, page } = await visit();
    await page.goto(sealed.link);
    await expect(page.locator('h1').textContent()).resolves.toBe('Someone sent you a sealed secret');
    expect(page.url()).toBe(sealed.push.html_url);
    expect((await historyUrls(context, page)).filter((url) => MARK_KEY.test(url))).toEqual([]);
    await expect(page.evaluate(() => location.hash)).resolves.toBe('');
    expect((await ownerView(sealed.push)).views_remaining).toBe(3);
    await sealedShots(page, 'reveal');
    await page.getByRole('button', { name: 'Open the secret' }).click();
    await expect(shown(page, '#secret')).resolves.toBe(TEXT);
    await expect(page.locator('h1').textContent()).resolves.toBe('Your secret');
    await expect(shown(page, '#sealed-left-after')).resolves.toBe(
      'This secret link expires after 2 more views or within 7 days, whichever comes first.',
    );
    await expect(page.getByRole('button', { name: 'Copy to clipboard' }).isVisible()).resolves.toBe(true);
    expect((await ownerView(sealed.push)).views_remaining).toBe(2);
    await sealedShots(page, 'opened-text');
    await context.close();
  });

  it('downloads a sealed file decrypted, byte for byte, under its own name', async () => {
    const bytes = crypto.randomBytes(300 * 1024 + 123);
    const sealed = await sealedFilePush(f, FILE_TEXT, {
      name: 'contract 2026.pdf',
      type: 'application/pdf',
      bytes,
    });
    remember(sealed);
    const { context, page } = await visit();
    await page.goto(sealed.link);
    await page.getByRole('button', { name: 'Open the secret' }).click();
    await expect(shown(page, '#secret')).resolves.toBe(FILE_TEXT);
    const item = page.locator('#sealed-file-list li');
    await expect(item.textContent()).resolves.toContain('contract 2026.pdf');
    // What the file holds opened, worked out from its sealed size before any download; no type.
    await expect(item.locator('span.muted').first().textContent()).resolves.toBe('(300 kB)');
    await expect(item.textContent()).resolves.not.toContain('application/pdf');
    await sealedShots(page, 'file-list', PHONE_AND_DESKTOP);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'contract 2026.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('contract 2026.pdf');
    const saved = new Uint8Array(readFileSync((await download.path()) ?? ''));
    expect(saved.length).toBe(bytes.length);
    expect(Buffer.from(saved).equals(Buffer.from(bytes))).toBe(true);
    await expect(item.getByRole('status').textContent()).resolves.toBe(
      'Decrypted and saved to your downloads.',
    );
    await sealedShots(page, 'file-saved');
    await context.close();
  });

  it('says a wrong passphrase in place, with no reload, then opens with the right one', async () => {
    const sealed = remember(
      await sealedTextPush(f, TEXT, { passphrase: 'blue harbour', retrieval_step: false }),
    );
    const { context, page } = await visit();
    await page.goto(sealed.link);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.getByLabel('Passphrase').fill('red harbour');
    await page.getByRole('button', { name: 'Open the secret' }).click();
    await expect(shown(page, '#passphrase-error')).resolves.toBe('That passphrase is incorrect.');
    await expect(page.locator('#passphrase-error').isVisible()).resolves.toBe(true);
    await sealedShots(page, 'passphrase-wrong');
    await page.getByLabel('Passphrase').fill('blue harbour');
    await page.getByRole('button', { name: 'Open the secret' }).click();
    await expect(shown(page, '#secret')).resolves.toBe(TEXT);
    await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
    await context.close();
  });

  it('opens a push with a retrieval step from its /r link', async () => {
    const sealed = remember(await sealedTextPush(f, TEXT, { retrieval_step: true }));
    expect(sealed.push.html_url).toMatch(/\/r$/);
    const { context, page } = await visit(1280);
    await page.goto(sealed.link);
    expect(page.url()).toBe(sealed.push.html_url);
    await page.getByRole('button', { name: 'Open the secret' }).click();
    await expect(shown(page, '#secret')).resolves.toBe(TEXT);
    await context.close();
  });

  it('says when the key is missing or malformed, offering no button so no view is used', async () => {
    const sealed = remember(await sealedTextPush(f, TEXT, { retrieval_step: false }));
    const { context, page } = await visit();
    await page.goto(sealed.push.html_url);
    await expect(status(page)).resolves.toBe(
      'This link has no key, so the secret cannot be opened. Ask the sender for the whole secret link, including the part after the # sign.',
    );
    await expect(page.getByRole('button', { name: 'Open the secret' }).isVisible()).resolves.toBe(false);
    await sealedShots(page, 'key-missing');
    // A fresh load: from the same address, a new fragment alone would not reload the page.
    await page.goto('about:blank');
    await page.goto(`${sealed.push.html_url}#k1=AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh`);
    await expect(status(page)).resolves.toBe(
      'The key in this link is incomplete or damaged, so the secret cannot be opened. Ask the sender for the whole secret link again.',
    );
    expect(page.url()).toBe(sealed.push.html_url);
    await sealedShots(page, 'key-malformed');
    expect((await ownerView(sealed.push)).views_remaining).toBe(sealed.push.views_remaining);
    // The extension marks the page a moment later when it kept the key from an earlier page of the link.
    await page.evaluate(() => {
      document.documentElement.dataset.sealedOpener = 'extension';
    });
    await page.getByRole('button', { name: 'Open the secret' }).waitFor();
    await expect(page.locator('#sealed-error').isVisible()).resolves.toBe(false);
    await context.close();
  });

  it('says when the key does not open the secret', async () => {
    const sealed = remember(await sealedTextPush(f, TEXT, { retrieval_step: false }));
    const other = newPushKey(crypto.randomBytes);
    secrets.push(toBase64url(other));
    const { context, page } = await visit();
    await page.goto(`${sealed.push.html_url}#${keyFragment(other)}`);
    await page.getByRole('button', { name: 'Open the secret' }).click();
    await expect(status(page)).resolves.toBe(
      'This key does not open the secret, or the secret has been damaged. Check that you have the whole link, exactly as it was sent.',
    );
    await expect(page.locator('#secret').isVisible()).resolves.toBe(false);
    // The view was counted before the key was tried: the page says what the link has left now.
    await expect(shown(page, '#sealed-left-after')).resolves.toMatch(
      /^This secret link expires after 4 more views/,
    );
    await sealedShots(page, 'key-wrong');
    await context.close();
  });

  it('hands the envelope lines over undecrypted when the extension opens the page', async () => {
    const bytes = crypto.randomBytes(1000);
    const sealed = await sealedFilePush(f, FILE_TEXT, { name: 'a.txt', type: 'text/plain', bytes });
    remember(sealed);
    const { context, page } = await visit();
    // What the extension's content script does at document_start: it takes the key and says so.
    // (This init script runs before the root element exists, so it waits for the parsed document.)
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        document.documentElement.dataset.sealedOpener = 'extension';
        history.replaceState(null, '', location.pathname + location.search);
      });
    });
    await page.goto(sealed.link);
    await page.getByRole('button', { name: 'Open the secret' }).click();
    const text = page.locator('pre[data-sealed-envelope]');
    await expect(text.textContent()).resolves.toMatch(/^SP-SEALED-1\.t\./);
    const file = page.locator('a[data-sealed-envelope]');
    await expect(file.getAttribute('data-sealed-name')).resolves.toMatch(/^SP-SEALED-1\.n\./);
    await expect(file.getAttribute('href')).resolves.toMatch(/^\/f\//);
    await expect(page.locator('#sealed-status').textContent()).resolves.toBe(
      'The Secret Push extension opens this secret in this page.',
    );
    await context.close();
  });
});
