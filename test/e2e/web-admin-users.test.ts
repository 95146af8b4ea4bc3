import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { launchChromium } from './pages-browser.ts';
import { setPassword } from './pages-server.ts';
import { activePushes, apiMake, lookedAt, pressByKeyboard, tabTo } from './web-admin-users-support.ts';
import { pageShots, signInOnPage } from './web-pages-browser.ts';

const availability = browserTests('the user and push pages browser tests');
const PASSWORD = 'a password long enough';
const ROOT = 'root@example.com';
// Long enough to break a layout that does not wrap addresses.
const MEMBER = 'a.member.with.a.rather.long.address@departments.example-organisation.com';
const COLLEAGUE = 'colleague@example.com';
const LEAVER = 'leaver@example.com';

describe.skipIf(!availability.run)(`the user and push pages in a real browser ${availability.reason}`, () => {
  let browser: Browser;
  let server: RunningServer;
  let admin: BrowserContext;
  let page: Page;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  const pushesOf: Record<string, string[]> = {};

  beforeAll(async () => {
    browser = await launchChromium();
    server = await startServer(tempDataDir(), { PWP__ENABLE_REQUESTS: 'true' });
    userCli(server.dataDir, ['add', ROOT, '--admin']);
    for (const email of [MEMBER, COLLEAGUE, LEAVER])
      token[email] = userCli(server.dataDir, ['add', email]).lastLine;
    for (const email of [ROOT, MEMBER, COLLEAGUE, LEAVER]) setPassword(server.dataDir, email, PASSWORD);
    for (const email of [MEMBER, COLLEAGUE, LEAVER]) {
      const make = (fields: Record<string, unknown>) =>
        apiMake(server.url, token[email] ?? '', 'pushes', fields);
      pushesOf[email] = [
        await make({ payload: `first of ${email}` }),
        await make({ payload: `second of ${email}` }),
      ];
      await apiMake(server.url, token[email] ?? '', 'requests', { request: `a question of ${email}` });
    }
    admin = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await admin.newPage();
    await signInOnPage(page, server.url, ROOT, PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop('SIGTERM');
  });

  /** The user's page, reached from the users list by its Details link; its id is kept. */
  async function openUser(email: string) {
    await page.goto(`${server.url}/admin`);
    await page.getByRole('link', { name: `Details of ${email}` }).click();
    await page.waitForURL('**/admin/users/*');
    id[email] = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
  }
  const fact = (label: string) => page.locator('table.facts-table tr', { hasText: label }).locator('td');

  it("shows a member's facts; suspending cuts their session, token and sign-in at once", async () => {
    const member = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const theirs = await member.newPage();
    await signInOnPage(theirs, server.url, MEMBER, PASSWORD);

    await openUser(MEMBER);
    expect(await page.locator('h1').textContent()).toBe(MEMBER);
    expect(await fact('Role').textContent()).toBe('User');
    expect(await fact('State').textContent()).toBe('Active');
    expect(await fact('Two-factor authentication').textContent()).toBe('Off');
    expect(await fact('API token').textContent()).toBe('Present');
    expect(await fact('Web sessions signed in').textContent()).toBe('1');
    expect(await fact('Active pushes').textContent()).toBe('2');
    expect(await fact('Open requests').textContent()).toBe('1');
    expect(await fact('Last activity').textContent()).not.toBe('None');
    await lookedAt(browser, admin, page, 'user-active');

    await pressByKeyboard(page, 'Suspend', '**/suspend');
    expect(await page.locator('h1').textContent()).toBe(`Suspend ${MEMBER}?`);
    await lookedAt(browser, admin, page, 'suspend-confirm');
    await pressByKeyboard(page, `Suspend ${MEMBER}`, /done=suspended/);
    expect(await fact('State').textContent()).toBe('Suspended');
    expect(await fact('Web sessions signed in').textContent()).toBe('0');
    // The notice says it once; the standing note waits for the next visit.
    expect(await page.getByText('This account is suspended').count()).toBe(0);
    await lookedAt(browser, admin, page, 'user-suspended');

    await theirs.goto(`${server.url}/users/account`);
    expect(new URL(theirs.url()).pathname).toBe('/users/sign_in');
    const api = await activePushes(server.url, token[MEMBER] ?? '');
    expect([401, 403]).toContain(api.status);
    expect(api.type).toContain('application/json');
    await theirs.getByLabel('E-mail').fill(MEMBER);
    await theirs.getByLabel('Password').fill(PASSWORD);
    await theirs.getByRole('button', { name: 'Sign in', exact: true }).click();
    await theirs.getByRole('heading', { name: 'Account suspended' }).waitFor();
    await member.close();
  });

  it('restores sign-in but not the token, and shows a reset link once without logging it', async () => {
    await openUser(MEMBER);
    expect(await page.getByText('This account is suspended').count()).toBe(1);
    await pressByKeyboard(page, 'Restore', /done=restored/);
    expect(await page.getByRole('status').textContent()).toContain('Its old tokens stay revoked.');
    expect(await fact('API token').textContent()).toBe('None');
    const member = await browser.newContext();
    await signInOnPage(await member.newPage(), server.url, MEMBER, PASSWORD);
    await member.close();
    expect((await activePushes(server.url, token[MEMBER] ?? '')).status).not.toBe(200);

    await pressByKeyboard(page, 'Make a password reset link', '**/admin/reset_link');
    const link = (await page.locator('#reset-link').textContent()) ?? '';
    expect(link).toMatch(/\/users\/password\/edit\/[\w-]{20,}$/);
    const secretPart = link.split('/').at(-1) ?? '';
    expect(server.output()).not.toContain(secretPart);
    await page.reload();
    expect(await page.locator('#reset-link').count()).toBe(0);
    expect(await page.content()).not.toContain(secretPart);
  });

  it("expires a member's pushes after counting them, and another's from the list of every push", async () => {
    await openUser(MEMBER);
    await pressByKeyboard(page, 'Expire all active pushes', '**/expire_pushes');
    expect(await page.locator('main p, .card p').first().textContent()).toContain(
      'Active pushes to expire: 2.',
    );
    await pressByKeyboard(page, 'Expire the pushes', /done=pushes_expired/);
    expect(await fact('Active pushes').textContent()).toBe('0');

    await page.goto(`${server.url}/admin/pushes?state=all`);
    expect(await page.locator('li.push-row').count()).toBe(6);
    await page.getByLabel('Owner').selectOption({ label: MEMBER });
    await page.getByLabel('State').selectOption('expired');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(/state=expired/);
    const [owner, state] = [
      await page.getByLabel('Owner').boundingBox(),
      await page.getByLabel('State').boundingBox(),
    ];
    expect(state?.y, 'the filters side by side on a desktop').toBe(owner?.y);
    const rows = page.locator('li.push-row');
    expect(await rows.count()).toBe(2);
    for (const text of await rows.allTextContents()) {
      expect(text).toContain(`Owner: ${MEMBER}`);
      expect(text).toContain('Expired: deleted or expired on request');
      expect(text).toContain('Views: 0 used, 0 left');
    }
    await lookedAt(browser, admin, page, 'pushes-filtered');

    await page.goto(`${server.url}/admin/pushes?owner=${encodeURIComponent(id[MEMBER] ?? '')}&state=all`);
    await rows
      .first()
      .getByRole('link', { name: /^Audit log of the push made/ })
      .click();
    await page.waitForURL('**/audit');
    expect(await page.locator('table.audit tbody tr').count()).toBeGreaterThanOrEqual(2);
    await lookedAt(browser, admin, page, 'push-audit');

    await page.goto(`${server.url}/admin`);
    await openUser(COLLEAGUE);
    await page.goto(
      `${server.url}/admin/pushes?owner=${encodeURIComponent(id[COLLEAGUE] ?? '')}&state=active`,
    );
    const expire = rows.first().getByRole('link', { name: /^Expire the push made/ });
    await pressByKeyboard(page, (await expire.getAttribute('aria-label')) ?? '', '**/expire');
    await pressByKeyboard(page, 'Expire the push', /done=expired/);
    const left = await activePushes(server.url, token[COLLEAGUE] ?? '');
    expect(left.tokens).toHaveLength(1);
  });

  it('removes a user after saying how many live links would stop, handing them to another', async () => {
    await openUser(LEAVER);
    await pressByKeyboard(page, 'Remove', '**/remove');
    expect(await page.getByText('Live links that would stop working').textContent()).toBe(
      'Live links that would stop working: active pushes 2, open requests 1.',
    );
    await page.getByLabel('User to hand them to').selectOption({ label: COLLEAGUE });
    await lookedAt(browser, admin, page, 'remove-confirm');
    await pressByKeyboard(page, `Remove ${LEAVER}`, /done=removed_handed_over/);
    expect(await page.getByRole('link', { name: `Details of ${LEAVER}` }).count()).toBe(0);
    const now = await activePushes(server.url, token[COLLEAGUE] ?? '');
    expect(now.tokens).toEqual(expect.arrayContaining(pushesOf[LEAVER] ?? ['none']));
    expect(now.tokens).toHaveLength(3);
  });

  it('offers the last administrator no demotion, suspension or removal on their own page, also in German', async () => {
    await openUser(ROOT);
    const actions = page.locator('.admin-actions');
    for (const name of ['Take administrator away', 'Suspend', 'Remove'])
      expect(await actions.getByText(name, { exact: true }).count(), name).toBe(0);
    expect(await page.getByText('This is the only administrator able to sign in').count()).toBe(1);
    await tabTo(page, 'Make a password reset link');

    const german = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 800 } });
    await german.addCookies(await admin.cookies());
    const seen = await german.newPage();
    await seen.goto(`${server.url}/admin/users/${encodeURIComponent(id[MEMBER] ?? '')}`);
    expect(await seen.evaluate(() => document.documentElement.lang)).toBe('de');
    await pageShots(seen, 'admin-users', 'user-de');
    await german.close();
  });
});
