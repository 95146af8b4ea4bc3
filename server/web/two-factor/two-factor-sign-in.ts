import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { UserAdmin } from '../../accounts/user-admin.ts';
import type { Cipher } from '../../crypto/cipher.ts';
import { hashToken, newSecretToken } from '../../crypto/tokens.ts';
import { isSecure } from '../../http/client-info.ts';
import type { OneTimeStore } from '../../store/one-time-store.ts';
import type { UserRecord } from '../../store/records.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { returnToFrom, SIGNED_IN_HOME } from '../chrome/return-target.ts';
import { passwordTag, type SessionStore } from '../chrome/session-store.ts';
import { startSession } from '../chrome/web-session.ts';

type C = Context<PageEnv>;

/** Holds the second step's token: sent only to the second step's page. */
export const SECOND_STEP_COOKIE = 'sp_second_step';
export const SECOND_STEP_PATH = '/users/two_factor';
/** Long enough to open an app and type a code, short enough that a checked password does not linger. */
const SECOND_STEP_MS = 5 * 60_000;

export interface SecondStepDeps {
  store: OneTimeStore;
  cipher: Cipher;
  overrideBaseUrl: string | null;
  now: () => number;
}

/**
 * A correct password of a user with a second factor: the check is remembered for five minutes as a
 * one-time record whose token only this browser's cookie holds, and the second step is asked. The
 * record names the password it checked: a password changed meanwhile voids it.
 */
export async function beginSecondStep(c: C, deps: SecondStepDeps, user: UserRecord, returnTo: string | null) {
  const token = newSecretToken();
  const now = deps.now();
  await deps.store.insertOneTime({
    hash: hashToken(token),
    purpose: 'second_step',
    userId: user.id,
    data: deps.cipher.seal(JSON.stringify({ returnTo, tag: passwordTag(user.passwordHash ?? '') })),
    createdAt: now,
    expiresAt: now + SECOND_STEP_MS,
  });
  setCookie(c, SECOND_STEP_COOKIE, token, {
    path: SECOND_STEP_PATH,
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecure(c, deps.overrideBaseUrl),
    maxAge: SECOND_STEP_MS / 1000,
  });
  return c.redirect(SECOND_STEP_PATH, 303);
}

/** Where a waiting sign-in goes on to, or undefined when its record names another password than the user's now. */
export function secondStepReturn(
  cipher: Cipher,
  data: string | null,
  user: UserRecord,
): { to: string | null } | undefined {
  try {
    const kept = JSON.parse(cipher.open(data ?? '')) as Record<string, unknown>;
    if (kept.tag !== passwordTag(user.passwordHash ?? '')) return undefined;
    return { to: returnToFrom(kept.returnTo) };
  } catch {
    return undefined;
  }
}

/** The digest of this browser's second-step token, or undefined without one. */
export function secondStepHash(c: C): string | undefined {
  const token = getCookie(c, SECOND_STEP_COOKIE);
  return token === undefined || token === '' ? undefined : hashToken(token);
}

export function forgetSecondStep(c: C): void {
  deleteCookie(c, SECOND_STEP_COOKIE, { path: SECOND_STEP_PATH });
}

export interface FinishDeps {
  admin: UserAdmin;
  sessions: SessionStore;
  overrideBaseUrl: string | null;
}

/** Every factor checked: a fresh session (an id planted before it is worth nothing), then the page asked for. */
export async function finishSignIn(c: C, deps: FinishDeps, user: UserRecord, returnTo: string | null) {
  await deps.admin.noteSignIn(user.id);
  const old = c.get('session');
  if (old !== null) await deps.sessions.end(old);
  startSession(c, await deps.sessions.create(user.id, user.passwordHash ?? ''), deps.overrideBaseUrl);
  return c.redirect(returnTo ?? SIGNED_IN_HOME, 303);
}
