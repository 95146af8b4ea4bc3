import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { PASSKEY_CHALLENGE_MS } from '../../accounts/passkey-challenges.ts';
import { isSecure } from '../../http/client-info.ts';
import type { PageEnv } from '../chrome/page-env.ts';

/** Holds the token of this browser's waiting passkey ceremony; sent only to the account flows' pages. */
const COOKIE = 'sp_passkey';
const PATH = '/users';

export function keepCeremony(c: Context<PageEnv>, token: string, overrideBaseUrl: string | null): void {
  setCookie(c, COOKIE, token, {
    path: PATH,
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecure(c, overrideBaseUrl),
    maxAge: PASSKEY_CHALLENGE_MS / 1000,
  });
}

/** The waiting ceremony's token, forgotten by the browser as it is read: each challenge is answered once. */
export function takeCeremony(c: Context<PageEnv>): string | undefined {
  const token = getCookie(c, COOKIE);
  deleteCookie(c, COOKIE, { path: PATH });
  return token;
}
