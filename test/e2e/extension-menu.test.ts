import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { browserTests } from '../support/chromium.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import {
  buildExtension,
  type ExtensionBrowser,
  launchWithExtension,
  recordNotifications,
  screenshot,
} from './ext-browser.ts';

/** The extension APIs the test reaches inside the service worker. */
declare const chrome: {
  contextMenus: { onClicked: { dispatch: (...args: unknown[]) => void } };
  storage: { local: { set: (items: Record<string, unknown>) => Promise<void> } };
  tabs: { query: (q: Record<string, unknown>) => Promise<{ id: number }[]> };
};

const PEM = [
  '-----BEGIN OPENSSH PRIVATE KEY-----',
  'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
  'QyNTUxOQAAACDzX0n9k3b1V5wq6qYzq0lq8c3lS0b2m8vJ6Jp3u1v5aAAAAJgT9m1bE/Zt',
  '-----END OPENSSH PRIVATE KEY-----',
].join('\n');
// Ends at the last line, as a selection dragged over the block does: a browser's selection text
// leaves out a block's final line break.
const DOTENV = '# staging\nDB_HOST=db.internal\nDB_PASSWORD="p@ss  word"\n\n\tAPI_TOKEN=abc123';
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const PAGE = `<!doctype html><title>keys</title><pre id="pem">${escapeHtml(PEM)}</pre><pre id="env">${escapeHtml(DOTENV)}</pre>`;

const mode = browserTests('the extension menu browser test');
if (!mode.run) console.warn(mode.reason);

describe.runIf(mode.run)('the context menu in Chromium against the real server', () => {
  let server: RunningServer;
  let site: Server;
  let sitePort = 0;
  let browser: ExtensionBrowser;
  let token = '';
  const active = async () =>
    (await (
      await fetch(`${server.url}/api/v2/pushes/active`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as PushJson[];
  const payloadOf = async (urlToken: string) =>
    (
      (await (
        await fetch(`${server.url}/api/v2/pushes/${urlToken}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as PushJson
    ).payload;

  beforeAll(async () => {
    const dir = buildExtension('e2e-menu');
    server = await startServer(tempDataDir());
    token = userCli(server.dataDir, ['add', 'menu@example.com']).lastLine;
    site = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
    sitePort = (site.address() as AddressInfo).port;
    browser = await launchWithExtension(dir);
    browser.context.setDefaultTimeout(8_000);
    const instance = {
      id: 'e2e',
      baseUrl: server.url,
      token,
      defaults: {
        durationIndex: 6,
        views: 2,
        retrievalStep: false,
        deletableByViewer: true,
        passphrase: false,
      },
      features: null,
    };
    await browser.worker.evaluate((s) => chrome.storage.local.set(s), {
      settings: { instances: [instance], activeId: 'e2e' },
    });
    await recordNotifications(browser.worker);
  }, 90_000);

  afterAll(async () => {
    await browser?.context.close();
    site?.close();
    await server?.stop('SIGTERM');
  });

  const messages = () =>
    browser.worker.evaluate(() =>
      (globalThis as unknown as { seenNotes: { message: string }[] }).seenNotes.map((n) => n.message),
    );

  /** Opens the page, selects one block as a person would, and right-clicks "Push selected text". */
  async function pushSelectedBlock(origin: string, blockId: string, text: string): Promise<string> {
    const page = await browser.context.newPage();
    await page.goto(`${origin}/keys`);
    await page.evaluate((id) => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById(id) as HTMLElement);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    }, blockId);
    await page.bringToFront();
    await page.screenshot({ path: screenshot(`extension-menu-selected-${blockId}`) });
    const before = new Set((await active()).map((p) => p.url_token));
    await browser.worker.evaluate(
      async ({ selectionText, pageUrl }) => {
        (globalThis as unknown as { seenNotes: unknown[] }).seenNotes.length = 0;
        const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
        // Playwright cannot open a context menu; dispatch fires the listener the extension registered,
        // with the selection text as Chrome gives it: line breaks turned into spaces.
        chrome.contextMenus.onClicked.dispatch(
          { menuItemId: 'push-selection', selectionText, editable: false, pageUrl, frameId: 0 },
          tab,
        );
      },
      { selectionText: text.replace(/\n/g, ' '), pageUrl: page.url() },
    );
    let added: PushJson | undefined;
    await expect
      .poll(async () => (added = (await active()).find((p) => !before.has(p.url_token))), { timeout: 10_000 })
      .toBeDefined();
    await page.close();
    return added?.url_token ?? '';
  }

  it.each([
    ['pem', PEM],
    ['env', DOTENV],
  ])(
    'pushes a selected %s block byte for byte, named after the page host',
    async (blockId, text) => {
      const urlToken = await pushSelectedBlock(`http://127.0.0.1:${sitePort}`, blockId, text);
      expect(Buffer.from((await payloadOf(urlToken)) ?? '')).toEqual(Buffer.from(text));
      expect((await active()).find((p) => p.url_token === urlToken)?.name).toBe(`127.0.0.1:${sitePort}`);
      await expect.poll(messages).toEqual(['Expires after 2 views or in 1 day.']);
    },
    30_000,
  );

  it('says line breaks may be lost where the page cannot be read', async () => {
    // localhost is the same server, but no permission covers it and no real click granted activeTab.
    const urlToken = await pushSelectedBlock(`http://localhost:${sitePort}`, 'pem', PEM);
    expect(await payloadOf(urlToken)).toBe(PEM.replace(/\n/g, ' '));
    await expect.poll(messages).toEqual([expect.stringMatching(/Line breaks may have been lost/)]);
  }, 30_000);
});
