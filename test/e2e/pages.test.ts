import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { browserAvailability, launchChromium, phone, screenshots, setPassword } from './pages-browser.ts';

const availability = browserAvailability();
const PASSWORD = 'a password of some length';

describe.skipIf(!availability.run)(`the pages in a real browser ${availability.reason}`, () => {
  let server: RunningServer;
  let browser: Browser;
  let token = '';

  beforeAll(async () => {
    server = await startServer(tempDataDir());
    token = userCli(server.dataDir, ['add', 'team@example.com']).lastLine;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop('SIGTERM');
  });

  const push = async (fields: Record<string, unknown>): Promise<PushJson> => {
    const res = await fetch(`${server.url}/api/v2/pushes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ push: fields }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as PushJson;
  };

  it('reveals nothing on the retrieval step until the person clicks', async () => {
    const created = await push({ payload: 'RETRIEVAL-SECRET\n  indented line', retrieval_step: true });
    const page = await (await phone(browser)).newPage();
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
    const created = await push({
      payload: 'PASSPHRASE-SECRET',
      passphrase: 'blue whale',
      retrieval_step: false,
    });
    const page = await (await phone(browser)).newPage();
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
    const created = await push({ payload: 'ONE-VIEW-SECRET', expire_after_views: 1, retrieval_step: false });
    const page = await (await phone(browser)).newPage();
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
    const created = await push({ payload: 'DELETE-ME', deletable_by_viewer: true, retrieval_step: false });
    const page = await (await phone(browser)).newPage();
    await page.goto(created.html_url);
    await page.getByRole('button', { name: 'Delete this secret now' }).click();
    await expect(page.locator('h1').textContent()).resolves.toBe('Secret deleted');
    await screenshots(page, '6-deleted');
    const api = (await (await fetch(created.json_url)).json()) as PushJson;
    expect(api).toMatchObject({ expired: true, deleted: true, payload: null });
    await page.context().close();
  });

  it('downloads a file of a file push', async () => {
    const form = new FormData();
    form.append('push[payload]', 'The report you asked for');
    form.append('push[retrieval_step]', 'false');
    form.append(
      'push[files][]',
      new File(['quarterly numbers: 42\n'], 'report 2026.txt', { type: 'text/plain' }),
    );
    const res = await fetch(`${server.url}/api/v2/pushes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const created = (await res.json()) as PushJson;
    const page = await (await phone(browser)).newPage();
    await page.goto(created.html_url);
    await screenshots(page, '7-files');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'report 2026.txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('report 2026.txt');
    expect(readFileSync((await download.path()) ?? '', 'utf8')).toBe('quarterly numbers: 42\n');
    await page.context().close();
  });

  it('draws the QR code of a QR push', async () => {
    const created = await push({
      kind: 'qr',
      payload: 'WIFI:T:WPA;S:office;P:correct-horse;;',
      retrieval_step: false,
    });
    const page = await (await phone(browser)).newPage();
    await page.goto(created.html_url);
    const qr = page.getByRole('img', { name: 'QR code of the secret' });
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThan(150);
    await expect(page.locator('#secret').textContent()).resolves.toBe(
      'WIFI:T:WPA;S:office;P:correct-horse;;',
    );
    await screenshots(page, '8-qr');
    await page.context().close();
  });

  it('signs in and creates a new API token, shown once, that works', async () => {
    expect(setPassword(server.dataDir, 'team@example.com', PASSWORD).status).toBe(0);
    const page = await (await phone(browser)).newPage();
    await page.goto(`${server.url}/`);
    await screenshots(page, '9-home');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('E-mail').fill('team@example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    await screenshots(page, '10-sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(new URL(page.url()).pathname).toBe('/users/token');
    await page.getByRole('button', { name: 'Create a new API token' }).click();
    const fresh = (await page.locator('#token').textContent()) ?? '';
    expect(fresh).toMatch(/^[\w-]{32}$/);
    await screenshots(page, '11-new-token');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'sp_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const active = await fetch(`${server.url}/api/v2/pushes/active`, {
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(active.status).toBe(200);
    expect(server.output()).not.toContain(fresh);
    await page.context().close();
  });
});
