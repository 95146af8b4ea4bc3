import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { ARTIFACTS } from './ext-browser.ts';

/** Whether a failure, or any failure under it, is the browser's protocol refusing a command. */
function fromProtocol(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.name === 'ProtocolError' || e.message.startsWith('Protocol error')) return true;
  }
  return false;
}

/** Debian's Firefox ESR; no geckodriver can be had here, so puppeteer drives it over WebDriver BiDi. */
export const FIREFOX = '/usr/bin/firefox-esr';
const GECKO_ID = 'secret-push@secret-push.dev';
/** The extension's pages get this origin, so the test knows their addresses before installing. */
const UUID = '6d1c6b0e-2f1a-4c6e-9a43-5e0b9c1d7a21';

/** Without Firefox the test is skipped locally with a message; in CI (CI=true) it fails instead. */
export function firefoxTests(what: string): { run: boolean; reason: string } {
  if (existsSync(FIREFOX)) return { run: true, reason: '' };
  if (process.env.CI === 'true')
    throw new Error(`CI needs Firefox at ${FIREFOX} for ${what} (apt-get install firefox-esr).`);
  return { run: false, reason: `Skipping ${what}: no Firefox at ${FIREFOX} (apt-get install firefox-esr).` };
}

/** Builds the Firefox extension in an e2e mode (loopback granted up front); returns its folder. */
export function buildFirefoxExtension(mode: string): string {
  const wxt = resolve('node_modules/.bin/wxt');
  const built = spawnSync(wxt, ['build', '-b', 'firefox', '--mode', mode], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`Firefox build failed:\n${built.stdout}\n${built.stderr}`);
  return resolve(`.output/firefox-mv2-${mode}`);
}

export interface FirefoxWithExtension {
  browser: Browser;
  url: (page: string) => string;
  /** Opens an extension page in a new tab; waits for `selector`, since Firefox sends no load event there. */
  open: (page: string, selector: string) => Promise<Page>;
}

/**
 * `geckoId`: the build's own id, where its mode gives it one (wxt.config.ts); `prefs`: more of
 * Firefox's preferences, such as a dark colour scheme, which BiDi cannot emulate.
 */
/** Firefox's own pref for the content's colour scheme (0: dark), since BiDi cannot emulate it. */
export const FIREFOX_DARK = { 'layout.css.prefers-color-scheme.content-override': 0 };

export async function launchFirefoxWithExtension(
  dir: string,
  geckoId = GECKO_ID,
  prefs: Record<string, unknown> = {},
): Promise<FirefoxWithExtension> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // BiDi refuses to navigate to moz-extension pages without it.
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: { 'extensions.webextensions.uuids': JSON.stringify({ [geckoId]: UUID }), ...prefs },
  });
  await browser.installExtension(dir);
  const url = (page: string) => `moz-extension://${UUID}/${page}`;
  const open = async (page: string, selector: string) => {
    const tab = await browser.newPage();
    await tab.setViewport({ width: 420, height: 640 });
    // `goto` never resolves on moz-extension pages (no load event); wait for the page's own content.
    void tab.goto(url(page)).catch(() => undefined);
    // A query sent while the page's document is being replaced fails with a protocol error
    // (Firefox's BiDi: "right-hand side of 'in' should be an object, got null"): ask again a
    // moment later. On a busy machine the replacement outlasts a few immediate retries.
    for (let attempt = 1; ; attempt++) {
      try {
        await tab.waitForSelector(selector);
        return tab;
      } catch (error) {
        if (attempt === 20 || !fromProtocol(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  };
  return { browser, url, open };
}
