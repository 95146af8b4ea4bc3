import type { MiddlewareHandler } from 'hono';
import { pooledRandomBytes } from '../../crypto/random-pool.ts';
import type { PageEnv } from './page-env.ts';

/** What a page that runs the sealed script allows besides the usual (see sealed-script.ts). */
export interface ScriptAllowance {
  /** The script's `sha384-…`, allowed by hash. */
  scriptHash: string;
  /** Whether it may fetch from this origin. */
  connect: boolean;
  /** Whether it may register this origin's download worker. */
  worker?: boolean;
}

/** The CSP of a server-rendered page: nothing loads from anywhere, only nonce-marked inline style and script run. */
export function contentSecurityPolicy(
  nonce: string,
  formTargets = "'self'",
  allow?: ScriptAllowance,
): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    allow === undefined ? `script-src 'nonce-${nonce}'` : `script-src 'nonce-${nonce}' '${allow.scriptHash}'`,
    ...(allow?.connect === true ? ["connect-src 'self'"] : []),
    ...(allow?.worker === true ? ["worker-src 'self'"] : []),
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
    const nonce = pooledRandomBytes(16).toString('base64');
    c.set('nonce', nonce);
    // Set before the response is made: reading a finished response's headers rebuilds it.
    c.header('Content-Security-Policy', contentSecurityPolicy(nonce));
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('X-Frame-Options', 'DENY');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    await next();
  };
}
