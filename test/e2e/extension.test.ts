import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { browserTests } from '../support/chromium.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { buildExtension, type ExtensionBrowser, launchWithExtension, screenshot } from './ext-browser.ts';
import { bothSchemes } from './ext-fixture.ts';

/** The extension APIs the test reaches inside the service worker. */
declare const chrome: {
  contextMenus: { onClicked: { dispatch: (...args: unknown[]) => void } };
  notifications: { getAll: () => Promise<Record<string, unknown>> };
};

const PACKAGE_VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
const mode = browserTests('the extension browser test');
if (!mode.run) console.warn(mode.reason);

describe.runIf(mode.run)('the extension in Chromium against the real server', () => {
  let server: RunningServer;
  let browser: ExtensionBrowser;
  let token = '';
  const api = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${server.url}/api/v2${path}`, { headers: { authorization: `Bearer ${token}` } });
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    const dir = buildExtension();
    const dataDir = tempDataDir();
    server = await startServer(dataDir);
    token = userCli(dataDir, ['add', 'e2e@example.com']).lastLine;
    browser = await launchWithExtension(dir);
    browser.context.setDefaultTimeout(8_000);
  }, 90_000);

  afterAll(async () => {
    await browser?.context.close();
    await server?.stop('SIGTERM');
  });

  it('is configured through the options page as a person would', async () => {
    const page = await browser.context.newPage();
    await page.goto(browser.url('options.html'));
    // First run: "Add an instance" is a live button that leads to the address, not a greyed-out one.
    const add = page.getByRole('button', { name: 'Add an instance' });
    expect(await add.isEnabled()).toBe(true);
    await add.click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('instance-url');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await bothSchemes(page, `extension-options-first-run-${width}`);
    }
    await page.getByLabel('Instance address').fill(server.url);
    await expect.poll(() => page.getByText(/unencrypted/).count()).toBe(1);
    await page.getByLabel('API token (optional)').fill(token);
    await page.getByLabel('Expire after').selectOption({ label: '1 day' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. This is now the active instance.').waitFor();
    await page.getByText('The API token is accepted').waitFor();
    // Our product and its own release (as the admin page says), not the Password Pusher release served.
    expect(await page.getByTestId('connection-report').locator('.success').textContent()).toBe(
      `Connected to ${new URL(server.url).host}: Secret Push, version ${PACKAGE_VERSION}.`,
    );
    await page.screenshot({ path: screenshot('extension-options'), fullPage: true });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await bothSchemes(page, `extension-options-connected-${width}`);
    }
    await page.close();
  }, 30_000);

  it('pushes from the popup, lists it under Active, expires it from the dashboard, lists it under Expired', async () => {
    const page = await browser.context.newPage();
    await page.goto(browser.url('popup.html'));
    await page.getByLabel('Secret', { exact: true }).fill('typed-in-the-popup');
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    const link = (await page.getByTestId('secret-link').textContent()) ?? '';
    expect(link).toMatch(new RegExp(`^${server.url}/p/[A-Za-z0-9_-]+/r$`));
    await page.getByText(/Expires after 5 views or in 1 day/).waitFor();
    await page.screenshot({ path: screenshot('extension-popup-result'), fullPage: true });
    const urlToken = link.split('/p/')[1]?.replace(/\/r$/, '') ?? '';

    await page.getByRole('tab', { name: 'Active' }).click();
    const row = page.locator(`[data-url-token="${urlToken}"]`);
    await row.waitFor();
    await page.screenshot({ path: screenshot('extension-popup-active'), fullPage: true });
    await row.getByRole('button', { name: 'Expire' }).click();
    await row.getByRole('button', { name: 'Yes, expire' }).click();
    await page.getByText('No active pushes.').waitFor();

    await page.getByRole('tab', { name: 'Expired' }).click();
    // "Deleted by you" where the instance logs who expired it, plain "Expired" where it does not.
    await page
      .locator(`[data-url-token="${urlToken}"] .status`)
      .getByText(/^(Deleted by you|Expired)$/)
      .waitFor();
    await page.screenshot({ path: screenshot('extension-popup-expired'), fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: screenshot('extension-popup-expired-dark'), fullPage: true });
    const expired = await api<PushJson[]>('/pushes/expired');
    expect(expired.map((p) => [p.url_token, p.deleted])).toEqual([[urlToken, true]]);
    await page.close();
  }, 30_000);

  it('pushes selected text from the context menu and puts the link on the clipboard', async () => {
    const selected = `menu-secret-${Date.now()}`;
    await browser.worker.evaluate((selectionText) => {
      // Playwright cannot open a context menu; dispatch fires the listener the extension registered.
      chrome.contextMenus.onClicked.dispatch(
        { menuItemId: 'push-selection', selectionText, editable: false, pageUrl: 'https://example.com/' },
        { id: 1, index: 0, windowId: 1, url: 'https://example.com/' },
      );
    }, selected);
    await expect
      .poll(async () => (await api<PushJson[]>('/pushes/active')).length, { timeout: 10_000 })
      .toBe(1);
    const [push] = await api<PushJson[]>('/pushes/active');
    // The owner's own read does not use up a view.
    expect(await api<PushJson>(`/pushes/${push?.url_token}`)).toMatchObject({ payload: selected });

    const reader = await browser.context.newPage();
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await reader.goto(`${server.url}/api/v2/version`);
    await expect
      .poll(() => reader.evaluate(() => navigator.clipboard.readText()), { timeout: 10_000 })
      .toBe(push?.html_url);
    expect(
      await browser.worker.evaluate(async () => Object.keys(await chrome.notifications.getAll()).length),
    ).toBe(1);
    await reader.close();
  }, 30_000);

  it('pushes a file picked in the popup, and the recipient downloads it byte for byte', async () => {
    const page = await browser.context.newPage();
    await page.goto(browser.url('popup.html'));
    await page.getByRole('radio', { name: 'File', exact: true }).check();
    const bytes = Buffer.from([0, 1, 2, 250, 255, 10, 13, 0, ...Buffer.from('from the popup')]);
    await page
      .getByLabel('Files', { exact: true })
      .setInputFiles({ name: 'key.bin', mimeType: 'application/octet-stream', buffer: bytes });
    await page.getByText('key.bin (22 bytes)').waitFor();
    await page.screenshot({ path: screenshot('extension-popup-file-chosen'), fullPage: true });
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    const link = (await page.getByTestId('secret-link').textContent()) ?? '';
    await page.screenshot({ path: screenshot('extension-popup-file-result'), fullPage: true });
    const urlToken = /\/[pf]\/([A-Za-z0-9_-]+)\/r$/.exec(link)?.[1] ?? '';
    const shown = await api<PushJson>(`/pushes/${urlToken}`);
    expect(shown.files?.map((f) => f.filename)).toEqual(['key.bin']);
    const download = await fetch(shown.files?.[0]?.url ?? '');
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    await page.close();
  }, 30_000);

  it('shows a clear error when the server is down', async () => {
    // Stopped as an operator would, so the popup meets a closed port.
    expect(await server.stop('SIGTERM')).toBe(0);
    const page = await browser.context.newPage();
    await page.goto(browser.url('popup.html'));
    await page.getByLabel('Secret', { exact: true }).fill('nobody-home');
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    const host = new URL(server.url).host;
    await page.getByRole('alert').getByText(`Could not reach ${host}.`).waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(
      /Check that you are online and that the instance is running/,
    );
    await page.screenshot({ path: screenshot('extension-popup-server-down'), fullPage: true });
    await page.close();
  }, 30_000);
});
