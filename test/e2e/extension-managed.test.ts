import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { browserTests } from '../support/chromium.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { buildExtension, type ExtensionBrowser, launchWithExtension } from './ext-browser.ts';
import { bothSchemes } from './ext-fixture.ts';
import { CHROMIUM_POLICY, MANAGED_CHROME_ID, writePolicy } from './managed-policy.ts';

/** The extension APIs the test reaches inside the service worker. */
declare const chrome: {
  contextMenus: { onClicked: { dispatch: (...args: unknown[]) => void } };
  storage: { managed: { get: () => Promise<Record<string, unknown>> } };
};

const mode = browserTests('the managed extension browser test');
if (!mode.run) console.warn(mode.reason);

/** Sealed text as the instance stores it: only the envelope, never the secret. */
const SEALED = /^This is a sealed Secret Push secret\.[\s\S]*SP-SEALED-1\.t\./;

describe.runIf(mode.run)('the extension under a Chromium managed policy', () => {
  let server: RunningServer;
  let browser: ExtensionBrowser;
  let token = '';
  let removePolicy = () => {};
  const api = async <T>(path: string) =>
    (await (
      await fetch(`${server.url}/api/v2${path}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as T;
  const newest = async () => (await api<PushJson[]>('/pushes/active'))[0];
  /** What the instance stores; reading it counts one of the push's views. */
  const payloadOf = async (push: PushJson | undefined) =>
    (await api<PushJson>(`/pushes/${push?.url_token}`)).payload;

  beforeAll(async () => {
    const dir = buildExtension('e2e-managed');
    server = await startServer(tempDataDir());
    token = userCli(server.dataDir, ['add', 'managed@example.com']).lastLine;
    const managed = {
      instances: [{ url: server.url, name: 'Team secrets' }],
      allowOtherInstances: false,
      sealed: 'forced',
      expireAfterDays: 3,
      expireAfterViews: 2,
    };
    // As an administrator writes it: Chromium hands `3rdparty.extensions.<id>` to that extension's storage.managed.
    removePolicy = writePolicy(
      CHROMIUM_POLICY,
      { '3rdparty': { extensions: { [MANAGED_CHROME_ID]: managed } } },
      MANAGED_CHROME_ID,
    );
    browser = await launchWithExtension(dir);
    browser.context.setDefaultTimeout(8_000);
  }, 90_000);

  afterAll(async () => {
    removePolicy();
    await browser?.context.close();
    await server?.stop('SIGTERM');
  });

  it('has the id the policy names, and reads the policy from storage.managed', async () => {
    expect(browser.id).toBe(MANAGED_CHROME_ID);
    await expect
      .poll(() => browser.worker.evaluate(() => chrome.storage.managed.get()), { timeout: 10_000 })
      .toMatchObject({ allowOtherInstances: false, sealed: 'forced' });
  });

  it('shows the organisation’s instance configured and locked, with no way to add another', async () => {
    const page = await browser.context.newPage();
    await page.goto(browser.url('options.html'));
    await page.getByRole('heading', { name: 'Edit Team secrets' }).waitFor();
    expect(await page.getByLabel('Instance address').inputValue()).toBe(server.url);
    expect(await page.getByLabel('Instance address').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel(/^Name/).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('button', { name: 'Add an instance' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Remove' }).count()).toBe(0);
    await page.getByText('Your organisation allows only the instances it set up').waitFor();
    expect(await page.getByLabel('Expire after').isDisabled()).toBe(true);
    expect(await page.getByLabel('Expire after').inputValue()).toBe('8');
    expect(await page.getByLabel('or after this many views').inputValue()).toBe('2');
    expect(await page.getByLabel('or after this many views').isDisabled()).toBe(true);
    expect(await page.getByLabel('Seal right-click pushes').isChecked()).toBe(true);
    expect(await page.getByLabel('Seal right-click pushes').isDisabled()).toBe(true);
    await page.getByLabel('API token (optional)').fill(token);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/Saved\./).waitFor();
    await bothSchemes(page, 'extension-managed-options');
    await page.close();
  }, 30_000);

  it('holds the popup’s Sealed switch on and locked, and pushes sealed with the organisation’s expiry', async () => {
    const page = await browser.context.newPage();
    await page.goto(browser.url('popup.html'));
    const sealed = page.getByRole('switch', { name: 'Sealed' });
    await sealed.waitFor();
    expect([await sealed.isChecked(), await sealed.isDisabled()]).toEqual([true, true]);
    await page.getByText('Set by your organisation: text and file pushes are always sealed.').waitFor();
    await bothSchemes(page, 'extension-managed-popup');
    await page.getByLabel('Secret', { exact: true }).fill('hunter2');
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    await page.getByTestId('result-sealed').waitFor();
    await page.close();
    const push = await newest();
    expect(await payloadOf(push)).toMatch(SEALED);
    expect([push?.expire_after_days, push?.expire_after_views]).toEqual([3, 2]);
  }, 30_000);

  it('seals a right-click push whatever the person chose before', async () => {
    const before = (await newest())?.url_token;
    await browser.worker.evaluate(() =>
      chrome.contextMenus.onClicked.dispatch(
        {
          menuItemId: 'push-selection',
          selectionText: 'right-click-secret',
          pageUrl: 'https://x.example/',
          frameId: 0,
        },
        undefined,
      ),
    );
    await expect.poll(async () => (await newest())?.url_token, { timeout: 10_000 }).not.toBe(before);
    expect(await payloadOf(await newest())).toMatch(SEALED);
  }, 30_000);
});
