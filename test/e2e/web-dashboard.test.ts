import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newPushKey } from '../../shared/sealed/push-key.ts';
import { sealText } from '../../shared/sealed/sealed-text.ts';
import { browserTests } from '../support/chromium.ts';
import { createPush, pagesFixture, setPassword } from './pages-server.ts';
import { seriousAxeFindings, visitor } from './web-account-browser.ts';
import { dashboardShots, narrowShots, signInOn } from './web-dashboard-browser.ts';
import { PHONE_AND_DESKTOP } from './web-pages-browser.ts';

const availability = browserTests('the dashboard browser tests');
const crypto = {
  subtle: webcrypto.subtle as SubtleCrypto,
  randomBytes: (n: number) => webcrypto.getRandomValues(new Uint8Array(n)),
};
const PASSWORD = 'the dashboard password';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

describe.skipIf(!availability.run)(`the dashboard in a real browser ${availability.reason}`, () => {
  const f = pagesFixture();
  /** A recipient's read through the API, which counts a view. */
  const view = async (urlToken: string) => {
    const res = await fetch(`${f.server.url}/api/v2/pushes/${urlToken}`, {
      headers: { 'user-agent': FIREFOX },
    });
    expect(res.status).toBe(200);
  };

  it('lists, audits, edits and expires pushes with JavaScript, and every page passes axe', async () => {
    expect(setPassword(f.server.dataDir, 'team@example.com', PASSWORD).status).toBe(0);
    const wifi = await createPush(f, { payload: 'hunter2', name: 'Office Wi-Fi', passphrase: 'blue sky' });
    const door = await createPush(f, {
      payload: '4711',
      note: 'Door code for the new hire',
      expire_after_views: 3,
    });
    await view(door.url_token);
    const context = await visitor(f.browser, 390);
    const page = await context.newPage();
    await signInOn(page, f.server.url, 'team@example.com', PASSWORD);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/d/active');
    const rows = page.locator('li.push-row');
    await expect(rows.count()).resolves.toBe(2);
    await expect(rows.nth(0).locator('h2').textContent()).resolves.toBe('Door code for the new hire');
    await expect(rows.nth(0).textContent()).resolves.toContain('1 of 3 views used');
    await expect(rows.nth(1).textContent()).resolves.toContain('Passphrase: yes');
    await dashboardShots(page, 'active');

    await rows.nth(0).getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL(`**/p/${door.url_token}/audit`);
    await expect(page.locator('tbody tr').count()).resolves.toBe(2);
    await expect(page.locator('tbody tr').first().textContent()).resolves.toContain('Firefox 140 on Linux');
    await dashboardShots(page, 'audit');

    // Opened from the dashboard, the result page has no banner of the moment it was pushed.
    await page.goto(`${f.server.url}/d/active`);
    await rows.nth(0).locator('h2 a').click();
    await page.waitForURL(`**/p/${door.url_token}/preview`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Your secret link');
    await expect(page.getByText('Pushed. Send the link').count()).resolves.toBe(0);
    await dashboardShots(page, 'result-later');

    await page.goto(`${f.server.url}/p/${door.url_token}/edit`);
    const duration = page.getByLabel('Expire after', { exact: true });
    await expect(duration.locator('option:checked').textContent()).resolves.toBe('1 week');
    await dashboardShots(page, 'edit');
    await page.getByLabel('Name (only you see it)').fill('Door code');
    await duration.selectOption({ label: '2 weeks' });
    await page.getByLabel('or views').fill('1');
    // The browser's own check would stop the form: this is the server's answer to a value past it.
    await page
      .locator('form[method=post][action$="/edit"]')
      .evaluate((form) => form.setAttribute('novalidate', ''));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('#views-error').textContent()).resolves.toBe(
      'Views must be between 2 and 100.',
    );
    await expect(page.getByLabel('Name (only you see it)').inputValue()).resolves.toBe('Door code');
    await expect(duration.locator('option:checked').textContent()).resolves.toBe('2 weeks');
    await dashboardShots(page, 'edit-error');
    await page.getByLabel('or views').fill('6');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL('**/d/active?notice=edited');
    await expect(page.getByRole('status').textContent()).resolves.toBe('Your changes to the push are saved.');
    await expect(rows.nth(0).textContent()).resolves.toContain('1 of 6 views used');
    await page.reload();
    await expect(rows.nth(0).locator('h2').textContent()).resolves.toBe('Door code');
    const edited = (await (
      await fetch(`${f.server.url}/api/v2/pushes/${door.url_token}`, {
        headers: { authorization: `Bearer ${f.token}` },
      })
    ).json()) as { expire_after_days: number };
    expect(edited.expire_after_days).toBe(14);

    await rows.nth(1).getByRole('link', { name: 'Expire now' }).click();
    await page.waitForURL(`**/p/${wifi.url_token}/expire`);
    await dashboardShots(page, 'expire-confirm');
    const cookies = await context.cookies();
    const paths = [
      '/d/active',
      `/p/${door.url_token}/audit`,
      `/p/${door.url_token}/edit`,
      `/p/${wifi.url_token}/expire`,
    ];
    for (const path of paths) {
      expect(await seriousAxeFindings(f.browser, `${f.server.url}${path}`, cookies), path).toEqual([]);
    }
    await page.getByRole('button', { name: 'Expire it now' }).click();
    await page.waitForURL('**/d/active?notice=expired');
    await expect(rows.count()).resolves.toBe(1);
    await dashboardShots(page, 'expired-notice');
    await page.getByRole('link', { name: 'Expired' }).click();
    await expect(page.locator('li.push-row').first().textContent()).resolves.toContain('expired by you');
    await dashboardShots(page, 'expired');
    expect(await seriousAxeFindings(f.browser, `${f.server.url}/d/expired`, cookies)).toEqual([]);
    const gone = await fetch(`${f.server.url}/api/v2/pushes/${wifi.url_token}`);
    expect(((await gone.json()) as { payload: unknown }).payload).toBeNull();
    await context.close();
  });

  it('titles every push by one rule on each page, marks sealed ones, and says 7 days of a new 7-day push', async () => {
    expect(setPassword(f.server.dataDir, 'team@example.com', PASSWORD).status).toBe(0);
    const url = await createPush(f, { kind: 'url', payload: 'http://127.0.0.1:5650/reset?t=1' });
    const sealed = await createPush(f, {
      payload: await sealText(crypto, newPushKey(crypto.randomBytes), 'hunter2'),
      note: 'Root password for Carol',
    });
    const bare = await createPush(f, { payload: 'nothing names me', expire_after_days: 7 });
    const context = await visitor(f.browser, 390);
    const page = await context.newPage();
    await signInOn(page, f.server.url, 'team@example.com', PASSWORD);
    await page.goto(`${f.server.url}/d/active`);
    const row = (token: string) => page.locator('li.push-row', { has: page.locator(`#push-${token}`) });
    await expect(row(url.url_token).locator('h2').textContent()).resolves.toBe('127.0.0.1:5650');
    await expect(row(sealed.url_token).locator('h2').textContent()).resolves.toBe('Root password for Carol');
    await expect(row(sealed.url_token).locator('.sealed-mark').textContent()).resolves.toBe('Sealed');
    await expect(row(url.url_token).locator('.sealed-mark').count()).resolves.toBe(0);
    const bareTitle = (await row(bare.url_token).locator('h2').textContent()) ?? '';
    expect(bareTitle).toMatch(/^Text, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M UTC$/);
    await expect(row(bare.url_token).textContent()).resolves.toContain('7 days left');
    for (const token of [url.url_token, sealed.url_token, bare.url_token]) {
      await expect(page.locator('main').textContent()).resolves.not.toContain(`${token.slice(0, 6)}…`);
    }
    await narrowShots(page, 'web-dashboard', 'titles');
    await page.goto(`${f.server.url}/p/${url.url_token}/expire`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Expire “127.0.0.1:5650” now?');
    await narrowShots(page, 'web-dashboard', 'titles-expire');
    await page.goto(`${f.server.url}/p/${bare.url_token}/audit`);
    await expect(page.locator('h1').textContent()).resolves.toBe(`Audit log of “${bareTitle}”`);
    await context.close();
  });

  it('edits and expires a push with JavaScript off, a 15-minute push opening at 15 minutes', async () => {
    expect(setPassword(f.server.dataDir, 'team@example.com', PASSWORD).status).toBe(0);
    const push = await createPush(f, { payload: 'no script', name: 'Plain forms', expire_after_duration: 0 });
    const context = await visitor(f.browser, 1280, false);
    const page = await context.newPage();
    await signInOn(page, f.server.url, 'team@example.com', PASSWORD);
    await page.goto(`${f.server.url}/p/${push.url_token}/edit`);
    const duration = page.getByLabel('Expire after', { exact: true });
    await expect(duration.locator('option:checked').textContent()).resolves.toBe('15 minutes');
    await duration.selectOption({ label: '1 hour' });
    await page.getByLabel('Note (only you see it)').fill('Sent to the auditors');
    await page.getByLabel(/^Passphrase/).fill('quiet please');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL('**/d/active?notice=edited');
    const row = page.locator('li.push-row', { hasText: 'Plain forms' });
    await expect(row.textContent()).resolves.toContain('Passphrase: yes');
    await row.getByRole('link', { name: 'Expire now' }).click();
    await page.getByRole('button', { name: 'Expire it now' }).click();
    await page.waitForURL('**/d/active?notice=expired');
    await expect(page.locator('li.push-row', { hasText: 'Plain forms' }).count()).resolves.toBe(0);
    await page.goto(`${f.server.url}/d/expired`);
    await expect(page.locator('li.push-row', { hasText: 'Plain forms' }).textContent()).resolves.toContain(
      'expired by you',
    );
    await context.close();
  });

  it('leads back to the push form from the header of every signed-in page, in every language', async () => {
    expect(setPassword(f.server.dataDir, 'team@example.com', PASSWORD).status).toBe(0);
    const context = await visitor(f.browser, 390);
    const page = await context.newPage();
    await signInOn(page, f.server.url, 'team@example.com', PASSWORD);
    await page.goto(`${f.server.url}/d/active`);
    await page.setViewportSize({ width: 360, height: 800 });
    await dashboardShots(page, 'header', PHONE_AND_DESKTOP);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'New push' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.locator('h1').textContent()).resolves.toBe(
      'Share a secret through a link that expires',
    );
    for (const [code, label, name] of [
      ['ur', 'اکاؤنٹ', 'نیا شیئر'],
      ['ja', 'アカウント', '新規プッシュ'],
    ] as const) {
      await page.goto(`${f.server.url}/d/active?locale=${code}`);
      await dashboardShots(page, `header-${code}`, PHONE_AND_DESKTOP);
      await page.getByRole('navigation', { name: label }).getByRole('link', { name }).click();
      await page.waitForURL((url) => url.pathname === '/' && url.search === `?locale=${code}`);
    }
    await context.close();
  });
});
