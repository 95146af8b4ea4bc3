import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RequestApp, requestApp } from '../server/requests/request-app.ts';
import { browserTests, CHROMIUM, CHROMIUM_ARGS } from '../support/chromium.ts';
import { visitor } from './web-account-browser.ts';
import { narrowShots } from './web-dashboard-browser.ts';
import { pageShots, seriousAxeFindings, signInOnPage } from './web-pages-browser.ts';

const availability = browserTests('the request pages browser tests');
const PASSWORD = 'correct horse battery';

describe.skipIf(!availability.run)(`request pages in a real browser ${availability.reason}`, () => {
  let h: RequestApp;
  let server: ServerType;
  let origin = '';
  let browser: Browser;
  beforeAll(async () => {
    h = await requestApp();
    await h.admin.setPassword('alice@example.com', PASSWORD);
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    await h?.close();
  });

  it('asks for a secret, is answered with a file without script, and shows the answer', async () => {
    const requester = await visitor(browser, 390);
    const page = await requester.newPage();
    await signInOnPage(page, origin, 'alice@example.com', PASSWORD);
    await page.goto(`${origin}/requests`);
    await pageShots(page, 'requests', 'list-empty');
    await page.getByRole('link', { name: 'New request' }).click();
    await page.getByLabel('What do you ask for?').fill('The signed contract and the VPN key, please.');
    await page.getByLabel('Name (only you see it)').fill('Contract');
    await page.getByLabel('Open for').selectOption({ label: '3 days' });
    await page.getByLabel('They may attach files').check();
    await pageShots(page, 'requests', 'new');
    await page.getByRole('button', { name: 'Create the request' }).click();
    await expect(page.locator('p.success').textContent()).resolves.toBe(
      'Request created. Send this link to the person you ask:',
    );
    await pageShots(page, 'requests', 'created');
    const link = (await page.locator('#link').textContent()) ?? '';
    expect(link).toMatch(/\/req\/[\w-]+$/);

    // Whoever is asked: no account, and no script.
    const asked = await visitor(browser, 390, false);
    const answer = await asked.newPage();
    await answer.goto(link.replace('http://push.test', origin));
    await expect(answer.locator('h1').textContent()).resolves.toBe('alice@example.com asks you for a secret');
    await pageShots(answer, 'requests', 'answer-form');
    await answer.getByLabel('Your answer').fill('vpn-key-123');
    await answer.getByLabel('Files (optional)').setInputFiles({
      name: 'contract.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 signed'),
    });
    await answer.getByRole('button', { name: 'Send securely' }).click();
    await expect(answer.locator('h1').textContent()).resolves.toBe('Your answer was sent');
    await pageShots(answer, 'requests', 'sent');
    await answer.goto(link.replace('http://push.test', origin));
    await pageShots(answer, 'requests', 'already-answered');

    await page.reload();
    await expect(page.locator('main').textContent()).resolves.toContain(
      'It can be read once: it is deleted from the server as you read it.',
    );
    await pageShots(page, 'requests', 'answered');
    // Before it is read, the dashboard shows the answer as what it is, not as an untitled push.
    await page.goto(`${origin}/d/active`);
    await expect(page.locator('li.push-row h2').first().textContent()).resolves.toBe('Answer to “Contract”');
    await narrowShots(page, 'requests', 'answer-on-dashboard');
    await page.getByRole('link', { name: 'Answer to “Contract”' }).click();
    await page.getByRole('link', { name: 'Read the answer' }).click();
    await expect(page.locator('#secret').textContent()).resolves.toBe('vpn-key-123');
    await expect(page.getByRole('link', { name: 'contract.pdf' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('main').textContent()).resolves.toContain(
      'That was its last reading: it is now deleted from the server.',
    );
    // Its one reading's download link still works a moment after.
    const href = (await page.getByRole('link', { name: 'contract.pdf' }).getAttribute('href')) ?? '';
    const file = await page.request.get(`${origin}${href}`);
    await expect(file.text()).resolves.toBe('%PDF-1.4 signed');
    await narrowShots(page, 'requests', 'answer');
    await page.goBack();
    await page.reload();
    await expect(page.locator('main').textContent()).resolves.toContain(
      'The answer has expired and is gone from the server.',
    );
    await narrowShots(page, 'requests', 'answer-read');
    await page.goto(`${origin}/requests`);
    await pageShots(page, 'requests', 'list');
    await requester.close();
    await asked.close();
  });

  it('shows the passphrase step, and plain pages for closed and unknown links', async () => {
    const requester = await visitor(browser, 390);
    const page = await requester.newPage();
    await signInOnPage(page, origin, 'alice@example.com', PASSWORD);
    await page.goto(`${origin}/requests/new`);
    await page.getByLabel('What do you ask for?').fill('Your new SSH public key');
    await page.getByLabel('Passphrase (optional)').fill('blue whale');
    await page.getByRole('button', { name: 'Create the request' }).click();
    const link = ((await page.locator('#link').textContent()) ?? '').replace('http://push.test', origin);
    const asked = await visitor(browser, 390);
    const answer = await asked.newPage();
    await answer.goto(link);
    await pageShots(answer, 'requests', 'passphrase');
    await answer.getByLabel('Passphrase').fill('red');
    await answer.getByRole('button', { name: 'Continue' }).click();
    await pageShots(answer, 'requests', 'passphrase-wrong');
    await page.getByRole('button', { name: 'Close this request' }).click();
    await pageShots(page, 'requests', 'closed-own');
    await answer.goto(link);
    await expect(answer.locator('h1').textContent()).resolves.toBe('This request is closed');
    await pageShots(answer, 'requests', 'closed');
    await answer.goto(`${origin}/req/no-such-request`);
    await pageShots(answer, 'requests', 'unknown');
    await requester.close();
    await asked.close();
  });

  it('has no serious accessibility findings on the form, the answer page and the list', async () => {
    const token = (
      await h.call('POST', '/api/v2/requests', {
        token: h.alice,
        body: { request: { request: 'Your key', response_file_attachments: true } },
      })
    ).body as { url_token: string };
    expect(await seriousAxeFindings(browser, `${origin}/req/${token.url_token}`, [])).toEqual([]);
    const requester = await visitor(browser, 390);
    const page = await requester.newPage();
    await signInOnPage(page, origin, 'alice@example.com', PASSWORD);
    const cookies = await requester.cookies();
    for (const path of ['/requests', '/requests/new', `/requests/${token.url_token}`])
      expect(await seriousAxeFindings(browser, `${origin}${path}`, cookies)).toEqual([]);
    await requester.close();
  });
});
