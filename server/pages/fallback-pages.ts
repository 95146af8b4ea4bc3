import type { Context } from 'hono';
import { html } from 'hono/html';
import { pooledRandomBytes } from '../crypto/random-pool.ts';
import { page } from './layout.ts';
import type { PageEnv } from './page-env.ts';
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

export function notFoundPage(outer: Context) {
  const c = bareHeaders(outer);
  return c.html(
    page(c, 'Not found', html`<h1>Page not found</h1><p>There is nothing at this address.</p>`),
    404,
  );
}

export function failurePage(outer: Context) {
  const c = bareHeaders(outer);
  const text = 'Something went wrong on the server. Please try again in a moment.';
  return c.html(page(c, 'Server error', html`<h1>Server error</h1><p>${text}</p>`), 500);
}

/** The store cannot save right now (a full disk, say): the caller sets Retry-After. */
export function unavailablePage(outer: Context) {
  const c = bareHeaders(outer);
  const text =
    'The server cannot save anything right now, and nothing was changed. Please try again in a moment.';
  return c.html(page(c, 'Try again shortly', html`<h1>Try again shortly</h1><p>${text}</p>`), 503);
}

export function tooManyRequestsPage(outer: Context) {
  const c = bareHeaders(outer);
  const text = 'Too many requests from your address. Please wait a moment and try again.';
  return c.html(page(c, 'Too many requests', html`<h1>Too many requests</h1><p>${text}</p>`), 429);
}

/** A download link that is forged, used up past its minutes, or whose push is gone: one page for all. */
export function downloadGonePage(outer: Context) {
  const c = bareHeaders(outer);
  return c.html(
    page(
      c,
      'Download link expired',
      html`<h1>This download link has expired</h1>
      <p>Download links work for a few minutes. Open the secret link again to get new ones, if it
      has views left; otherwise ask the sender to share the file again.</p>`,
    ),
    404,
  );
}
