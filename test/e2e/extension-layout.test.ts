import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { screenshot } from './ext-browser.ts';
import {
  api,
  bothSchemes,
  createPush,
  expectNoSideways,
  extensionFixture,
  saveInstance,
} from './ext-fixture.ts';

const mode = browserTests('the extension layout browser test');
const LONG = `${'Unbroken'.repeat(30)}-name`;
const EDGE_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

/** A site that answers an HTML page to every request, as a wrong address often does. */
async function htmlSite(): Promise<{ url: string; server: Server }> {
  const server = createServer((_, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<p>Hello</p>'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe.runIf(mode.run)('the popup and options at 320 px with long text (Chromium, real server)', () => {
  // QR rules of the instance's policy, which the other checks here do not push.
  const f = extensionFixture('e2e-layout', {
    PWP__QR__REQUIRE_RETRIEVAL_STEP: 'true',
    PWP__QR__REQUIRE_PASSPHRASE: 'true',
    PWP__QR__PASSPHRASE_MIN_LENGTH: '10',
  });
  let site: { url: string; server: Server } | undefined;
  afterAll(() => site?.server.close());

  it('shows rows with long names, last views and logs without sideways scrolling, light and dark', async () => {
    await saveInstance(f, { url: f.server.url, token: f.token, name: LONG });
    const live = await createPush(f, {
      payload: 'a',
      name: LONG,
      passphrase: 'open-sesame',
      expire_after_views: 3,
    });
    await fetch(`${f.server.url}/api/v2/pushes/${live.url_token}?passphrase=open-sesame`, {
      headers: { 'user-agent': EDGE_UA },
    });
    const ended = await createPush(f, { payload: 'b', name: `${LONG}-ended` });
    await api(f, `/pushes/${ended.url_token}`, { method: 'DELETE' });

    const page = await f.browser.context.newPage();
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(f.browser.url('popup.html'));
    await page.getByLabel('Secret', { exact: true }).waitFor();
    await expectNoSideways(page);
    await page.getByRole('tab', { name: 'Active' }).click();
    const row = page.locator(`[data-url-token="${live.url_token}"]`);
    await row.getByTestId('last-viewed').waitFor();
    expect(await row.getByTestId('last-viewed').textContent()).toMatch(
      /^Last viewed just now with Edge on Windows$/,
    );
    expect(await row.textContent()).toMatch(/1 of 3 views used/);
    await row.getByRole('button', { name: 'Audit log' }).click();
    await row.locator('ul.audit li').nth(1).waitFor();
    await expectNoSideways(page);
    await page.setViewportSize({ width: 360, height: 700 });
    await bothSchemes(page, 'extension-popup-active-long');

    await page.setViewportSize({ width: 320, height: 700 });
    await page.getByRole('tab', { name: 'Expired' }).click();
    const endedRow = page.locator(`[data-url-token="${ended.url_token}"]`);
    await endedRow
      .locator('.status')
      .getByText(/^(Deleted by you|Expired)$/)
      .waitFor();
    expect(await endedRow.getByRole('button').allTextContents()).toEqual(['Audit log']);
    await expectNoSideways(page);
    await page.setViewportSize({ width: 360, height: 700 });
    await bothSchemes(page, 'extension-popup-expired-long');
    await page.close();
  }, 60_000);

  it('refuses to save an address that is not an instance, says why, and fits 320 px', async () => {
    site = await htmlSite();
    const page = await f.browser.context.newPage();
    await page.setViewportSize({ width: 320, height: 900 });
    await page.goto(f.browser.url('options.html'));
    await page.getByRole('button', { name: 'Add an instance' }).click();
    await page.getByLabel('Instance address').fill(site.url);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const doubt = page.getByTestId('save-doubt');
    await doubt.waitFor();
    expect(await doubt.textContent()).toMatch(/is not a Password Pusher instance/);
    await expectNoSideways(page);
    await page.setViewportSize({ width: 360, height: 900 });
    await bothSchemes(page, 'extension-options-not-an-instance');

    await page.getByLabel('Instance address').fill(f.server.url);
    await page.getByLabel('API token (optional)').fill('wrong-token');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByTestId('save-doubt')
      .getByText(/did not accept the API token/)
      .waitFor();
    await page.screenshot({ path: screenshot('extension-options-token-rejected-light'), fullPage: true });
    const saved = await page.evaluate(() => chrome.storage.local.get('settings'));
    expect(JSON.stringify(saved)).not.toContain('wrong-token');
    await page.close();
  }, 60_000);

  it('locks what the policy requires for QR codes and stops a push without its passphrase before sending', async () => {
    await saveInstance(f, { url: f.server.url, token: f.token });
    const page = await f.browser.context.newPage();
    await page.setViewportSize({ width: 360, height: 900 });
    await page.goto(f.browser.url('popup.html'));
    await page.getByText('QR code', { exact: true }).click();
    const step = page.getByRole('checkbox', { name: /retrieval step/i });
    expect([await step.isChecked(), await step.isDisabled()]).toEqual([true, true]);
    expect(await page.getByTestId('retrieval-step-rule').textContent()).toBe(
      'This instance requires this option.',
    );
    await page.locator('#payload').fill('wifi: correct horse');
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    // The refusal under Push; the rule's own hint says the same once the passphrase fold is open.
    await page
      .locator('p.error')
      .getByText('This instance requires a passphrase: at least 10 characters.')
      .waitFor();
    await bothSchemes(page, 'extension-popup-policy-qr');
    // The copy the connection test read was read again behind the first paint, and when is kept.
    const readAt = async () =>
      JSON.stringify(await page.evaluate(() => chrome.storage.local.get('settings'))).includes(
        '"policyReadAt":',
      );
    await expect.poll(readAt).toBe(true);
    await page.close();
  }, 60_000);
});

declare const chrome: { storage: { local: { get: (key: string) => Promise<unknown> } } };
