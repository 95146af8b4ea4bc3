import type { Context } from 'hono';
import { html } from 'hono/html';
import { pooledRandomBytes } from '../../crypto/random-pool.ts';
import { page } from './layout.ts';
import type { PageEnv } from './page-env.ts';
import { pageLanguage } from './page-language.ts';
import { contentSecurityPolicy } from './security-headers.ts';

/** Headers of a page answered outside the web routes' middleware (unknown paths, failures). */
function bareHeaders(outer: Context): Context<PageEnv> {
  // Outside the web middleware only the nonce is set; the layout treats a missing user as signed out.
  const c = outer as unknown as Context<PageEnv>;
  const nonce = pooledRandomBytes(16).toString('base64');
  c.set('nonce', nonce);
  c.header('Content-Security-Policy', contentSecurityPolicy(nonce));
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex, nofollow');
  c.header('X-Frame-Options', 'DENY');
  c.header('X-Content-Type-Options', 'nosniff');
  return c;
}

/** Finds who is signed in on a path no web route knows, so its header is theirs (see recognizeVisitor). */
export type VisitorLookup = (c: Context<PageEnv>) => Promise<void>;

/** Headers, and the visitor when a lookup is given and succeeds; else the page is signed out. */
async function fallbackContext(outer: Context, recognize: VisitorLookup | undefined) {
  const c = bareHeaders(outer);
  // A page path already knows its visitor (null when signed out); other paths ran no session.
  if (c.get('user') !== undefined || recognize === undefined) return c;
  try {
    await recognize(c);
  } catch {
    // The page is the answer to a failure already: a lookup that fails too leaves it signed out.
  }
  return c;
}

export async function notFoundPage(outer: Context, recognize?: VisitorLookup) {
  const c = await fallbackContext(outer, recognize);
  const { t } = pageLanguage(c);
  return c.html(
    page(
      c,
      t('common.notFoundTitle'),
      html`<h1>${t('common.notFoundHeading')}</h1><p>${t('common.notFoundText')}</p>`,
    ),
    404,
  );
}

export async function failurePage(outer: Context, recognize?: VisitorLookup) {
  const c = await fallbackContext(outer, recognize);
  const { t } = pageLanguage(c);
  const title = t('common.serverErrorTitle');
  return c.html(page(c, title, html`<h1>${title}</h1><p>${t('common.serverErrorText')}</p>`), 500);
}

/**
 * The store cannot save right now (a full disk, say): the caller sets Retry-After. No visitor is
 * looked up, as that needs the store: only one the web routes already knew is shown signed in.
 */
export function unavailablePage(outer: Context) {
  const c = bareHeaders(outer);
  const { t } = pageLanguage(c);
  const title = t('common.unavailableTitle');
  return c.html(page(c, title, html`<h1>${title}</h1><p>${t('common.unavailableText')}</p>`), 503);
}

/** The files could not be stored or served just now: nothing was created and no view was used. */
export async function filesUnavailablePage(outer: Context, recognize?: VisitorLookup) {
  const c = await fallbackContext(outer, recognize);
  const { t } = pageLanguage(c);
  const title = t('common.filesUnavailableTitle');
  return c.html(page(c, title, html`<h1>${title}</h1><p>${t('common.filesUnavailableText')}</p>`), 503);
}

/** Refused before any other work, so no visitor is looked up: a flood past the limit reads nothing. */
export function tooManyRequestsPage(outer: Context) {
  const c = bareHeaders(outer);
  const { t } = pageLanguage(c);
  const title = t('common.tooManyTitle');
  return c.html(page(c, title, html`<h1>${title}</h1><p>${t('common.tooManyText')}</p>`), 429);
}

/** A download link that is forged, used up past its minutes, or whose push is gone: one page for all. */
export async function downloadGonePage(outer: Context, recognize?: VisitorLookup) {
  const c = await fallbackContext(outer, recognize);
  const { t } = pageLanguage(c);
  return c.html(
    page(
      c,
      t('common.downloadGoneTitle'),
      html`<h1>${t('common.downloadGoneHeading')}</h1><p>${t('common.downloadGoneText')}</p>`,
    ),
    404,
  );
}
