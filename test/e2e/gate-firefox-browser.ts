import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import { FIREFOX, FIREFOX_DARK } from './firefox-browser.ts';

const SHOTS = join(process.cwd(), 'test-results');
const WIDTHS = [360, 1280] as const;

/** A Firefox for the flows, and one that prefers dark (BiDi cannot emulate the scheme) for their pictures. */
export async function launchFirefoxPair(): Promise<{ light: Browser; dark: Browser }> {
  const launch = (prefs: Record<string, unknown>) =>
    puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      extraPrefsFirefox: prefs,
    });
  const [light, dark] = await Promise.all([launch({}), launch(FIREFOX_DARK)]);
  return { light, dark };
}

async function shoot(page: Page, prefix: string, scheme: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewport({ width, height: 800 });
    await page.screenshot({ path: join(SHOTS, `${prefix}-${width}-${scheme}.png`), fullPage: true });
  }
}

/**
 * test-results/gate-firefox-<name>-<width>-<scheme>.png. The dark ones draw the very page shown (a
 * posted form's answer cannot be asked for again) in the dark Firefox: its markup without scripts,
 * its inline styles and the server's origin as its base.
 */
export async function firefoxGateShots(page: Page, dark: Browser, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const prefix = `gate-firefox-${name}`;
  const before = page.viewport();
  await shoot(page, prefix, 'light');
  if (before !== null) await page.setViewport(before);
  const markup = (await page.content())
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<head>/, `<head><base href="${new URL(page.url()).origin}/">`);
  const twin = await dark.newPage();
  try {
    await twin.setContent(markup);
    await shoot(twin, prefix, 'dark');
  } finally {
    await twin.close();
  }
}

/** A request's body, where BiDi gives it (Firefox 140's does not: the proxy keeps every body anyway). */
function bodyOf(request: HTTPRequest): string {
  try {
    return request.postData() ?? '';
  } catch {
    return '';
  }
}

/**
 * Every request the page makes from now on: address, headers (the referrer among them) and body.
 * Firefox's BiDi reports a navigation's address with the link's fragment, which no request carries
 * (the proxy keeps what was sent): the address is kept as sent, without it.
 */
export function captureFirefoxRequests(page: Page, into: string[]): void {
  page.on('request', (request) => {
    const sent = request.url().replace(/#.*$/s, '');
    into.push([sent, JSON.stringify(request.headers()), bodyOf(request)].join('\n'));
  });
}
