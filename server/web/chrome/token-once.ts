import { hkdfSync } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { aesGcmCipher } from '../../crypto/cipher.ts';
import { isSecure } from '../../http/client-info.ts';
import type { PageEnv } from './page-env.ts';

/** Where a value shown once waits: its cookie, sent only to the page that shows it. */
export interface ShownOncePlace {
  cookie: string;
  path: string;
}
const TOKEN_PAGE: ShownOncePlace = { cookie: 'sp_new_token', path: '/users/token' };
/** Between the POST that mints a token and the GET that shows it: long enough for a slow link. */
const SHOWN_WITHIN_MS = 10 * 60_000;

/** Sealed under a key derived from the session id, which only the visitor's cookie holds: the server keeps nothing. */
function sessionCipher(sessionId: string) {
  return aesGcmCipher(Buffer.from(hkdfSync('sha256', sessionId, '', 'secret-push token shown once', 32)));
}

/** Holds a new API token for the one GET that shows it (post/redirect/get), in a cookie only this session can open. */
export function keepTokenForDisplay(
  c: Context<PageEnv>,
  token: string,
  now: number,
  overrideBaseUrl: string | null,
  place: ShownOncePlace = TOKEN_PAGE,
): void {
  const session = c.get('session');
  if (session === null) return;
  const sealed = sessionCipher(session.id).seal(JSON.stringify({ token, at: now }));
  setCookie(c, place.cookie, sealed, {
    path: place.path,
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecure(c, overrideBaseUrl),
    maxAge: SHOWN_WITHIN_MS / 1000,
  });
}

/** The token kept for display, once: the cookie is cleared whatever it held, so a reload shows nothing. */
export function takeTokenForDisplay(
  c: Context<PageEnv>,
  now: number,
  place: ShownOncePlace = TOKEN_PAGE,
): string | undefined {
  const sealed = getCookie(c, place.cookie);
  if (sealed === undefined) return undefined;
  deleteCookie(c, place.cookie, { path: place.path });
  const session = c.get('session');
  if (session === null) return undefined;
  try {
    const { token, at } = JSON.parse(sessionCipher(session.id).open(sealed)) as {
      token: unknown;
      at: unknown;
    };
    const fresh = typeof at === 'number' && now - at >= 0 && now - at < SHOWN_WITHIN_MS;
    return fresh && typeof token === 'string' ? token : undefined;
  } catch {
    // Sealed for another session, or altered: there is nothing to show.
    return undefined;
  }
}
