import { existsSync, readFileSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPwpushReplay } from '../support/pwpush-replay.ts';
import { sealPush } from '../support/sealed-push.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { until } from '../support/until.ts';
import { screenshot } from './ext-browser.ts';
import { pushSealedToOurs } from './ext-sealed-open-fixture.ts';
import {
  buildFirefoxExtension,
  type FirefoxWithExtension,
  firefoxTests,
  launchFirefoxWithExtension,
} from './firefox-browser.ts';

const mode = firefoxTests('the sealed opener Firefox test');
if (!mode.run) console.warn(mode.reason);

/** Asked in an extension page as a string: the test runner rewrites the name `browser` in this file. */
const REGISTERED = 'browser.scripting.getRegisteredContentScripts()';

const TEXT = 'wifi: Guest-5G / pass: kiwi-lantern-97\nsecond line';

/** Replaces a field's value as a person typing would, firing Preact's input events. */
async function fill(page: Page, selector: string, value: string) {
  await page.click(selector, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.type(selector, value);
}

/** Firefox over BiDi cannot emulate the colour scheme; the Chromium test takes light and dark. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: screenshot(`ext-opened-${name}-firefox-light`), fullPage: true });

const address = (page: Page) => page.evaluate(() => location.href);

describe.runIf(mode.run)('the extension opens sealed pushes in place, in Firefox', () => {
  let server: RunningServer;
  let firefox: FirefoxWithExtension;
  let replay: Awaited<ReturnType<typeof startPwpushReplay>>;
  let token = '';

  beforeAll(async () => {
    const dir = buildFirefoxExtension('e2e-sealed-open-firefox');
    server = await startServer(tempDataDir());
    token = userCli(server.dataDir, ['add', 'opener-firefox@example.com']).lastLine;
    replay = await startPwpushReplay();
    firefox = await launchFirefoxWithExtension(dir);
    for (const [url, key] of [
      [server.url, token],
      [replay.origin, ''],
    ] as const) {
      const page = await firefox.open('options.html', '#instance-url');
      const add = await page.$('::-p-text(Add an instance)');
      if (add && !(await add.evaluate((b) => (b as HTMLButtonElement).disabled))) await add.click();
      await fill(page, '#instance-url', url);
      if (key) await fill(page, '#instance-token', key);
      await page.click('button[type="submit"]');
      await page.waitForSelector('::-p-text(Saved. This is now the active instance.)', { timeout: 15_000 });
      await page.close();
    }
    const page = await firefox.open('options.html', '#instance-url');
    await until(
      async () =>
        ((await page.evaluate(REGISTERED)) as { matches?: string[] }[]).some((s) =>
          s.matches?.includes('http://127.0.0.1/p/*'),
        ),
      'the opener is registered on the instances',
      10_000,
    );
    await page.close();
  }, 120_000);

  afterAll(async () => {
    await firefox?.browser.close();
    await replay?.close();
    await server?.stop('SIGTERM');
  });

  it('opens a sealed text on our page after the click, with the key gone from the address bar', async () => {
    const { link } = await pushSealedToOurs(server, token, TEXT, [], { retrieval_step: 'true' });
    const page = await firefox.browser.newPage();
    await page.setViewport({ width: 420, height: 640 });
    await page.goto(link);
    expect(await address(page)).not.toContain('#');
    await page.click('#sealed-open');
    const secret = await page.waitForSelector('#secret[data-sealed-opened="extension"]');
    expect(await secret?.evaluate((el) => el.textContent)).toBe(TEXT);
    expect(await address(page)).not.toContain('#');
    await shot(page, 'text-ours');
    await page.close();
  }, 40_000);

  it('opens a sealed push Password Pusher stores as plain text, through its retrieval step', async () => {
    const sealed = await sealPush(TEXT);
    const page = await firefox.browser.newPage();
    await page.setViewport({ width: 420, height: 640 });
    await page.goto(`${replay.add({ payload: sealed.payload }, true)}#${sealed.fragment}`);
    expect(await page.evaluate(() => document.documentElement.dataset.hashSeenByPage)).toBe('');
    await Promise.all([page.waitForNavigation(), page.click('::-p-text(Click Here to Proceed)')]);
    const shown = await page.waitForSelector('#push_payload pre[data-sealed-opened="extension"]');
    expect(await shown?.evaluate((el) => el.textContent)).toBe(TEXT);
    expect(await address(page)).not.toContain('#');
    await shot(page, 'text-pwpush');
    await page.close();
  }, 40_000);

  it('opens a sealed file on our page and Firefox saves it opened, byte for byte', async () => {
    // Firefox saves to the Downloads folder without asking: a name of this run's own, removed after.
    const name = `sealed-opener-${Date.now()}.txt`;
    const saved = join(homedir(), 'Downloads', name);
    const bytes = new TextEncoder().encode(`opened in Firefox\n${'xyz'.repeat(40_000)}`);
    const { link } = await pushSealedToOurs(
      server,
      token,
      'see the file',
      [{ name, type: 'text/plain', bytes }],
      {
        retrieval_step: 'false',
      },
    );
    const page = await firefox.browser.newPage();
    await page.goto(link);
    await page.click('#sealed-open');
    const fileLink = await page.waitForSelector('a[data-sealed-opened="extension"]');
    expect(await fileLink?.evaluate((el) => el.textContent)).toBe(name);
    try {
      await fileLink?.click();
      await until(
        () => existsSync(saved) && readFileSync(saved).length === bytes.length,
        'Firefox saves the file',
        15_000,
      );
      expect(new Uint8Array(readFileSync(saved))).toEqual(bytes);
    } finally {
      rmSync(saved, { force: true });
    }
    await page.close();
  }, 40_000);
});
