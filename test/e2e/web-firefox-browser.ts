import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { FIREFOX } from './firefox-browser.ts';

const SHOTS = join(process.cwd(), 'test-results');

/** Debian's Firefox ESR, headless, driven over WebDriver BiDi; no extension. */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
}

/**
 * A second Firefox that prefers dark: puppeteer cannot emulate prefers-color-scheme over BiDi
 * in Firefox 140, but the content's colour scheme can be fixed by a pref at launch.
 */
export function launchDarkFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: { 'layout.css.prefers-color-scheme.content-override': 0 },
  });
}

async function shoot(page: Page, name: string, scheme: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewport({ width, height: 800 });
    await page.screenshot({
      path: join(SHOTS, `web-firefox-${name}-${width}-${scheme}.png`),
      fullPage: true,
    });
  }
  await page.setViewport({ width: 390, height: 800 });
}

/**
 * test-results/web-firefox-<name>-<width>-<scheme>.png at 390 and 1280 px, light; dark too when
 * `dark` is given, by opening the same address there with the same cookies (so only for a state
 * a GET shows again: not a refused form's answer).
 */
export async function firefoxShots(page: Page, name: string, dark?: Browser): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await shoot(page, name, 'light');
  if (dark === undefined) return;
  // A context of its own, so it holds this page's cookies and no one else's.
  const context = await dark.createBrowserContext();
  try {
    const cookies = await page.cookies();
    if (cookies.length > 0) await context.setCookie(...cookies);
    const twin = await context.newPage();
    await twin.goto(page.url());
    await shoot(twin, name, 'dark');
  } finally {
    await context.close();
  }
}

/** Clicks the control whose text is `label` and waits for the page the form or link leads to. */
export async function press(page: Page, label: string): Promise<void> {
  await Promise.all([page.waitForNavigation(), page.click(`::-p-text(${label})`)]);
}

/** Replaces the value of the field `selector` with `value`, typed as a person would. */
export async function fill(page: Page, selector: string, value: string): Promise<void> {
  await page.$eval(selector, (el) => {
    (el as HTMLInputElement).value = '';
  });
  await page.type(selector, value);
}

export const textOf = (page: Page, selector: string) =>
  page.$eval(selector, (el) => el.textContent?.trim() ?? '');

export const pathOf = (page: Page) => new URL(page.url()).pathname;
