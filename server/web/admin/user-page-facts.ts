import { type SuspensionSource, suspensionSource } from '../../accounts/directory/suspension-source.ts';
import { isLastActiveAdmin } from '../../accounts/last-admin-standing.ts';
import { countLiveLinks, type LiveLinks } from '../../accounts/live-links.ts';
import type { ActivityStore } from '../../store/activity-store.ts';
import type { ApiKeyRecord, ApiKeyStore } from '../../store/api-key-store.ts';
import type { DeviceTokenStore } from '../../store/device-token-store.ts';
import type { PasskeyStore } from '../../store/passkey-store.ts';
import type { PushStore } from '../../store/push-store.ts';
import type { DeviceTokenRecord, UserRecord } from '../../store/records.ts';
import type { RequestStore } from '../../store/request-store.ts';
import type { SignInStore } from '../../store/sign-in-store.ts';
import type { UserStore } from '../../store/user-store.ts';

/** What an administrator's page about one user shows, read at one moment. */
export interface UserFacts {
  user: UserRecord;
  /** Every user, for the hand-over's choice and the last administrator's rule. */
  users: UserRecord[];
  browsers: DeviceTokenRecord[];
  /** Their named API keys, revoked ones included. */
  keys: ApiKeyRecord[];
  /** How many passkeys they hold: a second factor like a code. */
  passkeys: number;
  /** When these facts were read: a key's expiry is judged at it. */
  at: number;
  sessions: number;
  live: LiveLinks;
  /** Who suspended a suspended account, as the activity log tells; null when active or unknown. */
  suspendedBy: SuspensionSource;
  /** The latest sign-in, browser token use or named key use; null when there was none. */
  lastActivity: number | null;
}

export type UserFactsStore = UserStore &
  DeviceTokenStore &
  ApiKeyStore &
  Pick<PasskeyStore, 'listPasskeys'> &
  Pick<ActivityStore, 'searchActivity'> &
  SignInStore &
  PushStore &
  RequestStore;

export async function userFacts(store: UserFactsStore, user: UserRecord, now: number): Promise<UserFacts> {
  const [users, browsers, keys, passkeys, sessions, live, suspendedBy] = await Promise.all([
    store.listUsers(),
    store.listDeviceTokens(user.id),
    store.listApiKeys(user.id),
    store.listPasskeys(user.id),
    store.countUserSessions(user.id, now),
    countLiveLinks(store, user.id, now),
    user.suspended === true ? suspensionSource(store, user.id) : null,
  ]);
  const uses = [...browsers, ...keys].map((token) => token.lastUsedAt);
  const times = [user.lastSignInAt ?? null, ...uses].filter((t) => t !== null);
  const lastActivity = times.length === 0 ? null : Math.max(...times);
  return {
    user,
    users,
    browsers,
    keys,
    passkeys: passkeys.length,
    suspendedBy,
    at: now,
    sessions,
    live,
    lastActivity,
  };
}

/** Whether the user signs in with a second step: a code from an app, a passkey, or both. */
export const hasSecondFactor = (facts: Pick<UserFacts, 'user' | 'passkeys'>) =>
  facts.user.totp !== undefined || facts.passkeys > 0;

/** Which of the page's actions can be taken by `me` on this user; the others are not offered. */
export function userOffers(facts: UserFacts, me: UserRecord) {
  const { user, users, live } = facts;
  const lastAdmin = isLastActiveAdmin(users, user);
  const suspended = user.suspended === true;
  return {
    changeRole: !(user.admin && lastAdmin),
    // Suspending oneself would lock one out at once: another administrator does it.
    suspend: !suspended && !lastAdmin && user.id !== me.id,
    restore: suspended,
    passwordReset: !suspended,
    // Their own goes through the account page, behind their password.
    secondFactorOff: hasSecondFactor(facts) && user.id !== me.id,
    expirePushes: live.pushes > 0,
    remove: !lastAdmin,
  };
}

export type UserOffers = ReturnType<typeof userOffers>;
