import { randomUUID } from 'node:crypto';
import type { Cipher } from '../crypto/cipher.ts';
import { hashToken } from '../crypto/tokens.ts';
import type { OneTimeStore } from '../store/one-time-store.ts';
import type { UserRecord } from '../store/records.ts';
import { StoreConflictError } from '../store/store-conflict.ts';
import type { UserStore } from '../store/user-store.ts';
import type { AccountSettings } from './account-settings.ts';
import { issueLink, looksLikeToken } from './mailed-links.ts';
import { hashPassword } from './passwords.ts';

export const SIGNUP_LIFETIME_MS = 24 * 60 * 60_000;

/** Whether an (already normalised) address may sign up under the instance's pattern. */
export const signupAddressAllowed = (accounts: AccountSettings, email: string) =>
  accounts.signupEmailPattern === null || accounts.signupEmailPattern.test(email);

/** A confirmation link for a new account at this address; the address rides sealed in the record. */
export function issueSignupLink(
  store: OneTimeStore,
  cipher: Cipher,
  email: string,
  now: number,
): Promise<string> {
  const link = {
    purpose: 'signup',
    userId: null,
    sealedData: cipher.seal(email),
    lifetimeMs: SIGNUP_LIFETIME_MS,
  } as const;
  return issueLink(store, link, now);
}

/** The address a sign-up link confirms, while it can still be used. */
export async function signupLinkAddress(
  store: OneTimeStore,
  cipher: Cipher,
  token: string,
  now: number,
): Promise<string | undefined> {
  if (!looksLikeToken(token)) return undefined;
  const found = await store.findOneTime(hashToken(token), 'signup', now);
  return found?.data == null ? undefined : cipher.open(found.data);
}

export type SignupOutcome =
  | { outcome: 'made'; user: UserRecord }
  | { outcome: 'unknown' }
  | { outcome: 'taken' };

/** Uses a sign-up link: makes the account with this password, unless the address was taken meanwhile. */
export async function finishSignup(
  store: OneTimeStore & UserStore,
  cipher: Cipher,
  token: string,
  password: string,
  now: number,
): Promise<SignupOutcome> {
  if (!looksLikeToken(token)) return { outcome: 'unknown' };
  const taken = await store.takeOneTime(hashToken(token), 'signup', now);
  if (taken?.data == null) return { outcome: 'unknown' };
  const email = cipher.open(taken.data);
  if ((await store.findUserByEmail(email)) !== undefined) return { outcome: 'taken' };
  const user: UserRecord = {
    id: randomUUID(),
    email,
    tokenHash: null,
    passwordHash: await hashPassword(password),
    createdAt: now,
    admin: false,
  };
  try {
    await store.insertUser(user);
  } catch (error) {
    // Another sign-up or invitation for the address won the race since the look-up.
    if (error instanceof StoreConflictError) return { outcome: 'taken' };
    throw error;
  }
  return { outcome: 'made', user };
}
