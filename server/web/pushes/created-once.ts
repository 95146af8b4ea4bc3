import { hkdfSync } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { aesGcmCipher } from '../../crypto/cipher.ts';
import { isSecure } from '../../http/client-info.ts';
import type { PageEnv } from '../chrome/page-env.ts';

const COOKIE = 'sp_created_once';
/** Between the POST that pushes and the GET of its result page: long enough for a slow upload's redirect. */
const SHOWN_WITHIN_MS = 10 * 60_000;
/** A passphrase longer than this is not held: with its seal it would pass what a browser keeps in a cookie. */
const HELD_PASSPHRASE_MAX = 1_000;

/** What the result page shows once, at the moment of creation. */
export interface CreatedNow {
  /** The passphrase the push was made with, to show and copy; null when it has none. */
  passphrase: string | null;
}

/**
 * The moment of creation, carried from the push form's POST to the one GET of its result page
 * (post/redirect/get): the "Pushed" banner and the passphrase as typed or generated. The cookie
 * is sent only to that push's pages and sealed under a key derived from the visitor's CSRF
 * cookie, which only their browser holds: the server keeps nothing, and the value opens nowhere else.
 */
export function createdOnce(key: Buffer, now: () => number, overrideBaseUrl: string | null) {
  const cipher = (c: Context<PageEnv>) =>
    aesGcmCipher(Buffer.from(hkdfSync('sha256', key, c.get('csrf'), 'secret-push created once v1', 32)));
  const path = (urlToken: string) => `/p/${urlToken}/`;
  return {
    /** Keeps the moment of creation of `urlToken` for its result page's next GET. */
    hold(c: Context<PageEnv>, urlToken: string, passphrase: string | null): void {
      const kept = passphrase !== null && passphrase.length <= HELD_PASSPHRASE_MAX ? passphrase : null;
      const sealed = cipher(c).seal(JSON.stringify({ urlToken, at: now(), passphrase: kept }));
      setCookie(c, COOKIE, sealed, {
        path: path(urlToken),
        httpOnly: true,
        sameSite: 'Lax',
        secure: isSecure(c, overrideBaseUrl),
        maxAge: SHOWN_WITHIN_MS / 1000,
      });
    },
    /** The moment of creation of `urlToken`, once: the cookie is cleared whatever it held, so a reload shows none. */
    take(c: Context<PageEnv>, urlToken: string): CreatedNow | null {
      const sealed = getCookie(c, COOKIE);
      if (sealed === undefined) return null;
      deleteCookie(c, COOKIE, { path: path(urlToken) });
      try {
        const held = JSON.parse(cipher(c).open(sealed)) as Record<string, unknown>;
        const age = now() - Number(held.at);
        if (held.urlToken !== urlToken || !(age >= 0 && age < SHOWN_WITHIN_MS)) return null;
        return { passphrase: typeof held.passphrase === 'string' ? held.passphrase : null };
      } catch {
        // Sealed in another browser, or altered: there is no moment of creation to show.
        return null;
      }
    },
  };
}

export type CreatedOnce = ReturnType<typeof createdOnce>;
