import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { safeEqual } from '../../crypto/tokens.ts';
import { isSecure } from '../../http/client-info.ts';
import type { UserStore } from '../../store/user-store.ts';
import type { PageEnv } from './page-env.ts';
import {
  newCsrfToken,
  passwordTag,
  SESSION_LIFETIME_MS,
  type SessionStore,
  type WebSession,
} from './session-store.ts';

const SESSION_COOKIE = 'sp_session';
/** Double-submit token for visitors without a session (recipients): cookie and form field must match. */
const CSRF_COOKIE = 'sp_csrf';

const cookieOptions = (secure: boolean, maxAgeSeconds?: number) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'Lax' as const,
  secure,
  ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
});

/** The session this browser's cookie names, and its user while the session still holds. */
async function sessionOf(c: Context, sessions: SessionStore, store: UserStore) {
  const id = getCookie(c, SESSION_COOKIE);
  const session = id === undefined ? undefined : await sessions.find(id);
  const found = session === undefined ? undefined : await store.findUserById(session.userId);
  // A removed or suspended user, or a password changed since sign-in (from the CLI, say), ends the session.
  const holds =
    found !== undefined &&
    found.suspended !== true &&
    passwordTag(found.passwordHash ?? '') === session?.passwordTag;
  const user = holds ? found : undefined;
  return { session, user };
}

/**
 * Who is signed in, for a page answered outside the web routes (an unknown path): it sets no
 * cookie and leaves anyone it does not recognise signed out.
 */
export async function recognizeVisitor(c: Context<PageEnv>, sessions: SessionStore, store: UserStore) {
  const { session, user } = await sessionOf(c, sessions, store);
  if (session === undefined || user === undefined) return;
  c.set('session', session);
  c.set('user', user);
  c.set('csrf', session.csrf);
}

/** Loads the signed-in user (if any) and the CSRF token this response's forms carry. */
export function webSession(
  sessions: SessionStore,
  store: UserStore,
  overrideBaseUrl: string | null,
): MiddlewareHandler<PageEnv> {
  return async (c, next) => {
    const secure = isSecure(c, overrideBaseUrl);
    const { session, user } = await sessionOf(c, sessions, store);
    if (session !== undefined && user === undefined) await sessions.end(session);
    const signedIn = session !== undefined && user !== undefined;
    c.set('session', signedIn ? session : null);
    c.set('user', signedIn ? user : null);
    let csrf = signedIn ? session.csrf : getCookie(c, CSRF_COOKIE);
    if (csrf === undefined || csrf.length < 20) {
      csrf = newCsrfToken();
      setCookie(c, CSRF_COOKIE, csrf, cookieOptions(secure));
    }
    c.set('csrf', csrf);
    await next();
  };
}

/** True when a POSTed form carries this visitor's CSRF token. */
export function csrfMatches(c: Context<PageEnv>, form: Record<string, unknown>): boolean {
  const sent = form._csrf;
  return typeof sent === 'string' && sent !== '' && safeEqual(sent, c.get('csrf'));
}

export function startSession(c: Context<PageEnv>, session: WebSession, overrideBaseUrl: string | null): void {
  const secure = isSecure(c, overrideBaseUrl);
  const lifetimeMs = session.lifetimeMs ?? SESSION_LIFETIME_MS;
  setCookie(c, SESSION_COOKIE, session.id, cookieOptions(secure, lifetimeMs / 1000));
}

export async function endSession(c: Context<PageEnv>, sessions: SessionStore): Promise<void> {
  const session = c.get('session');
  if (session !== null) await sessions.end(session);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}
