import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { pageShots, seriousAxeFindings } from './web-pages-browser.ts';

/** Tab presses tried before a control counts as unreachable by keyboard. */
const MOST_TABS = 40;

/** The text a focused control is known by: its label, else its own text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el === null ? '' : (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
  });

/** Moves the focus with Tab, from the top of the page, until the control named `name` has it. */
export async function tabTo(page: Page, name: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < MOST_TABS; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)) === name) return;
  }
  throw new Error(`"${name}" was not reached by Tab`);
}

/** Reaches a control by Tab and uses it with Enter, waiting for the page it leads to. */
export async function pressByKeyboard(page: Page, name: string, to: string | RegExp): Promise<void> {
  await tabTo(page, name);
  await Promise.all([page.waitForURL(to), page.keyboard.press('Enter')]);
}

/** The widths (of 390 and 1280 px) at which the page scrolls sideways. */
async function sidewaysAt(page: Page): Promise<number[]> {
  const before = page.viewportSize();
  const over: number[] = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    if (await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)) over.push(width);
  }
  if (before !== null) await page.setViewportSize(before);
  return over;
}

/** The page fits both widths, has no serious axe finding, and is saved light and dark at both. */
export async function lookedAt(
  browser: Browser,
  context: BrowserContext,
  page: Page,
  name: string,
): Promise<void> {
  await pageShots(page, 'admin-users', name);
  expect(await sidewaysAt(page), `${name} scrolls sideways`).toEqual([]);
  expect(await seriousAxeFindings(browser, page.url(), await context.cookies()), name).toEqual([]);
}

/** A push or request made with an API token; its url token. */
export async function apiMake(
  origin: string,
  token: string,
  what: 'pushes' | 'requests',
  fields: Record<string, unknown>,
): Promise<string> {
  const body = what === 'pushes' ? { push: fields } : { request: fields };
  const res = await fetch(`${origin}/api/v2/${what}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, `making ${what}`).toBe(201);
  return ((await res.json()) as { url_token: string }).url_token;
}

/** GET /api/v2/pushes/active with a token: its status, content type and the url tokens listed. */
export async function activePushes(origin: string, token: string) {
  const res = await fetch(`${origin}/api/v2/pushes/active`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const type = res.headers.get('content-type') ?? '';
  const body: unknown = type.includes('json') ? await res.json() : await res.text();
  const tokens = Array.isArray(body) ? body.map((p: { url_token: string }) => p.url_token) : [];
  return { status: res.status, type, tokens };
}
