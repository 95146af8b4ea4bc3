import { describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { browserTests } from '../support/chromium.ts';
import { pagesFixture, setPassword } from './pages-server.ts';
import { pushShots, seriousFindings, signInOnPage } from './web-push-browser.ts';

const availability = browserTests('the push form browser tests');
const PASSWORD = 'a password of some length';
const EMAIL = 'team@example.com';

describe.skipIf(!availability.run)(`the push forms in a real browser ${availability.reason}`, () => {
  const f = pagesFixture();
  /** The owner's read of a push: counts no view, and carries its files. */
  const ownerRead = async (token: string, passphrase = '') =>
    (await (
      await fetch(
        `${f.server.url}/api/v2/pushes/${token}${passphrase === '' ? '' : `?passphrase=${passphrase}`}`,
        {
          headers: { authorization: `Bearer ${f.token}` },
        },
      )
    ).json()) as PushJson;
  const active = async () =>
    (await (
      await fetch(`${f.server.url}/api/v2/pushes/active`, { headers: { authorization: `Bearer ${f.token}` } })
    ).json()) as PushJson[];

  it('pushes text with a generated passphrase, shows and copies it once on the result page, and a reload pushes nothing', async () => {
    const context = await f.browser.newContext({
      viewport: { width: 360, height: 800 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await page.goto(`${f.server.url}/`);
    await pushShots(page, 'text-form');
    expect(await seriousFindings(f.browser, context, `${f.server.url}/`)).toEqual([]);
    await page.getByLabel('Secret', { exact: true }).fill('db password: hunter2');
    await page.getByRole('button', { name: 'Generate' }).click();
    const generated = await page.getByLabel('Passphrase (optional)').inputValue();
    expect(generated).toMatch(/^([a-zA-Z2-9]{4}-){3}[a-zA-Z2-9]{4}$/);
    await page.getByLabel('Expire after').selectOption({ label: '15 minutes' });
    await page.getByLabel('or views').fill('3');
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    await page.waitForURL(/\/p\/[^/]+\/preview$/);
    const share = page.locator('#share');
    await expect.poll(() => share.textContent()).toContain('This link works for 15 minutes or 3 views');
    const resultUrl = page.url();
    expect(resultUrl).not.toContain(generated);
    expect(await page.locator('#passphrase-shown').textContent()).toBe(generated);
    expect(await page.getByText('Pushed. Send the link to the recipient.').isVisible()).toBe(true);
    await pushShots(page, 'text-result-passphrase');
    await page.getByRole('button', { name: 'Copy passphrase' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(generated);
    await page.reload();
    expect(page.url()).toBe(resultUrl);
    // Shown once: a reload has neither the passphrase nor the banner of the moment it was pushed.
    expect(await page.locator('#passphrase-shown').count()).toBe(0);
    expect(await page.getByText('Pushed. Send the link to the recipient.').count()).toBe(0);
    expect(await page.content()).not.toContain(generated);
    await page.goBack();
    await page.goForward();
    await pushShots(page, 'text-result');
    expect(await seriousFindings(f.browser, context, resultUrl)).toEqual([]);
    const fresh = await (await f.browser.newContext()).newPage();
    await fresh.goto(resultUrl);
    expect(await fresh.locator('h1').textContent()).toBe('Secret link');
    await fresh.context().close();
    await context.close();
  });

  it('checks files as they are picked, uploads with progress, and lands on the result page', async () => {
    setPassword(f.server.dataDir, EMAIL, PASSWORD);
    const context = await f.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInOnPage(page, f.server.url, EMAIL, PASSWORD);
    await page.goto(`${f.server.url}/?kind=file`);
    // Files first, as in the popup; the rest folded, so the Push button is near on a phone.
    await page.setViewportSize({ width: 360, height: 800 });
    const top = async (selector: string) => (await page.locator(selector).boundingBox())?.y ?? Number.NaN;
    expect(await top('#files')).toBeLessThan(await top('#payload'));
    expect(await top('#push-submit')).toBeLessThan(1_250);
    expect(await page.getByLabel('Name (only you see it)').isVisible()).toBe(false);
    await pushShots(page, 'file-form');
    await page.setViewportSize({ width: 1280, height: 800 });
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      name: `f${i}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    }));
    await page.setInputFiles('#files', eleven);
    await expect
      .poll(() => page.locator('#files-check').textContent())
      .toBe('At most 10 files per push; 11 are chosen.');
    await pushShots(page, 'file-form-refused');
    const big = {
      name: 'backup.bin',
      mimeType: 'application/octet-stream',
      buffer: Buffer.alloc(8 * 1024 * 1024, 7),
    };
    await page.setInputFiles('#files', [
      big,
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') },
    ]);
    expect(await page.locator('#files-check').isHidden()).toBe(true);
    expect(await page.locator('#files-chosen li').allTextContents()).toEqual([
      'backup.bin (8.0 MB)',
      'notes.txt (1 KB)',
    ]);
    await page.getByLabel('Passphrase (optional)').fill('files-passphrase');
    await page.getByText('More options').click();
    await page.getByLabel('Name (only you see it)').fill('Backups');
    await pushShots(page, 'file-form-more-options');
    expect(await seriousFindings(f.browser, context, `${f.server.url}/?kind=file`)).toEqual([]);
    // The page leaves for the result once the upload is done: keep what the progress said where it survives.
    await page.evaluate(() => {
      const text = document.getElementById('upload-text');
      if (text === null) return;
      new MutationObserver(() => sessionStorage.setItem('progress', text.textContent ?? '')).observe(text, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    await page.waitForURL(/\/p\/[^/]+\/preview$/);
    expect(await page.evaluate(() => sessionStorage.getItem('progress'))).toMatch(
      /^8\.0 MB of 8\.0 MB · 100%$/,
    );
    expect(await page.locator('h1').textContent()).toBe('Your secret link');
    // The upload's own request followed the redirect first: the page it went to still has the moment.
    expect(await page.locator('#passphrase-shown').textContent()).toBe('files-passphrase');
    expect(await page.getByText('Pushed. Send the link to the recipient.').isVisible()).toBe(true);
    await pushShots(page, 'file-result');
    const [push] = await active();
    expect([
      push?.name,
      push?.kind,
      (await ownerRead(push?.url_token ?? '', 'files-passphrase')).files?.map((x) => x.filename),
    ]).toEqual(['Backups', 'file', ['backup.bin', 'notes.txt']]);
    await context.close();
  });

  it('pushes text and files with JavaScript off: plain forms and redirects', async () => {
    const context = await f.browser.newContext({
      viewport: { width: 390, height: 800 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${f.server.url}/?kind=url`);
    expect(await page.getByRole('button', { name: 'Generate' }).isHidden()).toBe(true);
    await page.getByLabel('URL').fill('https://example.com/reset?code=1');
    await page.getByLabel('Passphrase (optional)').fill('typed by hand');
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    await page.waitForURL(/\/p\/[^/]+\/preview$/);
    expect(await page.locator('#share').textContent()).toContain('This link works for 7 days or 5 views');
    expect(await page.locator('#passphrase-shown').textContent()).toBe('typed by hand');
    await pushShots(page, 'url-result-nojs');
    await signInOnPage(page, f.server.url, EMAIL, PASSWORD);
    await page.goto(`${f.server.url}/?kind=file`);
    await page.setInputFiles('#files', {
      name: 'plain.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('plain'),
    });
    await page.getByLabel('Message (optional)').fill('sent without script');
    await page.getByText('More options').click();
    await page.getByLabel('Name (only you see it)').fill('Plain upload');
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    await page.waitForURL(/\/p\/[^/]+\/preview$/);
    expect(await page.locator('h1').textContent()).toBe('Your secret link');
    const newest = (await active())[0];
    expect(newest?.name).toBe('Plain upload');
    expect((await ownerRead(newest?.url_token ?? '')).files?.map((x) => x.filename)).toEqual(['plain.txt']);
    await context.close();
  });

  it('captions the QR code of a QR code push on its result page', async () => {
    const context = await f.browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${f.server.url}/?kind=qr`);
    await page.getByLabel('Text for the QR code').fill('WIFI:T:WPA;S:office;P:hunter2;;');
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    await page.waitForURL(/\/p\/[^/]+\/preview$/);
    const caption = page.locator('figure.link-qr figcaption');
    expect(await caption.textContent()).toBe(
      'This code opens the secret link, where the recipient sees your QR code.',
    );
    const [qr, text] = [await page.locator('.qr svg').boundingBox(), await caption.boundingBox()];
    expect((text?.y ?? 0) > (qr?.y ?? 0) + (qr?.height ?? 0)).toBe(true);
    await pushShots(page, 'qr-result');
    await context.close();
  });
});
