import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrSvg } from '../../server/browser/qr-svg.ts';
import { parsePushKey } from '../../shared/sealed/push-key.ts';
import type { PushJson } from '../../shared/wire.ts';
import { browserTests } from '../support/chromium.ts';
import { startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { pagesFixture, setPassword } from './pages-server.ts';
import { recordingProxy } from './recording-proxy.ts';
import { pageShots } from './web-pages-browser.ts';
import { seriousFindings, signInOnPage } from './web-push-browser.ts';
import { openSealedPush } from './web-sealed-browser.ts';

const availability = browserTests('the sealed push form browser tests');
const PASSWORD = 'a password of some length';
const EMAIL = 'team@example.com';
const SECRET = 'db password: correct-horse-7f3a91 for the staging cluster';
const MESSAGE = 'The keys for the audit, see both files';
const REPORT = randomBytes(1024 * 1024 + 4321);
const PEM =
  '-----BEGIN CERTIFICATE-----\nMIIBsealedtestcertificatebody0123456789\n-----END CERTIFICATE-----\n';
const QR_LABEL = 'QR code of the secret link';

/** test-results/web-sealed-<name>-<width>-<scheme>.png: light and dark, at 390 and 1280 px. */
const shots = (page: Page, name: string) => pageShots(page, 'web-sealed', name);
/** The squares of a QR code's SVG, which say what it encodes (uqr draws a text one way only). */
const squares = (svg: string | null) => /<path fill="#000000" d="([^"]+)"/.exec(svg ?? '')?.[1];

describe.skipIf(!availability.run)(`sealed pushes from the web form ${availability.reason}`, () => {
  const f = pagesFixture();
  let proxy: Awaited<ReturnType<typeof recordingProxy>>;
  beforeAll(async () => {
    proxy = await recordingProxy(f.server.url);
    setPassword(f.server.dataDir, EMAIL, PASSWORD);
  });
  afterAll(() => proxy?.close());

  const api = (path: string) =>
    fetch(new URL(path, proxy.url), { headers: { authorization: `Bearer ${f.token}` } });
  /** The owner's read through API v2 JSON: counts no view, and carries the files' links. */
  const ownerRead = async (page: Page) => {
    const token = /\/p\/([^/?#]+)\/preview/.exec(page.url())?.[1] ?? '';
    return (await (await api(`/api/v2/pushes/${token}`)).json()) as PushJson;
  };
  /** Nothing the browser sent (lines, headers, bodies) holds any of `secrets`, nor the link's key. */
  const expectNothingSent = (link: string, secrets: (string | Buffer)[]) => {
    const key = parsePushKey(link);
    if (!key.ok) throw new Error('no key in the link');
    const raw = Buffer.from(key.value);
    const forms = [link.split('#')[1] ?? '', raw.toString('base64'), raw.toString('hex'), raw];
    const sent = proxy.sent();
    expect(sent.length).toBeGreaterThan(0);
    for (const secret of [...secrets, ...forms]) expect(sent.includes(secret)).toBe(false);
  };
  /** The result page's whole link, once its script has put the key in. */
  const resultLink = async (page: Page) => {
    await page.waitForURL(/\/p\/[^/]+\/preview$/);
    await expect.poll(() => page.locator('#link').textContent()).toContain('#k1=');
    return (await page.locator('#link').textContent()) ?? '';
  };

  it('seals a text in the page: nothing sent holds it or its key, and the result page carries the key', async () => {
    const context = await f.browser.newContext({ viewport: { width: 390, height: 800 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: proxy.url });
    const page = await context.newPage();
    await signInOnPage(page, proxy.url, EMAIL, PASSWORD);
    await page.goto(`${proxy.url}/`);
    const sealed = page.getByLabel('Sealed (end-to-end encrypted)');
    await expect.poll(() => sealed.isVisible()).toBe(true);
    await page.getByLabel('Secret', { exact: true }).fill(SECRET);
    await sealed.check();
    await shots(page, 'text-form');
    // A refusal only the server makes: its page comes back in place, with the text and the choice kept.
    await page.locator('#views').evaluate((views: HTMLInputElement) => {
      views.removeAttribute('max');
      views.value = '1000';
    });
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    await expect
      .poll(() => page.locator('#views-error').textContent())
      .toBe('Views must be between 1 and 100.');
    expect(await page.getByLabel('Secret', { exact: true }).inputValue()).toBe(SECRET);
    expect(await sealed.isChecked()).toBe(true);
    await page.getByLabel('or views').fill('3');
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    const link = await resultLink(page);
    expect(link).toMatch(new RegExp(`^${proxy.url}/p/[^/?#]+(/r)?#k1=[A-Za-z0-9_-]{43}$`));
    expect(page.url()).not.toContain('#');
    expect(await page.locator('.success').textContent()).toBe(
      'Pushed, sealed. Send the whole link to the recipient.',
    );
    await page.getByRole('button', { name: 'Copy link' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect((await page.locator('#share').textContent())?.split('\n')).toEqual([
      link,
      'This link works for 7 days or 3 views, whichever comes first.',
    ]);
    const drawn = await page.locator('#link-qr').innerHTML();
    expect(squares(drawn)).toBe(squares(qrSvg(link, QR_LABEL)));
    expect(squares(drawn)).not.toBe(squares(qrSvg(link.split('#')[0] ?? '', QR_LABEL)));
    await page.reload();
    expect(await resultLink(page)).toBe(link);
    await shots(page, 'text-result');
    expect(await seriousFindings(f.browser, context, page.url())).toEqual([]);

    const opened = await openSealedPush(await ownerRead(page), link, (url) => api(url));
    expect(opened).toEqual({ text: SECRET, files: [] });
    expectNothingSent(link, [SECRET]);

    const elsewhere = await context.newPage();
    await elsewhere.goto(page.url());
    await expect
      .poll(() => elsewhere.locator('p.error[data-sealed-gone]').textContent())
      .toContain("This page no longer has the link's key");
    expect(await elsewhere.getByRole('link', { name: 'Expire this push' }).isVisible()).toBe(true);
    expect(await elsewhere.locator('#link').isVisible()).toBe(false);
    await shots(elsewhere, 'key-gone');
    await context.close();
  });

  it('seals files and their names, with progress, and each download opens to the original bytes', async () => {
    const context = await f.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInOnPage(page, proxy.url, EMAIL, PASSWORD);
    await page.goto(`${proxy.url}/?kind=file`);
    await page.getByLabel('Message (optional)').fill(MESSAGE);
    await page.getByLabel('Sealed (end-to-end encrypted)').check();
    await page.setInputFiles('#files', [
      { name: 'quarterly-report.pdf', mimeType: 'application/pdf', buffer: REPORT },
      { name: 'root-ca.pem', mimeType: 'application/x-pem-file', buffer: Buffer.from(PEM) },
    ]);
    await shots(page, 'file-form');
    // The page leaves once the upload is done: keep what the progress said where it survives.
    await page.evaluate(() => {
      const upload = document.getElementById('upload');
      if (upload === null) return;
      new MutationObserver(() => {
        const said = JSON.parse(sessionStorage.getItem('progress') ?? '[]') as string[];
        said.push(`${upload.querySelector('label')?.textContent}: ${upload.querySelector('p')?.textContent}`);
        sessionStorage.setItem('progress', JSON.stringify(said));
      }).observe(upload, { childList: true, characterData: true, subtree: true });
    });
    const release = proxy.holdAfter(400_000);
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    await expect.poll(() => page.locator('#upload label').textContent()).toBe('Uploading');
    await expect
      .poll(() => page.locator('#upload-text').textContent())
      .toMatch(/^[\d.]+ (KB|MB) of 1\.0 MB · \d+%$/);
    await shots(page, 'file-progress');
    release();
    const link = await resultLink(page);
    const said = (await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('progress') ?? '[]'),
    )) as string[];
    expect(said.find((line) => line.startsWith('Sealing: '))).toMatch(
      /^Sealing: [\d.]+ (KB|MB) of 1\.0 MB · \d+%$/,
    );
    expect(said.at(-1)).toBe('Uploading: 1.0 MB of 1.0 MB · 100%');
    await shots(page, 'file-result');

    const push = await ownerRead(page);
    expect(push.files?.map((file) => [file.filename, file.content_type])).toEqual([
      ['1.sealed', 'application/octet-stream'],
      ['2.sealed', 'application/octet-stream'],
    ]);
    const opened = await openSealedPush(push, link, (url) => api(url));
    expect(opened.text).toBe(MESSAGE);
    expect(opened.files.map((file) => [file.name, file.type])).toEqual([
      ['quarterly-report.pdf', 'application/pdf'],
      ['root-ca.pem', 'application/x-pem-file'],
    ]);
    expect(opened.files[0]?.bytes.equals(REPORT)).toBe(true);
    expect(opened.files[1]?.bytes.toString()).toBe(PEM);
    const samples = [0, 500_000, REPORT.length - 64].map((at) => REPORT.subarray(at, at + 64));
    expectNothingSent(link, [MESSAGE, 'quarterly-report', 'root-ca', 'BEGIN CERTIFICATE', ...samples]);
    await context.close();
  });

  it('does not offer Sealed for QR codes and URLs, and refuses a text too long to seal', async () => {
    const context = await f.browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    for (const [kind, why] of [
      ['qr', 'QR code pushes cannot be sealed'],
      ['url', 'URL pushes cannot be sealed'],
    ] as const) {
      await page.goto(`${proxy.url}/?kind=${kind}`);
      expect(await page.locator('#sealed').count()).toBe(0);
      expect(await page.getByText(why).isVisible()).toBe(true);
    }
    await shots(page, 'url-form');
    await page.goto(`${proxy.url}/`);
    await page.getByLabel('Secret', { exact: true }).fill('x'.repeat(800_000));
    await page.getByLabel('Sealed (end-to-end encrypted)').check();
    const before = proxy.sent().length;
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    await expect
      .poll(() => page.locator('#sealed-check').textContent())
      .toBe(
        'Too long to seal: sealed, this text has 1,066,912 characters, and a push holds at most 1,048,576.',
      );
    expect(proxy.sent().length).toBe(before);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('checks files against the limit at their sealed size, which is what the server receives', async () => {
    const small = await startServer(tempDataDir(), { PWP__FILES__MAX_FILE_SIZE_MB: '1' });
    userCli(small.dataDir, ['add', EMAIL]);
    setPassword(small.dataDir, EMAIL, PASSWORD);
    const context = await f.browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    try {
      await signInOnPage(page, small.url, EMAIL, PASSWORD);
      await page.goto(`${small.url}/?kind=file`);
      const almost = {
        name: 'almost.bin',
        mimeType: 'application/octet-stream',
        buffer: Buffer.alloc(1024 * 1024 - 100),
      };
      await page.setInputFiles('#files', almost);
      const check = page.locator('#files-check');
      expect(await check.isHidden()).toBe(true);
      await page.getByLabel('Sealed (end-to-end encrypted)').check();
      await expect
        .poll(() => check.textContent())
        .toBe('almost.bin is 1,024 KB, 1.0 MB once sealed; each file may be at most 1.0 MB.');
      await page.getByRole('button', { name: 'Push', exact: true }).click();
      expect(new URL(page.url()).pathname).toBe('/');
      await page.getByLabel('Sealed (end-to-end encrypted)').uncheck();
      await expect.poll(() => check.isHidden()).toBe(true);
    } finally {
      await context.close();
      await small.stop('SIGTERM');
    }
  });
});
