import { createHash, randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { pageShots } from './web-pages-browser.ts';

export const CHROME_REDIRECT = `https://${'abcdefghijklmnop'.repeat(2)}.chromiumapp.org/`;
export const FIREFOX_REDIRECT = `https://${'0123456789abcdef'.repeat(2)}01234567.extensions.allizom.org/`;

/** test-results/web-devices-<name>-<width>-<scheme>.png, light and dark, at 390 and 1280 px. */
export const deviceShots = (page: Page, name: string) => pageShots(page, 'web-devices', name);

/** What the extension makes before it opens the flow, and the address it opens. */
export function extensionRequest(origin: string, name: string, redirectUri = CHROME_REDIRECT) {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const query = new URLSearchParams({
    redirect_uri: redirectUri,
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    name,
  });
  return { verifier, state, redirectUri, url: `${origin}/users/extension/authorize?${query}` };
}

/**
 * Catches the page's navigation to the extension's redirect URL, as the browser's web auth flow
 * does (the host resolves nowhere here); resolves with the URL the consent sent it to.
 */
export async function catchRedirect(page: Page): Promise<() => Promise<URL>> {
  let reached: (url: URL) => void = () => {};
  const caught = new Promise<URL>((resolve) => {
    reached = resolve;
  });
  await page.route(/^https:\/\/[^/]+\.(chromiumapp\.org|extensions\.allizom\.org)\//, (route) => {
    reached(new URL(route.request().url()));
    return route.fulfill({ status: 200, contentType: 'text/plain', body: 'back in the extension' });
  });
  return async () => {
    const url = await caught;
    await page.waitForURL(url.toString());
    return url;
  };
}

/** The token exchange as the extension makes it: JSON, no cookie. */
export async function exchangeCode(origin: string, code: string, verifier: string, redirectUri: string) {
  const res = await fetch(`${origin}/users/extension/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, code_verifier: verifier, redirect_uri: redirectUri }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

export const listActive = (origin: string, token: string) =>
  fetch(`${origin}/api/v2/pushes/active`, { headers: { authorization: `Bearer ${token}` } });
