import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestJson } from '../../shared/wire.ts';
import { browserTests } from '../support/chromium.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import {
  buildExtension,
  type ExtensionBrowser,
  launchWithExtension,
  recordNotifications,
  screenshot,
} from './ext-browser.ts';
import { expectNoSideways } from './ext-fixture.ts';

/** The extension APIs the test reaches inside the service worker. */
declare const chrome: { alarms: { onAlarm: { dispatch: (alarm: unknown) => void } } };

const mode = browserTests('the popup requests browser test');
if (!mode.run) console.warn(mode.reason);

/** The popup as a person sees it at its own width, light then dark. */
async function shoot(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: screenshot(`popup-requests-${name}-${colorScheme}`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describe.runIf(mode.run)('requests in the popup, in Chromium against a real server with requests on', () => {
  let server: RunningServer;
  let browser: ExtensionBrowser;
  let token = '';
  let host = '';
  const tick = () =>
    browser.worker.evaluate(() =>
      chrome.alarms.onAlarm.dispatch({ name: 'watch-views', scheduledTime: Date.now() }),
    );
  const messages = () =>
    browser.worker.evaluate(() =>
      (globalThis as unknown as { seenNotes: { message: string }[] }).seenNotes.map((n) => n.message),
    );
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}/api/v2${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as RequestJson;
  };
  const openPopup = async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 400, height: 600 });
    await page.goto(browser.url('popup.html'));
    await page.getByRole('tab', { name: 'Requests' }).click();
    return page;
  };

  beforeAll(async () => {
    const dir = buildExtension('e2e-popup-requests');
    server = await startServer(tempDataDir(), { PWP__ENABLE_REQUESTS: 'true' });
    host = new URL(server.url).host;
    token = userCli(server.dataDir, ['add', 'asker@example.com']).lastLine;
    browser = await launchWithExtension(dir);
    browser.context.setDefaultTimeout(8_000);
    await recordNotifications(browser.worker);
  }, 90_000);

  afterAll(async () => {
    await browser?.context.close();
    await server?.stop('SIGTERM');
  });

  it('is offered once the instance is saved, with the server telling of events directly', async () => {
    const page = await browser.context.newPage();
    await page.goto(browser.url('options.html'));
    await page.getByLabel('Instance address').fill(server.url);
    await page.getByLabel('API token (optional)').fill(token);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The API token is accepted').waitFor();
    await expect(page.getByText(/requests for secrets/).textContent()).resolves.toMatch(
      /Enabled: .*requests for secrets/,
    );
    await page.getByLabel(`Tell me when a push of mine on ${host} is viewed`).check();
    await page.getByRole('switch', { name: `Let ${host} tell me directly` }).check();
    await page.close();
  }, 30_000);

  it('asks for a secret, is answered on the request’s page with a file, and shows the answer and its notice', async () => {
    const popup = await openPopup();
    await popup.getByText('You have not asked anyone for a secret yet.').waitFor();
    await shoot(popup, 'empty');
    await popup.getByRole('button', { name: 'Ask for a secret' }).click();
    await popup.getByLabel('What do you ask for?').fill('The signed contract and the VPN key, please.');
    await popup.getByLabel('Open for').selectOption({ label: '3 days' });
    await popup.getByLabel('Name (only you see it)').fill('Contract');
    await popup.getByLabel('They may attach files').check();
    await shoot(popup, 'form');
    await popup.getByRole('button', { name: 'Create the request' }).click();
    const link = (await popup.getByTestId('request-link').textContent()) ?? '';
    expect(link).toMatch(new RegExp(`^${server.url}/req/[\\w-]+$`));
    await popup.getByText('It takes one answer within 3 days.').waitFor();
    await expectNoSideways(popup);
    await shoot(popup, 'created');
    await popup.getByRole('button', { name: 'Back to your requests' }).click();
    const row = popup.getByTestId('request-row');
    await expect(row.locator('.status').textContent()).resolves.toBe('Open');
    await shoot(popup, 'open');

    // Whoever is asked opens the link in an ordinary tab: no account, no extension involved.
    const asked = await browser.context.newPage();
    await asked.goto(link);
    await asked.getByLabel('Your answer').fill('vpn-key-123');
    await asked.getByLabel('Files (optional)').setInputFiles({
      name: 'contract.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 signed'),
    });
    await asked.getByRole('button', { name: 'Send securely' }).click();
    await expect(asked.locator('h1').textContent()).resolves.toBe('Your answer was sent');
    await asked.close();

    await tick();
    await expect
      .poll(messages)
      .toEqual([`“Contract” on ${host} has an answer. Open Secret Push to read it.`]);

    await popup.reload();
    await popup.getByRole('tab', { name: 'Requests' }).click();
    await expect(row.locator('.status').textContent()).resolves.toBe('Answered');
    await shoot(popup, 'answered');
    await popup.getByRole('button', { name: 'Show answer' }).click();
    await expect(popup.getByTestId('request-response').textContent()).resolves.toBe('vpn-key-123');
    await expect(popup.getByText('The signed contract and the VPN key, please.').isVisible()).resolves.toBe(
      true,
    );
    const file = popup.getByRole('link', { name: 'contract.pdf' });
    const download = await fetch((await file.getAttribute('href')) ?? '');
    expect(await download.text()).toBe('%PDF-1.4 signed');
    await expectNoSideways(popup);
    await shoot(popup, 'answer');

    await popup.getByRole('button', { name: 'Delete answer' }).click();
    await popup.getByRole('button', { name: 'Yes, delete' }).click();
    await popup.getByText('The answer is deleted.').waitFor();
    await shoot(popup, 'answer-deleted');
    const made = (await api('GET', '/requests')) as unknown as RequestJson[];
    expect((await api('GET', `/requests/${made[0]?.url_token}`)).response).toBeNull();
    await popup.close();
  }, 60_000);

  it('closes an open request, and shows a refusal beside the form', async () => {
    await api('POST', '/requests', { request: { request: 'Your new SSH public key', name: 'SSH key' } });
    const popup = await openPopup();
    const row = popup.getByTestId('request-row').filter({ hasText: 'SSH key' });
    await row.getByRole('button', { name: 'Close' }).click();
    await shoot(popup, 'close-question');
    await row.getByRole('button', { name: 'Yes, close' }).click();
    await expect.poll(() => row.locator('.status').textContent()).toBe('Closed');
    await shoot(popup, 'closed');

    await popup.getByRole('button', { name: 'Ask for a secret' }).click();
    await popup.getByRole('button', { name: 'Create the request' }).click();
    await popup.getByText('Say what you are asking for.').waitFor();
    await shoot(popup, 'form-empty');
    await popup.close();
  }, 30_000);
});
