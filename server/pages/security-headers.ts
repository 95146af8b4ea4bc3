import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { PageEnv } from './page-env.ts';

/** The CSP of a server-rendered page: nothing loads from anywhere, only nonce-marked inline style and script run. */
export function contentSecurityPolicy(nonce: string, formTargets = "'self'"): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    `form-action ${formTargets}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * Headers for every page and download: a secret must not be cached, indexed, framed or leaked
 * through a Referer. A handler may widen `form-action` by setting its own CSP.
 */
export function pageSecurityHeaders(): MiddlewareHandler<PageEnv> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    c.set('nonce', nonce);
    await next();
    const h = c.res.headers;
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', contentSecurityPolicy(nonce));
    h.set('Referrer-Policy', 'no-referrer');
    h.set('Cache-Control', 'no-store');
    h.set('X-Robots-Tag', 'noindex, nofollow');
    h.set('X-Frame-Options', 'DENY');
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
  };
}
