import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { launchChromium } from './pages-browser.ts';
import { setPassword } from './pages-server.ts';
import { seriousAxeFindings, visitor } from './web-account-browser.ts';
import { pageShots, signInOnPage } from './web-pages-browser.ts';

const availability = browserTests('the notifications page browser tests');
const EMAIL = 'team@example.com';
const PASSWORD = 'the notices password';

/** test-results/web-notifications-<name>-<width>-<scheme>.png, light and dark, at 390 and 1280 px. */
const shots = (page: Page, name: string) => pageShots(page, 'web-notifications', name);

const secretOn = async (page: Page) => (await page.locator('#webhook-secret').textContent()) ?? '';

/** The cells of the deliveries table's first row, reloading until `outcome` shows there. */
async function firstDeliveryOnceIt(page: Page, outcome: string): Promise<string[]> {
  for (let tries = 0; tries < 50; tries += 1) {
    const cells = await page.locator('table.audit tbody tr').first().locator('td').allTextContents();
    if (cells[4] === outcome) return cells;
    await new Promise((resolve) => setTimeout(resolve, 200));
    await page.reload();
  }
  throw new Error(`no delivery ${outcome}`);
}

describe.skipIf(!availability.run)(`the notifications page in a real browser ${availability.reason}`, () => {
  let server: RunningServer;
  let browser: Browser;
  let receiver: WebhookReceiver | undefined;
  beforeAll(async () => {
    // The receiver is on loopback: the administrator allows it, as for an intranet receiver.
    server = await startServer(tempDataDir(), { PWP__WEBHOOKS__ALLOWED_NETWORKS: '127.0.0.0/8' });
    userCli(server.dataDir, ['add', EMAIL]);
    expect(setPassword(server.dataDir, EMAIL, PASSWORD).status).toBe(0);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop('SIGTERM');
    await receiver?.close();
  });

  it('sets a webhook, sends a test that the receiver verifies, and lists it as delivered', async () => {
    const context = await visitor(browser, 390);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await context.newPage();
    await signInOnPage(page, server.url, EMAIL, PASSWORD);
    await page.goto(`${server.url}/users/account`);
    await expect(page.locator('#notifications-heading + p').textContent()).resolves.toBe(
      'You are not told of anything that happens to your pushes.',
    );
    await page.getByRole('link', { name: 'Notification settings' }).click();
    await page.waitForURL('**/users/notifications');
    expect(await page.getByLabel('E-mail to team@example.com').isDisabled()).toBe(true);
    await shots(page, 'empty');
    expect(await seriousAxeFindings(browser, page.url(), await context.cookies())).toEqual([]);

    await page.getByLabel('A push is viewed').check();
    await page.getByLabel('Someone enters a wrong passphrase').check();
    await page.getByLabel('Webhook URL').fill('http://10.1.2.3/hooks/inside');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('#webhook_url-error').textContent()).resolves.toContain(
      'leads into a private, loopback or link-local network',
    );
    expect(await page.getByLabel('Webhook URL').inputValue()).toBe('http://10.1.2.3/hooks/inside');
    expect(await page.getByLabel('A push is viewed').isChecked()).toBe(true);
    await shots(page, 'refused');

    // A first address gives the webhook its secret; the receiver checks with it, and moving keeps it.
    await page.getByLabel('Webhook URL').fill('http://127.0.0.1:9/hooks/first');
    await page.getByLabel('Format').selectOption('standard');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').textContent()).resolves.toBe('Saved.');
    const secret = await secretOn(page);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    receiver = await startWebhookReceiver(secret);
    await page.getByLabel('Webhook URL').fill(receiver.url);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').textContent()).resolves.toBe('Saved.');
    expect(await secretOn(page)).toBe(secret);
    await page.getByRole('button', { name: 'Copy the secret' }).click();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(secret);
    await shots(page, 'saved');

    await page.getByRole('button', { name: 'Send a test' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toContain('Test queued.');
    const got = await receiver.nth(1, 10_000);
    expect(got.verified).toBe(true);
    expect(got.path).toBe(new URL(receiver.url).pathname);
    const cells = await firstDeliveryOnceIt(page, 'Delivered');
    expect(cells.slice(1)).toEqual(['Webhook', 'Test', new URL(receiver.url).host, 'Delivered', '1']);
    await shots(page, 'delivered');
    expect(await seriousAxeFindings(browser, page.url(), await context.cookies())).toEqual([]);

    await page.goto(`${server.url}/users/account`);
    await expect(page.locator('#notifications-heading + p').textContent()).resolves.toBe(
      'You are told of views and wrong passphrases by webhook.',
    );
    const urdu = await page.goto(`${server.url}/users/notifications?locale=ur`);
    expect(urdu?.status()).toBe(200);
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    await shots(page, 'urdu');
    await context.close();
  }, 120_000);

  it('makes a new secret and removes the webhook with JavaScript off', async () => {
    const context = await visitor(browser, 1280, false);
    const page = await context.newPage();
    await signInOnPage(page, server.url, EMAIL, PASSWORD);
    await page.goto(`${server.url}/users/notifications`);
    const before = await secretOn(page);
    expect(await page.getByRole('button', { name: 'Copy the secret' }).isHidden()).toBe(true);
    await page.getByRole('button', { name: 'New secret' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toBe(
      'New secret made. Deliveries from now on are signed with it.',
    );
    const after = await secretOn(page);
    expect([after.startsWith('whsec_'), after === before]).toEqual([true, false]);
    await page.getByRole('button', { name: 'Remove webhook' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toBe('Webhook removed.');
    expect(await page.getByLabel('Webhook URL').inputValue()).toBe('');
    expect(await page.locator('#webhook-secret').count()).toBe(0);
    await shots(page, 'removed');
    await context.close();
  }, 60_000);
});
