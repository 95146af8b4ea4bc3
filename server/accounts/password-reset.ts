import { hashToken } from '../crypto/tokens.ts';
import type { OneTimeStore } from '../store/one-time-store.ts';
import type { UserRecord } from '../store/records.ts';
import type { SignInStore } from '../store/sign-in-store.ts';
import type { UserStore } from '../store/user-store.ts';
import { type AccountLog, recordIn, userTarget } from './account-log.ts';
import { issueLink, looksLikeToken } from './mailed-links.ts';
import type { UserAdmin } from './user-admin.ts';

export const RESET_LIFETIME_MS = 60 * 60_000;

/** A new reset link for a user; any older one stops working, so only the latest mail counts. */
export async function issueResetLink(store: OneTimeStore, user: UserRecord, now: number): Promise<string> {
  await store.removeUserOneTimes(user.id, 'reset');
  return issueLink(
    store,
    { purpose: 'reset', userId: user.id, sealedData: null, lifetimeMs: RESET_LIFETIME_MS },
    now,
  );
}

/**
 * A reset asked for an address: the link for its account, or undefined when none has it. The ask is
 * recorded either way, against the account only when there is one and never by the address typed.
 */
export async function askPasswordReset(
  store: OneTimeStore & UserStore,
  email: string,
  now: number,
  log?: AccountLog,
): Promise<{ user: UserRecord; token: string } | undefined> {
  const user = await store.findUserByEmail(email);
  await recordIn(log, {
    event: 'password.reset_asked',
    target: user === undefined ? null : userTarget(user),
  });
  if (user === undefined) return undefined;
  return { user, token: await issueResetLink(store, user, now) };
}

/** The user a reset link is for, while it can still be used; it stays usable. */
export async function resetLinkUser(
  store: OneTimeStore & UserStore,
  token: string,
  now: number,
): Promise<UserRecord | undefined> {
  if (!looksLikeToken(token)) return undefined;
  const found = await store.findOneTime(hashToken(token), 'reset', now);
  return found?.userId == null ? undefined : store.findUserById(found.userId);
}

/**
 * Uses a reset link: takes it (of two uses at once, one wins), sets the new password and ends every
 * session of the user, since whoever held one may be why the password was reset.
 */
export async function useResetLink(
  store: OneTimeStore & UserStore & SignInStore,
  admin: UserAdmin,
  token: string,
  password: string,
  now: number,
  log?: AccountLog,
): Promise<UserRecord | undefined> {
  if (!looksLikeToken(token)) return undefined;
  const taken = await store.takeOneTime(hashToken(token), 'reset', now);
  const user = taken?.userId == null ? undefined : await store.findUserById(taken.userId);
  if (user === undefined) return undefined;
  await admin.setPassword(user.email, password);
  const sessions = await store.removeUserSessions(user.id, null);
  await recordIn(log, { event: 'password.reset', target: userTarget(user), details: { sessions } });
  return (await store.findUserById(user.id)) ?? user;
}
