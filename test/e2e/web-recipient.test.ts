import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { browserTests } from '../support/chromium.ts';
import { createPush, pagesFixture } from './pages-server.ts';
import { seriousAxeFindings, visitor } from './web-account-browser.ts';
import { PHONE_AND_DESKTOP } from './web-pages-browser.ts';
import { recipientShots, secretLayout } from './web-recipient-browser.ts';

const availability = browserTests('the recipient page browser tests');

const PRIVATE_KEY = [
  '-----BEGIN OPENSSH PRIVATE KEY-----',
  'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
  'QyNTUxOQAAACDVn4Kk8vBHdQ7l0H2tHq1r3R9xP0mVwz9gQY1e2fX8cwAAAJgq1S0wKtUt',
  '-----END OPENSSH PRIVATE KEY-----',
].join('\n');

const h1 = (page: Page) => page.locator('h1').textContent();

/** The push as its owner reads it through the API: an owner's read counts no view. */
async function apiView(f: ReturnType<typeof pagesFixture>, push: PushJson): Promise<PushJson> {
  return (await (
    await fetch(`${f.server.url}/api/v2/pushes/${push.url_token}`, {
      headers: { authorization: `Bearer ${f.token}` },
    })
  ).json()) as PushJson;
}

/** The retrieval step, the key on a 360 px screen, then "Delete this secret now" through its confirmation. */
async function retrieveAndDelete(f: ReturnType<typeof pagesFixture>, browser: Browser, javaScript: boolean) {
  const push = await createPush(f, {
    payload: PRIVATE_KEY,
    retrieval_step: true,
    deletable_by_viewer: true,
    expire_after_views: 3,
  });
  const context = await visitor(browser, 390, javaScript);
  const page = await context.newPage();
  await page.goto(push.html_url);
  // A 7-day push, a moment after it was made: 7 days, as the API's days_remaining says.
  await expect(page.locator('main p').first().textContent()).resolves.toBe(
    'This secret can be viewed 3 more times, for 7 more days.',
  );
  await expect(page.content()).resolves.not.toContain('OPENSSH');
  if (javaScript) await recipientShots(page, 'retrieval');
  await page.getByRole('button', { name: 'Show the secret' }).click();
  await expect(page.locator('#secret').textContent()).resolves.toBe(PRIVATE_KEY);
  await page.setViewportSize({ width: 360, height: 800 });
  // Every line of the key on one row: the box scrolls sideways, the page does not.
  const layout = await secretLayout(page);
  expect(layout).toMatchObject({ rows: 4, lines: 4, scrollsSideways: true, pageOverflows: false });
  await expect(page.getByRole('button', { name: 'Copy to clipboard' }).isVisible()).resolves.toBe(javaScript);
  return { push, context, page };
}

describe.skipIf(!availability.run)(`the recipient pages in a real browser ${availability.reason}`, () => {
  const f = pagesFixture();

  it('says what is left before the click, keeps key lines whole at 360 px, and deletes only after a confirmation', async () => {
    const { push, context, page } = await retrieveAndDelete(f, f.browser, true);
    await recipientShots(page, 'key-secret');
    await page.getByRole('button', { name: 'Delete this secret now' }).click();
    // A GET form with no fields: the address ends in "?".
    await page.waitForURL((url) => url.pathname === `/p/${push.url_token}/delete`);
    await expect(h1(page)).resolves.toBe('Delete this secret?');
    await expect((await apiView(f, push)).expired).toBe(false);
    await recipientShots(page, 'delete-confirm');
    await page.getByRole('button', { name: 'Yes, delete the secret' }).click();
    await page.waitForURL(`**/p/${push.url_token}/deleted`);
    await expect(h1(page)).resolves.toBe('Secret deleted');
    await recipientShots(page, 'deleted');
    // A reload shows the outcome again; nothing is posted twice.
    const again = await page.reload();
    expect(again?.status()).toBe(200);
    await expect(h1(page)).resolves.toBe('Secret deleted');
    await expect(apiView(f, push)).resolves.toMatchObject({ expired: true, deleted: true });
    await context.close();
  });

  it('does the same with JavaScript off', async () => {
    const { push, context, page } = await retrieveAndDelete(f, f.browser, false);
    await page.getByRole('button', { name: 'Delete this secret now' }).click();
    await expect(h1(page)).resolves.toBe('Delete this secret?');
    await page.getByRole('button', { name: 'Yes, delete the secret' }).click();
    await page.waitForURL(`**/p/${push.url_token}/deleted`);
    await expect(h1(page)).resolves.toBe('Secret deleted');
    await expect(apiView(f, push)).resolves.toMatchObject({ deleted: true });
    await context.close();
  });

  it('goes back to the link from the delete page by Cancel, deleting nothing, with JavaScript off', async () => {
    const { push, context, page } = await retrieveAndDelete(f, f.browser, false);
    await page.getByRole('button', { name: 'Delete this secret now' }).click();
    await expect(h1(page)).resolves.toBe('Delete this secret?');
    await page.setViewportSize({ width: 360, height: 800 });
    await recipientShots(page, 'delete-with-cancel', PHONE_AND_DESKTOP);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(`**/p/${push.url_token}/r`);
    await expect(page.getByRole('button', { name: 'Show the secret' }).isVisible()).resolves.toBe(true);
    await expect(apiView(f, push)).resolves.toMatchObject({
      expired: false,
      deleted: false,
      views_remaining: 2,
    });
    await context.close();
  });

  it("lists the files of a file push with their sizes in the page's language", async () => {
    const form = new FormData();
    form.append('push[retrieval_step]', 'false');
    form.append('push[expire_after_views]', '3');
    form.append('push[files][]', new File(['x'], 'note.txt', { type: 'text/plain' }));
    form.append(
      'push[files][]',
      new File(['k'.repeat(1536)], 'deploy key.pem', { type: 'application/x-pem-file' }),
    );
    form.append('push[files][]', new File([new Uint8Array(2_621_440)], 'photo.jpg', { type: 'image/jpeg' }));
    const res = await fetch(`${f.server.url}/api/v2/pushes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${f.token}` },
      body: form,
    });
    const push = (await res.json()) as PushJson;
    const context = await visitor(f.browser, 390);
    const page = await context.newPage();
    await page.goto(push.html_url);
    const items = () => page.locator('ul.files li').allTextContents();
    await expect(items()).resolves.toEqual([
      'note.txt (1 byte)',
      'deploy key.pem (1.5 kB)',
      'photo.jpg (2.5 MB)',
    ]);
    await recipientShots(page, 'file-sizes', PHONE_AND_DESKTOP);
    await page.goto(`${push.html_url}?locale=ja`);
    await expect(items()).resolves.toEqual([
      'note.txt (1 バイト)',
      'deploy key.pem (1.5 KB)',
      'photo.jpg (2.5 MB)',
    ]);
    await context.close();
  });

  it('shows every refusal as a styled page: a used-up download link, a gone link, a wrong passphrase', async () => {
    const context = await visitor(f.browser, 390);
    const page = await context.newPage();
    const download = await page.goto(`${f.server.url}/f/AAAAAAAAAAAAAAAAAAAAAA.1.forged`);
    expect(download?.status()).toBe(404);
    await expect(h1(page)).resolves.toBe('This download link has expired');
    const styled = await page.evaluate(
      () => getComputedStyle(document.querySelector('.card') as Element).borderRadius,
    );
    expect(styled).toBe('12px');
    await recipientShots(page, 'download-expired');
    const gone = await page.goto(`${f.server.url}/p/nosuchtokenatall1234`);
    expect(gone?.status()).toBe(404);
    await recipientShots(page, 'gone');
    const push = await createPush(f, { payload: 'x', passphrase: 'right one', retrieval_step: false });
    await page.goto(push.html_url);
    await recipientShots(page, 'passphrase');
    await page.getByLabel('Passphrase').fill('wrong one');
    await page.getByRole('button', { name: 'Show the secret' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('That passphrase is incorrect.');
    await recipientShots(page, 'passphrase-wrong');
    await context.close();
  });

  it('passes axe on every recipient page, with no serious or critical finding', async () => {
    const step = await createPush(f, { payload: PRIVATE_KEY, retrieval_step: true, expire_after_views: 10 });
    const shown = await createPush(f, {
      payload: PRIVATE_KEY,
      retrieval_step: false,
      deletable_by_viewer: true,
      expire_after_views: 10,
    });
    const gone = await createPush(f, { payload: 'x', deletable_by_viewer: true, retrieval_step: false });
    await fetch(`${f.server.url}/api/v2/pushes/${gone.url_token}`, { method: 'DELETE' });
    const locked = await createPush(f, { payload: 'x', passphrase: 'pw', retrieval_step: false });
    const urls = [
      step.html_url,
      shown.html_url,
      `${f.server.url}/p/${shown.url_token}/delete`,
      `${f.server.url}/p/${gone.url_token}/deleted`,
      `${f.server.url}/p/${gone.url_token}`,
      locked.html_url,
      `${f.server.url}/f/AAAAAAAAAAAAAAAAAAAAAA.1.forged`,
      `${f.server.url}/p/no/such/page`,
    ];
    for (const url of urls) {
      expect([url, await seriousAxeFindings(f.browser, url, [])]).toEqual([url, []]);
    }
  });
});
