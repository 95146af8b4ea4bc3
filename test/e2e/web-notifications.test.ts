import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGS } from '../../server/i18n/catalogs/index.ts';
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
/** The same at 360 px and 1280 px, for the states of the list that refreshes itself and of the events' warning. */
const narrowShots = (page: Page, name: string) => pageShots(page, 'web-notifications', name, [360, 1280]);

const secretOn = async (page: Page) => (await page.locator('#webhook-secret').textContent()) ?? '';

/**
 * The cells of the deliveries table's first row once its outcome matches, the page never reloaded.
 * A retry is due 10 s after its failure, found by the runner's 5 s poll, and shown at the list's
 * next refresh (at most 5 s apart): up to 20 s, more with other test files on the same cores.
 */
async function firstDeliveryOnceIt(page: Page, outcome: RegExp): Promise<string[]> {
  const row = page.locator('table.audit tbody tr').first();
  await row.locator('td').nth(4).filter({ hasText: outcome }).waitFor({ timeout: 35_000 });
  return row.locator('td').allTextContents();
}

describe.skipIf(!availability.run)(`the notifications page in a real browser ${availability.reason}`, () => {
  let server: RunningServer;
  let browser: Browser;
  let receiver: WebhookReceiver | undefined;
  beforeAll(async () => {
    // The receiver is on loopback: the administrator allows it, as for an intranet receiver.
    // A receiver that hangs is given up on after 6 s, so the list's own refresh shows it within the
    // test, and the screenshots of the waiting test (slow on a busy machine) are taken before then.
    server = await startServer(tempDataDir(), {
      PWP__WEBHOOKS__ALLOWED_NETWORKS: '127.0.0.0/8',
      PWP__WEBHOOKS__TIMEOUT_SECONDS: '6',
    });
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

    // The receiver keeps the test waiting: the list says so, and shows how it went once it is given up on.
    receiver.failNext(1, 'hang');
    await page.getByRole('button', { name: 'Send a test' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toContain('Test queued.');
    const got = await receiver.nth(1, 10_000);
    expect(got.verified).toBe(true);
    expect(got.path).toBe(new URL(receiver.url).pathname);
    const host = new URL(receiver.url).host;
    const waiting = await page.locator('table.audit tbody tr').first().locator('td').allTextContents();
    expect(waiting.slice(1)).toEqual(['Webhook', 'Test', host, 'Waiting to be sent', '0']);
    await expect(page.locator('[data-updating]').textContent()).resolves.toBe(
      'Some are still on their way: this list updates by itself.',
    );
    expect(await page.locator('[data-updating]').isVisible()).toBe(true);
    await narrowShots(page, 'test-waiting');

    // A second click while it waits sends nothing more, and says why.
    await page.getByRole('button', { name: 'Send a test' }).click();
    await expect(page.locator('#action-error').textContent()).resolves.toBe(
      'A test is still waiting to be sent: it shows in the deliveries below once it has been tried.',
    );
    await narrowShots(page, 'test-held');
    const tried = await firstDeliveryOnceIt(page, /^Waiting for try 2 at /);
    expect(tried.slice(1)).toEqual(['Webhook', 'Test', host, tried[4], '1']);
    expect(tried[4]).toMatch(/\(last error: timeout\)$/);
    expect(receiver.received).toHaveLength(1);
    await narrowShots(page, 'test-tried');
    // Its retry goes through; the list, still refreshing itself in the page's own language, shows it delivered.
    const urdu = await page.goto(`${server.url}/users/notifications?locale=ur`);
    expect(urdu?.status()).toBe(200);
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    const inUrdu = await firstDeliveryOnceIt(
      page,
      new RegExp(`^${CATALOGS.ur?.notifyPage.outcomeDelivered}$`),
    );
    expect(inUrdu[5]).toBe(Number(2).toLocaleString('ur'));
    expect(await page.locator('[data-updating]').count()).toBe(0);
    await shots(page, 'urdu');
    await page.goto(`${server.url}/users/notifications`);
    const cells = await page.locator('table.audit tbody tr').first().locator('td').allTextContents();
    expect(cells.slice(1)).toEqual(['Webhook', 'Test', host, 'Delivered', '2']);
    await shots(page, 'delivered');
    expect(await seriousAxeFindings(browser, page.url(), await context.cookies())).toEqual([]);

    await page.goto(`${server.url}/users/account`);
    await expect(page.locator('#notifications-heading + p').textContent()).resolves.toBe(
      'You are told of views and wrong passphrases by webhook.',
    );
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

    // A webhook kept with no event chosen is saved, and the page says plainly that nothing will be sent.
    await page.getByLabel('A push is viewed').uncheck();
    await page.getByLabel('Someone enters a wrong passphrase').uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').textContent()).resolves.toBe(
      'Saved, but nothing will be sent until you choose at least one event.',
    );
    await expect(page.locator('#events-warning').textContent()).resolves.toBe(
      'No event is chosen, so nothing is sent by e-mail or webhook. Choose at least one to be told of it.',
    );
    await expect(
      page.getByRole('group', { name: 'Tell me when' }).getAttribute('aria-describedby'),
    ).resolves.toBe('events-warning');
    await narrowShots(page, 'no-events');
    await page.getByRole('button', { name: 'Remove webhook' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toBe('Webhook removed.');
    expect(await page.getByLabel('Webhook URL').inputValue()).toBe('');
    expect(await page.locator('#webhook-secret').count()).toBe(0);
    await shots(page, 'removed');
    await context.close();
  }, 60_000);
});
