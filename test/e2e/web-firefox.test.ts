import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, setupLinkOf, startServer, tempDataDir } from '../support/server-process.ts';
import { until } from '../support/until.ts';
import { firefoxTests } from './firefox-browser.ts';
import {
  fill,
  firefoxShots,
  launchDarkFirefox,
  launchFirefox,
  pathOf,
  press,
  textOf,
} from './web-firefox-browser.ts';

const availability = firefoxTests('the web app in Firefox');
const ADMIN = 'root@example.com';
const PASSWORD = 'the administrator password';
const SECOND = 'the administrator password, changed';
const CAROL_PASSWORD = 'carol chose this one';

/** Whether the element is shown: script unhides the copy buttons. */
const shown = (page: Page, selector: string) =>
  page.$eval(selector, (el) => !(el as HTMLElement).hidden && (el as HTMLElement).offsetParent !== null);

/** Picks the option whose label is `label` in the select `selector`. */
async function choose(page: Page, selector: string, label: string): Promise<void> {
  const value = await page.$eval(
    selector,
    (el, wanted) => [...(el as HTMLSelectElement).options].find((o) => o.label === wanted)?.value ?? '',
    label,
  );
  await page.select(selector, value);
}

describe.skipIf(!availability.run)(`the web app in Firefox ${availability.reason}`, () => {
  let server: RunningServer;
  let browser: Browser;
  let dark: Browser;
  let page: Page;
  const pushed: string[] = [];
  beforeAll(async () => {
    server = await startServer(tempDataDir());
    [browser, dark] = await Promise.all([launchFirefox(), launchDarkFirefox()]);
    page = await browser.newPage();
    await page.setViewport({ width: 390, height: 800 });
  });
  afterAll(async () => {
    await browser?.close();
    await dark?.close();
    await server?.stop('SIGTERM');
  });

  it('creates the first administrator from the setup link in the output, then signs in', async () => {
    const setupLink = await setupLinkOf(server);
    await page.goto(setupLink);
    await firefoxShots(page, 'setup', dark);
    await fill(page, '#email', ADMIN);
    await fill(page, '#password', PASSWORD);
    await fill(page, '#password_again', `${PASSWORD}x`);
    await press(page, 'Create the administrator');
    await expect(textOf(page, '#password_again-error')).resolves.toBe('The two passwords are not the same.');
    await expect(page.$eval('#email', (el) => (el as HTMLInputElement).value)).resolves.toBe(ADMIN);
    await expect(page.$eval('#password', (el) => el.getAttribute('aria-describedby'))).resolves.toBeTruthy();
    await firefoxShots(page, 'setup-error');
    await fill(page, '#password', PASSWORD);
    await fill(page, '#password_again', PASSWORD);
    await press(page, 'Create the administrator');
    expect(pathOf(page)).toBe('/admin');
    await expect(textOf(page, 'h1')).resolves.toBe('Administration');

    const context = await browser.createBrowserContext();
    const fresh = await context.newPage();
    await fresh.goto(`${server.url}/users/sign_in`);
    await firefoxShots(fresh, 'sign-in', dark);
    await fill(fresh, '#email', ADMIN);
    await fill(fresh, '#password', PASSWORD);
    await Promise.all([fresh.waitForNavigation(), fresh.click('main button[type="submit"]')]);
    expect(pathOf(fresh)).toBe('/');
    await expect(textOf(fresh, 'header nav')).resolves.toContain(`Sign out ${ADMIN}`);
    await context.close();
  }, 60_000);

  it('pushes text with a generated passphrase; the result page has the copy button and the QR code', async () => {
    await page.goto(`${server.url}/`);
    await firefoxShots(page, 'text-form', dark);
    // With Firefox's default font the fourth tab once sat alone on a second row at 390 px.
    const rows = await page.$$eval('nav.kinds a', (tabs) => [...new Set(tabs.map((t) => t.offsetTop))]);
    expect(rows).toHaveLength(1);
    await expect(page.$$eval('nav.kinds a', (tabs) => tabs.length)).resolves.toBe(4);
    await fill(page, '#payload', 'db password: hunter2');
    await page.click('#passphrase-generate');
    await expect(page.$eval('#passphrase', (el) => (el as HTMLInputElement).value)).resolves.toMatch(
      /^([a-zA-Z2-9]{4}-){3}[a-zA-Z2-9]{4}$/,
    );
    await choose(page, '#duration', '15 minutes');
    await fill(page, '#views', '3');
    await Promise.all([page.waitForNavigation(), page.click('#push-submit')]);
    expect(pathOf(page)).toMatch(/^\/p\/[^/]+\/preview$/);
    pushed.push(pathOf(page).split('/')[2] ?? '');
    await expect(textOf(page, 'h1')).resolves.toBe('Your secret link');
    await expect(textOf(page, '#share')).resolves.toContain('This link works for 15 minutes or 3 views');
    await expect(shown(page, 'button[data-copy="link"]')).resolves.toBe(true);
    await expect(page.$$eval('.qr svg', (all) => all.length)).resolves.toBe(1);
    const result = page.url();
    await page.reload();
    expect(page.url()).toBe(result);
    await firefoxShots(page, 'text-result', dark);
  }, 60_000);

  it('pushes a URL and a QR code text', async () => {
    await page.goto(`${server.url}/?kind=url`);
    await fill(page, '#payload', 'https://example.com/reset?code=1');
    await Promise.all([page.waitForNavigation(), page.click('#push-submit')]);
    expect(pathOf(page)).toMatch(/\/preview$/);
    pushed.push(pathOf(page).split('/')[2] ?? '');
    await expect(textOf(page, '#share')).resolves.toContain('This link works for 7 days or 5 views');
    await firefoxShots(page, 'url-result', dark);

    await page.goto(`${server.url}/?kind=qr`);
    await firefoxShots(page, 'qr-form', dark);
    await fill(page, '#payload', 'WIFI:S:office;T:WPA;P:correct horse;;');
    await Promise.all([page.waitForNavigation(), page.click('#push-submit')]);
    expect(pathOf(page)).toMatch(/\/preview$/);
    pushed.push(pathOf(page).split('/')[2] ?? '');
    await expect(shown(page, 'button[data-copy="share"]')).resolves.toBe(true);
    await expect(page.$$eval('.qr svg', (all) => all.length)).resolves.toBe(1);
    await firefoxShots(page, 'qr-result', dark);
  }, 60_000);

  it('uploads a file with the progress bar reaching 100%', async () => {
    const dir = tempDataDir();
    const big = join(dir, 'backup.bin');
    writeFileSync(big, Buffer.alloc(4 * 1024 * 1024, 7));
    const notes = join(dir, 'notes.txt');
    writeFileSync(notes, 'notes');
    await page.goto(`${server.url}/?kind=file`);
    const input = (await page.$('#files')) as ElementHandle<HTMLInputElement> | null;
    await input?.uploadFile(big, notes);
    await until(
      async () => (await page.$$eval('#files-chosen li', (all) => all.length)) === 2,
      'the page lists the files picked',
      5_000,
    );
    await expect(page.$$eval('#files-chosen li', (all) => all.map((li) => li.textContent))).resolves.toEqual([
      'backup.bin (4.0 MB)',
      'notes.txt (1 KB)',
    ]);
    await page.click('details.more-options > summary');
    await fill(page, '#name', 'Backups');
    await firefoxShots(page, 'file-form');
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
    await Promise.all([page.waitForNavigation(), page.click('#push-submit')]);
    expect(pathOf(page)).toMatch(/\/preview$/);
    pushed.push(pathOf(page).split('/')[2] ?? '');
    await expect(page.evaluate(() => sessionStorage.getItem('progress'))).resolves.toBe(
      '4.0 MB of 4.0 MB · 100%',
    );
    await expect(textOf(page, 'h1')).resolves.toBe('Your secret link');
    await firefoxShots(page, 'file-result', dark);
  }, 60_000);

  it('lists the pushes, shows an audit log, edits with a refusal then a save, and expires after the confirmation', async () => {
    await page.goto(`${server.url}/d/active`);
    await expect(page.$$eval('li.push-row', (all) => all.length)).resolves.toBe(4);
    await expect(textOf(page, 'li.push-row h2')).resolves.toBe('Backups');
    await firefoxShots(page, 'dashboard', dark);

    const [text] = pushed;
    await page.goto(`${server.url}/p/${text}/audit`);
    await expect(page.$$eval('tbody tr', (all) => all.length)).resolves.toBeGreaterThan(0);
    await firefoxShots(page, 'audit', dark);

    await page.goto(`${server.url}/p/${text}/edit`);
    await fill(page, '#name', 'Database');
    await fill(page, '#views', '101');
    // Firefox's own check would stop the form: this is the server's answer to a value past it.
    await page.$eval('form[action$="/edit"]', (form) => form.setAttribute('novalidate', ''));
    await press(page, 'Save changes');
    await expect(textOf(page, '#views-error')).resolves.toBe('Views must be between 1 and 100.');
    await expect(page.$eval('#views', (el) => el.getAttribute('aria-describedby'))).resolves.toContain(
      'views-error',
    );
    await expect(page.$eval('#name', (el) => (el as HTMLInputElement).value)).resolves.toBe('Database');
    await firefoxShots(page, 'edit-error');
    await fill(page, '#views', '6');
    await press(page, 'Save changes');
    expect(page.url()).toBe(`${server.url}/d/active?notice=edited`);
    await expect(textOf(page, '[role="status"]')).resolves.toBe('Your changes to the push are saved.');
    const row = `li.push-row:has(a[href="/p/${text}/edit"])`;
    await expect(textOf(page, `${row} h2`)).resolves.toBe('Database');
    await expect(textOf(page, row)).resolves.toContain('0 of 6 views used');

    await Promise.all([page.waitForNavigation(), page.click(`${row} a.danger`)]);
    expect(pathOf(page)).toMatch(/\/expire$/);
    const expiring = pathOf(page).split('/')[2];
    await firefoxShots(page, 'expire-confirm', dark);
    await press(page, 'Expire it now');
    expect(page.url()).toBe(`${server.url}/d/active?notice=expired`);
    await expect(page.$$eval('li.push-row', (all) => all.length)).resolves.toBe(3);
    await page.goto(`${server.url}/d/expired`);
    await expect(textOf(page, 'li.push-row')).resolves.toContain('expired by you');
    await firefoxShots(page, 'dashboard-expired', dark);
    expect(pushed).toContain(expiring);
  }, 90_000);

  it('changes the password on the account page', async () => {
    await page.goto(`${server.url}/users/account`);
    await firefoxShots(page, 'account', dark);
    await fill(page, '#current_password', PASSWORD);
    await fill(page, '#new_password', SECOND);
    await fill(page, '#new_password_again', `${SECOND}?`);
    await press(page, 'Change password');
    await expect(textOf(page, '#new_password_again-error')).resolves.toBe(
      'The two new passwords are not the same.',
    );
    await firefoxShots(page, 'account-error');
    await fill(page, '#current_password', PASSWORD);
    await fill(page, '#new_password', SECOND);
    await fill(page, '#new_password_again', SECOND);
    await press(page, 'Change password');
    await expect(textOf(page, '[role="status"]')).resolves.toContain('Your password was changed.');

    const context = await browser.createBrowserContext();
    const fresh = await context.newPage();
    await fresh.goto(`${server.url}/users/sign_in`);
    await fill(fresh, '#email', ADMIN);
    await fill(fresh, '#password', SECOND);
    await Promise.all([fresh.waitForNavigation(), fresh.click('main button[type="submit"]')]);
    expect(pathOf(fresh)).toBe('/');
    await expect(textOf(fresh, 'header nav')).resolves.toContain(`Sign out ${ADMIN}`);
    await context.close();
  }, 60_000);

  it('invites a user, who accepts the invitation in a fresh session', async () => {
    await page.goto(`${server.url}/admin`);
    await fill(page, '#invite_email', 'carol@example.com');
    await press(page, 'Create the invitation link');
    expect(pathOf(page)).toBe('/admin/invitations/new');
    const invitation = await textOf(page, '#invitation-link');
    expect(invitation).toMatch(/\/users\/invitation\/[\w-]+$/);
    await expect(shown(page, 'button[data-copy="invitation-link"]')).resolves.toBe(true);
    await firefoxShots(page, 'invitation-link');

    const context = await browser.createBrowserContext();
    const carol = await context.newPage();
    await carol.goto(invitation);
    await expect(textOf(carol, 'main')).resolves.toContain('carol@example.com');
    await firefoxShots(carol, 'invitation-accept', dark);
    await fill(carol, '#password', CAROL_PASSWORD);
    await fill(carol, '#password_again', CAROL_PASSWORD);
    await press(carol, 'Create my account');
    expect(pathOf(carol)).toBe('/d/active');
    const forbidden = await carol.goto(`${server.url}/admin`);
    expect(forbidden?.status()).toBe(403);
    await context.close();
    expect(server.output()).not.toContain(invitation.split('/').at(-1));
    expect(server.output()).not.toContain(PASSWORD);
  }, 60_000);
});
