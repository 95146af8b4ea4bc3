import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import english from '../../extension/public/_locales/en/messages.json';
import { browserTests } from '../support/chromium.ts';
import { startPwpushReplay } from '../support/pwpush-replay.ts';
import { sealPush } from '../support/sealed-push.ts';
import { extensionFixture } from './ext-fixture.ts';
import {
  addInstance,
  addresses,
  captureRequests,
  expectNoneHold,
  openedShots,
  openerNotes,
  openerRegistered,
  pushSealedToOurs,
} from './ext-sealed-open-fixture.ts';

const mode = browserTests('the sealed opener browser test');
if (!mode.run) console.warn(mode.reason);

const TEXT = 'prod db: postgres://admin:Tr0ub4dor&3@db.internal:5432/app\nsecond line, kept';
const FILE_TEXT = 'quarterly numbers nobody else may read';
const report = () => ({
  name: 'Quarterly report.txt',
  type: 'text/plain',
  bytes: new TextEncoder().encode(`${FILE_TEXT}\n${'0123456789abcdef'.repeat(8_000)}`),
});

describe.runIf(mode.run)('the extension opens sealed pushes in place, in Chromium', () => {
  const f = extensionFixture('e2e-sealed-open');
  let replay: Awaited<ReturnType<typeof startPwpushReplay>>;
  let requests: () => Promise<string[]>;
  /** Everything that must never reach a server: keys, texts, file contents and names. */
  const secrets: string[] = [TEXT, FILE_TEXT, 'Quarterly report'];

  beforeAll(async () => {
    replay = await startPwpushReplay();
    requests = captureRequests(f.browser.context);
    await addInstance(f, { url: f.server.url, token: f.token, name: 'Ours' });
    await addInstance(f, { url: replay.origin, name: 'Password Pusher' });
    await openerRegistered(f.browser.worker);
  }, 60_000);
  afterAll(async () => {
    await replay?.close();
  });

  /** Opens `link` in a new tab; the page the browser shows for it. */
  async function visit(link: string, key?: string): Promise<Page> {
    if (key) secrets.push(key);
    const page = await f.browser.context.newPage();
    await page.goto(link);
    return page;
  }

  const expectNoKeyInAddress = async (page: Page) => {
    const { shown, inPage } = await addresses(page);
    expect([shown.includes('#'), inPage.includes('#')]).toEqual([false, false]);
  };

  it('opens a sealed text on our page after the click, with the key gone from the address bar', async () => {
    const { sealed, link } = await pushSealedToOurs(f.server, f.token, TEXT, [], { retrieval_step: 'true' });
    const page = await visit(link, sealed.fragment.slice(3));
    await expectNoKeyInAddress(page);
    await page.getByRole('button', { name: 'Open the secret' }).click();
    const secret = page.locator('#secret[data-sealed-opened="extension"]');
    await secret.waitFor();
    expect(await secret.textContent()).toBe(TEXT);
    expect(await openerNotes(page)).toEqual([['opened', english.opener_opened.message]]);
    // The page's own "the extension opens it" gives way to the extension's note, which says it did.
    await expect.poll(() => page.locator('#sealed-status').textContent()).toBe('');
    await expectNoKeyInAddress(page);
    await openedShots(page, 'text-ours');
    await page.close();
  }, 30_000);

  it('opens one behind a passphrase on our page', async () => {
    const { sealed, link } = await pushSealedToOurs(f.server, f.token, TEXT, [], {
      passphrase: 'open sesame',
      retrieval_step: 'false',
    });
    const page = await visit(link, sealed.fragment.slice(3));
    await page.getByLabel('Passphrase').fill('open sesame');
    await page.getByRole('button', { name: 'Open the secret' }).click();
    await page.locator('#secret[data-sealed-opened="extension"]').waitFor();
    expect(await page.locator('#secret').textContent()).toBe(TEXT);
    await expectNoKeyInAddress(page);
    await page.close();
  }, 30_000);

  it('opens the envelope our page shows when its script did not run, the key kept across the form’s POST', async () => {
    const { sealed, link } = await pushSealedToOurs(f.server, f.token, TEXT, [], { retrieval_step: 'true' });
    const page = await f.browser.context.newPage();
    secrets.push(sealed.fragment.slice(3));
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(link);
    await page.getByRole('button', { name: 'Open the secret' }).click();
    const secret = page.locator('pre#secret[data-sealed-opened="extension"]');
    await secret.waitFor();
    expect(await secret.textContent()).toBe(TEXT);
    // The page's own copy button (its inline script still runs) copies what the box holds now.
    expect(await page.locator('[data-sealed-opener-note] button').count()).toBe(0);
    await f.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: f.server.url });
    await page.locator('button[data-copy="secret"]').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TEXT);
    await expectNoKeyInAddress(page);
    await openedShots(page, 'text-ours-no-script');
    await page.close();
  }, 30_000);

  it('opens a sealed file on our page and downloads it under its name, byte for byte', async () => {
    const file = report();
    const { sealed, link } = await pushSealedToOurs(f.server, f.token, 'the report is attached', [file], {
      retrieval_step: 'false',
    });
    const page = await visit(link, sealed.fragment.slice(3));
    await page.getByRole('button', { name: 'Open the secret' }).click();
    const fileLink = page.locator('a[data-sealed-opened="extension"]');
    await fileLink.waitFor();
    expect(await fileLink.textContent()).toBe(file.name);
    const [download] = await Promise.all([page.waitForEvent('download'), fileLink.click()]);
    expect(download.suggestedFilename()).toBe(file.name);
    expect(new Uint8Array(readFileSync(await download.path()))).toEqual(file.bytes);
    await openedShots(page, 'file-ours');
    await page.close();
  }, 30_000);

  it('opens a sealed push that Password Pusher stores as plain text, through its retrieval step', async () => {
    const sealed = await sealPush(TEXT);
    const page = await visit(
      `${replay.add({ payload: sealed.payload }, true)}#${sealed.fragment}`,
      sealed.fragment.slice(3),
    );
    expect(await page.evaluate(() => document.documentElement.dataset.hashSeenByPage)).toBe('');
    await expectNoKeyInAddress(page);
    await page.getByRole('link', { name: 'Click Here to Proceed' }).click();
    const shown = page.locator('#push_payload pre[data-sealed-opened="extension"]');
    await shown.waitFor();
    expect(await shown.textContent()).toBe(TEXT);
    // The page's own scripts never saw the key, and its copy button copies the opened text.
    expect(await page.evaluate(() => document.documentElement.dataset.hashSeenByPage)).toBe('');
    await f.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: replay.origin,
    });
    await page.getByRole('button', { name: 'Copy to Clipboard' }).first().click();
    expect(await page.evaluate(() => document.documentElement.dataset.pageCopied)).toBe(TEXT);
    await openedShots(page, 'text-pwpush');
    await page.close();
  }, 30_000);

  it('opens one behind Password Pusher’s passphrase form, whose POST and redirect drop the fragment', async () => {
    const sealed = await sealPush(TEXT);
    const link = replay.add({ payload: sealed.payload, passphrase: 'open sesame' }, false);
    const page = await visit(`${link}#${sealed.fragment}`, sealed.fragment.slice(3));
    await page.getByPlaceholder('Enter the secret passphrase provided with this URL').fill('open sesame');
    await page.getByRole('button', { name: 'Go' }).click();
    await page.locator('#push_payload pre[data-sealed-opened="extension"]').waitFor();
    expect(await page.locator('#push_payload').textContent()).toBe(TEXT);
    await expectNoKeyInAddress(page);
    await page.close();
  }, 30_000);

  it('opens a sealed file on Password Pusher’s page and downloads it byte for byte', async () => {
    const file = report();
    const sealed = await sealPush('see the file', [file]);
    const link = replay.add({ payload: sealed.payload, files: sealed.files }, false);
    const page = await visit(`${link}#${sealed.fragment}`, sealed.fragment.slice(3));
    const fileLink = page.locator('a.list-group-item[data-sealed-opened="extension"]');
    await fileLink.waitFor();
    expect(await fileLink.textContent()).toContain(file.name);
    const [download] = await Promise.all([page.waitForEvent('download'), fileLink.click()]);
    expect(download.suggestedFilename()).toBe(file.name);
    expect(new Uint8Array(readFileSync(await download.path()))).toEqual(file.bytes);
    await openedShots(page, 'file-pwpush');
    await page.close();
  }, 30_000);

  type Broken = { name: string; address: (fragment: string) => string; payload?: (p: string) => string };
  const broken: Broken[] = [
    { name: 'no-key', address: () => '' },
    { name: 'bad-key', address: (fragment) => `#${fragment.slice(0, 25)}` },
    { name: 'wrong-key', address: () => `#k1=${'A'.repeat(42)}E` },
    {
      name: 'damaged',
      address: (fragment) => `#${fragment}`,
      payload: (p) => p.replace(/(\.t\.[^.]+\.)\S+/, '$1AAAA'),
    },
    {
      name: 'unsupported',
      address: (fragment) => `#${fragment}`,
      payload: (p) => p.replace('SP-SEALED-1.t.', 'SP-SEALED-2.t.'),
    },
  ];
  const sentences: Record<string, string> = {
    'no-key': english.opener_no_key.message,
    'bad-key': english.opener_bad_key.message,
    'wrong-key': english.opener_wrong_key.message,
    damaged: english.opener_damaged.message,
    unsupported: english.opener_unsupported.message,
  };

  it.each(broken)(
    'says clearly in the page when a secret does not open: $name',
    async ({ name, address, payload }) => {
      const sealed = await sealPush(TEXT);
      const link = replay.add({ payload: payload ? payload(sealed.payload) : sealed.payload }, false);
      const page = await visit(`${link}${address(sealed.fragment)}`, sealed.fragment.slice(3));
      const note = page.locator('[data-sealed-opener-note="refused"]');
      await note.waitFor();
      expect(await note.textContent()).toBe(sentences[name]);
      expect(await note.getAttribute('role')).toBe('alert');
      await openedShots(page, `error-${name}`);
      await page.close();
    },
    30_000,
  );

  it('says so when a sealed file cannot be fetched, and downloads nothing', async () => {
    const sealed = await sealPush('see the file', [report()]);
    const link = replay.add({ payload: sealed.payload, files: sealed.files }, false);
    const page = await visit(`${link}#${sealed.fragment}`, sealed.fragment.slice(3));
    await page.route('**/rails/active_storage/**', (route) => route.fulfill({ status: 500 }));
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.locator('a.list-group-item[data-sealed-opened="extension"]').click();
    const note = page.locator('[data-sealed-opener-note="refused"]');
    await note.waitFor();
    expect(await note.textContent()).toBe(english.opener_file_failed.message);
    expect(downloads).toBe(0);
    await openedShots(page, 'error-file-failed');
    await page.close();
  }, 30_000);

  it('sent no key, text, file contents or file name in any request the browser made', async () => {
    const sent = await requests();
    // The capture holds bodies and the opener's own fetches, so it would show a leak there too.
    expect(sent.some((r) => r.includes('passphrase=open+sesame'))).toBe(true);
    expect(sent.some((r) => r.includes('/rails/active_storage/blobs/redirect/'))).toBe(true);
    await expectNoneHold(sent, secrets);
    const received = replay.seen.map((r) => [r.method, r.url, JSON.stringify(r.headers), r.body].join('\n'));
    await expectNoneHold(received, secrets);
    for (const secret of secrets) expect(f.server.output()).not.toContain(secret);
  });
});
