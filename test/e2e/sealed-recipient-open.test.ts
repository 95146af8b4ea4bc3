import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toBase64url } from '../../shared/sealed/base64url.ts';
import { keyFragment, newPushKey } from '../../shared/sealed/push-key.ts';
import { sealFileName } from '../../shared/sealed/sealed-file-name.ts';
import { sealedPayload } from '../../shared/sealed/sealed-payload.ts';
import { sealText } from '../../shared/sealed/sealed-text.ts';
import { browserTests } from '../support/chromium.ts';
import { pagesFixture } from './pages-server.ts';
import { crypto, sealBytes, sealedShots } from './sealed-recipient-browser.ts';

const availability = browserTests('the /open page browser tests');

const TEXT = 'Door code 4412, the alarm is off until noon';

/** The text of `selector` once it shows. */
async function shown(page: Page, selector: string) {
  const found = page.locator(selector);
  await found.waitFor({ state: 'visible' });
  return found.textContent();
}

describe.skipIf(!availability.run)(`the /open page in a real browser ${availability.reason}`, () => {
  const f = pagesFixture();

  /** /open, loaded; every request the page makes from then on is kept in `after`. */
  async function openPage(width: 390 | 1280 = 390) {
    const context = await f.browser.newContext({ viewport: { width, height: 800 }, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${f.server.url}/open`);
    const after: string[] = [];
    context.on('request', (request) => after.push(request.url()));
    return { context, page, after };
  }
  const fill = async (page: Page, envelope: string, key: string) => {
    await page.getByLabel('Sealed text').fill(envelope);
    await page.getByLabel('Secret link or key').fill(key);
    await page.getByRole('button', { name: 'Open the secret' }).click();
  };

  it('opens a pasted envelope with a whole secret link, making no request at all', async () => {
    const key = newPushKey(crypto.randomBytes);
    const envelope = await sealText(crypto, key, TEXT);
    const { context, page, after } = await openPage();
    await sealedShots(page, 'open-before');
    await fill(page, envelope, `${f.server.url}/p/sometoken#${keyFragment(key)}`);
    await expect(shown(page, '#secret')).resolves.toBe(TEXT);
    await sealedShots(page, 'open-after');
    // A pasted key in any of its forms: the fragment alone, or its 43 characters.
    for (const form of [`#${keyFragment(key)}`, toBase64url(key)]) {
      await page.getByLabel('Secret link or key').fill(form);
      await page.getByRole('button', { name: 'Open the secret' }).click();
      await expect(shown(page, '#secret')).resolves.toBe(TEXT);
    }
    expect(after).toEqual([]);
    await context.close();
  });

  it('says for each reason why an envelope does not open', async () => {
    const key = newPushKey(crypto.randomBytes);
    const envelope = await sealText(crypto, key, TEXT);
    const line = envelope.split('\n')[1] ?? '';
    const { context, page, after } = await openPage();
    const said = async (pasted: string, keyText: string) => {
      await fill(page, pasted, keyText);
      return shown(page, '#open-error');
    };
    await expect(said(envelope, 'k1=tooshort')).resolves.toBe(
      'That is not a valid key. Paste the whole secret link, or the 43 characters that follow k1= in it.',
    );
    await sealedShots(page, 'open-bad-key');
    await expect(said(envelope, keyFragment(newPushKey(crypto.randomBytes)))).resolves.toBe(
      'This key does not open the secret, or the secret has been damaged. Check that you have the whole link, exactly as it was sent.',
    );
    await expect(said('just some text', toBase64url(key))).resolves.toBe(
      'This is not a sealed secret: none of its lines starts with SP-SEALED-.',
    );
    await expect(said(line.replace('SP-SEALED-1.', 'SP-SEALED-2.'), toBase64url(key))).resolves.toBe(
      'This secret was sealed in a newer format than this page can open. Open it with an up-to-date Secret Push server or extension.',
    );
    await expect(said(line.split('.').slice(0, 3).join('.'), toBase64url(key))).resolves.toBe(
      'Part of the sealed secret is missing: it was cut short. Copy all of it again.',
    );
    await expect(said('', toBase64url(key))).resolves.toBe(
      'Paste the sealed text, or choose the sealed files.',
    );
    await expect(said(envelope, '')).resolves.toBe('Paste the secret link or its key.');
    await expect(page.locator('#sealed-opened').isVisible()).resolves.toBe(false);
    expect(after).toEqual([]);
    await context.close();
  });

  it('opens chosen sealed files under their names and downloads them decrypted', async () => {
    const key = newPushKey(crypto.randomBytes);
    const bytes = crypto.randomBytes(200 * 1024 + 7);
    const nameLine = await sealFileName(crypto, key, { name: 'keys.tar.gz', type: 'application/gzip' });
    const cutLine = await sealFileName(crypto, key, { name: 'cut.bin', type: '' });
    const payload = sealedPayload(await sealText(crypto, key, TEXT), [nameLine, cutLine]);
    const cut = await sealBytes(key, crypto.randomBytes(100_000));
    const { context, page, after } = await openPage(1280);
    const downloads: string[] = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    // Chosen in another order than sent: each goes to the place its name says.
    await page.getByLabel('Sealed files (optional)').setInputFiles([
      {
        name: '2.sealed',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from(cut.subarray(0, cut.length - 9)),
      },
      {
        name: '1.sealed',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from(await sealBytes(key, bytes)),
      },
    ]);
    await fill(page, payload, keyFragment(key));
    await expect(shown(page, '#secret')).resolves.toBe(TEXT);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'keys.tar.gz' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('keys.tar.gz');
    expect(Buffer.from(readFileSync((await download.path()) ?? '')).equals(Buffer.from(bytes))).toBe(true);
    // A file cut short opens record by record until its end shows it incomplete: nothing is saved.
    await page.getByRole('button', { name: 'cut.bin' }).click();
    await expect(shown(page, '#sealed-file-list li:nth-child(2) .error')).resolves.toBe(
      'The file is incomplete: it ends before its last part. Download it again.',
    );
    expect(downloads).toEqual(['keys.tar.gz']);
    await sealedShots(page, 'open-file');
    expect(after.filter((url) => !url.startsWith('blob:'))).toEqual([]);
    await context.close();
  });
});
