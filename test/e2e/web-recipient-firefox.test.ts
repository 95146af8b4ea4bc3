import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { FIREFOX, firefoxTests } from './firefox-browser.ts';

const availability = firefoxTests('the recipient pages in Firefox');

/** Submits the form of the button named `label` and waits for the page it leads to. */
async function press(page: Page, label: string): Promise<void> {
  await Promise.all([page.waitForNavigation(), page.click(`::-p-text(${label})`)]);
}

const text = (page: Page, selector: string) => page.$eval(selector, (el) => el.textContent);

describe.skipIf(!availability.run)(`the recipient pages in Firefox ${availability.reason}`, () => {
  let server: RunningServer;
  let browser: Browser;
  let token = '';
  beforeAll(async () => {
    server = await startServer(tempDataDir());
    token = userCli(server.dataDir, ['add', 'firefox@example.com']).lastLine;
    browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop('SIGTERM');
  });

  it('reveals after the retrieval step, then deletes the secret only after the confirmation', async () => {
    const res = await fetch(`${server.url}/api/v2/pushes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        push: {
          payload: 'FIREFOX-SECRET',
          retrieval_step: true,
          deletable_by_viewer: true,
          expire_after_views: 2,
        },
      }),
    });
    const push = (await res.json()) as PushJson;
    const page = await browser.newPage();
    await page.setViewport({ width: 360, height: 780 });
    await page.goto(push.html_url);
    await expect(text(page, 'main p')).resolves.toBe(
      'This secret can be viewed 2 more times, for 7 more days.',
    );
    await press(page, 'Show the secret');
    await expect(text(page, '#secret')).resolves.toBe('FIREFOX-SECRET');
    await press(page, 'Delete this secret now');
    await expect(text(page, 'h1')).resolves.toBe('Delete this secret?');
    await press(page, 'Yes, delete the secret');
    expect(new URL(page.url()).pathname).toBe(`/p/${push.url_token}/deleted`);
    await expect(text(page, 'h1')).resolves.toBe('Secret deleted');
    const after = await fetch(`${server.url}/api/v2/pushes/${push.url_token}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await expect(after.json()).resolves.toMatchObject({ expired: true, deleted: true });
    await page.close();
  });
});
