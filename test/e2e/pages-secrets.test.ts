import { describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { browserTests } from '../support/chromium.ts';
import { phone, screenshots } from './pages-browser.ts';
import { createPush, pagesFixture } from './pages-server.ts';

const availability = browserTests('the recipient page browser tests');

describe.skipIf(!availability.run)(`secret link pages in a real browser ${availability.reason}`, () => {
  const f = pagesFixture();

  it('reveals nothing on the retrieval step until the person clicks', async () => {
    const created = await createPush(f, {
      payload: 'RETRIEVAL-SECRET\n  indented line',
      retrieval_step: true,
    });
    const page = await (await phone(f.browser)).newPage();
    await page.goto(created.html_url);
    await expect(page.locator('main').textContent()).resolves.not.toContain('RETRIEVAL-SECRET');
    await screenshots(page, '1-retrieval-step');
    await page.getByRole('button', { name: 'Show the secret' }).click();
    await expect(page.locator('#secret').textContent()).resolves.toBe('RETRIEVAL-SECRET\n  indented line');
    await expect(page.getByRole('button', { name: 'Copy to clipboard' }).isVisible()).resolves.toBe(true);
    await screenshots(page, '2-text-secret');
    await page.context().close();
  });

  it('asks for the passphrase, says when it is wrong, and shows the secret when it is right', async () => {
    const created = await createPush(f, {
      payload: 'PASSPHRASE-SECRET',
      passphrase: 'blue whale',
      retrieval_step: false,
    });
    const page = await (await phone(f.browser)).newPage();
    await page.goto(created.html_url);
    await screenshots(page, '3-passphrase');
    await page.getByLabel('Passphrase').fill('red whale');
    await page.getByRole('button', { name: 'Show the secret' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('That passphrase is incorrect.');
    await screenshots(page, '4-passphrase-wrong');
    await page.getByLabel('Passphrase').fill('blue whale');
    await page.getByRole('button', { name: 'Show the secret' }).click();
    await expect(page.locator('#secret').textContent()).resolves.toBe('PASSPHRASE-SECRET');
    expect(page.url()).not.toContain('whale');
    await page.context().close();
  });

  it('shows a one-view secret once, then the expired page', async () => {
    const created = await createPush(f, {
      payload: 'ONE-VIEW-SECRET',
      expire_after_views: 1,
      retrieval_step: false,
    });
    const page = await (await phone(f.browser)).newPage();
    await page.goto(created.html_url);
    await expect(page.locator('#secret').textContent()).resolves.toBe('ONE-VIEW-SECRET');
    await expect(page.getByText('That was the last view').isVisible()).resolves.toBe(true);
    const again = await page.goto(created.html_url);
    expect(again?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe(
      'This secret link has expired or does not exist',
    );
    await expect(page.content()).resolves.not.toContain('ONE-VIEW-SECRET');
    await screenshots(page, '5-expired');
    await page.context().close();
  });

  it('deletes the secret with the delete button', async () => {
    const created = await createPush(f, {
      payload: 'DELETE-ME',
      deletable_by_viewer: true,
      retrieval_step: false,
    });
    const page = await (await phone(f.browser)).newPage();
    await page.goto(created.html_url);
    await page.getByRole('button', { name: 'Delete this secret now' }).click();
    await expect(page.locator('h1').textContent()).resolves.toBe('Delete this secret?');
    await page.getByRole('button', { name: 'Yes, delete the secret' }).click();
    await expect(page.locator('h1').textContent()).resolves.toBe('Secret deleted');
    await screenshots(page, '6-deleted');
    const api = (await (await fetch(created.json_url)).json()) as PushJson;
    expect(api).toMatchObject({ expired: true, deleted: true, payload: null });
    await page.context().close();
  });

  it('sends a URL push to its URL, another origin, after the retrieval step', async () => {
    const target = `${f.server.url.replace('127.0.0.1', 'localhost')}/api/v2/version`;
    const created = await createPush(f, { kind: 'url', payload: target, retrieval_step: true });
    const page = await (await phone(f.browser)).newPage();
    await page.goto(created.html_url);
    await Promise.all([
      page.waitForURL(target),
      page.getByRole('button', { name: 'Show the secret' }).click(),
    ]);
    await expect(page.textContent('body')).resolves.toContain('"api_version":"2.1"');
    await page.context().close();
  });
});
