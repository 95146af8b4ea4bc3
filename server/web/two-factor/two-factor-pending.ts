import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Cipher } from '../../crypto/cipher.ts';
import { isSecure } from '../../http/client-info.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { returnToFrom } from '../chrome/return-target.ts';

type C = Context<PageEnv>;

const COOKIE = 'sp_totp_setup';
export const SETUP_PATH = '/users/two_factor/setup';
/** Time to install an app, scan and type a code. */
const PENDING_MS = 15 * 60_000;

/** A secret being set up, and the page to go on to once it is on. */
export interface PendingSecret {
  secret: string;
  returnTo: string | null;
}

/**
 * A new TOTP secret waiting for its first code. It stays with the session, not the store: sealed
 * under the instance key with the session's digest and an expiry, in a cookie sent only to the
 * set-up pages, so it opens in this session alone, never shows in a URL and ends with the session.
 */
export function keepPendingSecret(
  c: C,
  cipher: Cipher,
  pending: PendingSecret,
  now: number,
  overrideBaseUrl: string | null,
): void {
  const session = c.get('session');
  if (session === null) return;
  const kept = { ...pending, session: session.idHash, until: now + PENDING_MS };
  const sealed = cipher.seal(JSON.stringify(kept));
  setCookie(c, COOKIE, sealed, {
    path: SETUP_PATH,
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecure(c, overrideBaseUrl),
    maxAge: PENDING_MS / 1000,
  });
}

/** The pending secret of this session, or undefined when there is none, it expired or belongs to another session. */
export function pendingSecret(c: C, cipher: Cipher, now: number): PendingSecret | undefined {
  const sealed = getCookie(c, COOKIE);
  const session = c.get('session');
  if (sealed === undefined || session === null) return undefined;
  try {
    const kept = JSON.parse(cipher.open(sealed)) as Record<string, unknown>;
    const live = kept.session === session.idHash && typeof kept.until === 'number' && now < kept.until;
    if (!live || typeof kept.secret !== 'string') return undefined;
    return { secret: kept.secret, returnTo: returnToFrom(kept.returnTo) };
  } catch {
    // Altered, or sealed under another instance key: as good as none.
    return undefined;
  }
}

export function forgetPendingSecret(c: C): void {
  deleteCookie(c, COOKIE, { path: SETUP_PATH });
}
