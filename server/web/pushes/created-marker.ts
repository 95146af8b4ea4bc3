import { createHmac, hkdfSync } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { safeEqual } from '../../crypto/tokens.ts';
import { isSecure } from '../../http/client-info.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { createdOnce } from './created-once.ts';

const COOKIE = 'sp_created';
/** Long enough to copy the link and reload the page a few times, short enough that a shared browser forgets it. */
export const MARKER_LIFETIME_MS = 30 * 60_000;
/** The newest pushes a visitor may return to; older marks fall off. */
const KEPT = 4;

/** The marker's key, derived from the key that signs download links under a label of its own. */
export function createdMarkerKey(linkKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', linkKey, Buffer.alloc(0), 'secret-push creator marker v1', 32));
}

/** The key of the account codes' digests (see AccountFlowDeps), derived the same way under its own label. */
export function accountDigestKey(linkKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', linkKey, Buffer.alloc(0), 'secret-push account digests v1', 32));
}

/**
 * Recognises the anonymous creator of a push on its result page after the redirect. The cookie
 * holds only an expiry and an HMAC over the url token, the expiry and the visitor's CSRF cookie:
 * never the token itself, so the cookie opens nothing, and it is worthless in another browser.
 * A signed value in the redirect URL would instead travel with every copy of that URL. It also
 * carries the moment of creation to the result page's first GET, for anyone (see created-once.ts).
 */
export function createdMarker(key: Buffer, now: () => number, overrideBaseUrl: string | null) {
  const mac = (c: Context<PageEnv>, urlToken: string, until: number) =>
    createHmac('sha256', key)
      .update(`${urlToken}\n${until}\n${c.get('csrf')}`)
      .digest('base64url');
  const marks = (c: Context<PageEnv>) =>
    (getCookie(c, COOKIE) ?? '')
      .split('~')
      .map((mark) => mark.split('.'))
      .filter((parts): parts is [string, string] => parts.length === 2 && Number(parts[0]) > now());

  return {
    ...createdOnce(key, now, overrideBaseUrl),
    /** Marks this visitor as the creator of `urlToken`, keeping their few newest marks. */
    mark(c: Context<PageEnv>, urlToken: string): void {
      const until = now() + MARKER_LIFETIME_MS;
      const kept = marks(c).slice(-(KEPT - 1));
      const value = [...kept, [String(until), mac(c, urlToken, until)]].map((p) => p.join('.')).join('~');
      setCookie(c, COOKIE, value, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure: isSecure(c, overrideBaseUrl),
        maxAge: MARKER_LIFETIME_MS / 1000,
      });
    },
    /** Whether this visitor created `urlToken` within the marker's lifetime. */
    made(c: Context<PageEnv>, urlToken: string): boolean {
      return marks(c).some(([until, sent]) => safeEqual(sent, mac(c, urlToken, Number(until))));
    },
  };
}

export type CreatedMarker = ReturnType<typeof createdMarker>;
