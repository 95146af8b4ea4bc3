import { userActor } from '../activity/activity-recorder.ts';
import type { Cipher } from '../crypto/cipher.ts';
import { hashToken } from '../crypto/tokens.ts';
import type { OneTimeStore } from '../store/one-time-store.ts';
import type { UserRecord } from '../store/records.ts';
import { StoreConflictError } from '../store/store-conflict.ts';
import type { UserStore } from '../store/user-store.ts';
import { type AccountLog, recordIn, userTarget } from './account-log.ts';
import { issueLink, looksLikeToken } from './mailed-links.ts';

export const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60_000;

/** A confirmation link for a user's new address; an older request of theirs stops working. */
export async function issueEmailChangeLink(
  store: OneTimeStore,
  cipher: Cipher,
  user: UserRecord,
  newEmail: string,
  now: number,
): Promise<string> {
  await store.removeUserOneTimes(user.id, 'email');
  const link = {
    purpose: 'email',
    userId: user.id,
    sealedData: cipher.seal(newEmail),
    lifetimeMs: EMAIL_CHANGE_LIFETIME_MS,
  } as const;
  return issueLink(store, link, now);
}

export interface PendingChange {
  user: UserRecord;
  newEmail: string;
}

/** The change a link confirms, while it can still be used. */
export async function pendingEmailChange(
  store: OneTimeStore & UserStore,
  cipher: Cipher,
  token: string,
  now: number,
): Promise<PendingChange | undefined> {
  if (!looksLikeToken(token)) return undefined;
  const found = await store.findOneTime(hashToken(token), 'email', now);
  if (found?.userId == null || found.data === null) return undefined;
  const user = await store.findUserById(found.userId);
  return user === undefined ? undefined : { user, newEmail: cipher.open(found.data) };
}

export type EmailChangeOutcome =
  | { outcome: 'changed'; user: UserRecord; oldEmail: string }
  | { outcome: 'taken'; newEmail: string }
  | { outcome: 'unknown' };

/**
 * Uses a confirmation link: the address changes unless another account took it meanwhile. Reset
 * links mailed to the old address stop working with it. Recorded with the user as actor under
 * the new address (where the account went), the old one being the name in its entries before.
 */
export async function confirmEmailChange(
  store: OneTimeStore & UserStore,
  cipher: Cipher,
  token: string,
  now: number,
  log?: AccountLog,
): Promise<EmailChangeOutcome> {
  if (!looksLikeToken(token)) return { outcome: 'unknown' };
  const taken = await store.takeOneTime(hashToken(token), 'email', now);
  const user = taken?.userId == null ? undefined : await store.findUserById(taken.userId);
  if (taken?.data == null || user === undefined) return { outcome: 'unknown' };
  const newEmail = cipher.open(taken.data);
  const holder = await store.findUserByEmail(newEmail);
  if (holder !== undefined && holder.id !== user.id) return { outcome: 'taken', newEmail };
  try {
    await store.updateUser({ ...user, email: newEmail });
  } catch (error) {
    if (error instanceof StoreConflictError) return { outcome: 'taken', newEmail };
    throw error;
  }
  await store.removeUserOneTimes(user.id, 'reset');
  const actor = userActor({ id: user.id, email: newEmail });
  await recordIn(log, { event: 'email.changed', actor, target: userTarget(user) });
  return { outcome: 'changed', user: { ...user, email: newEmail }, oldEmail: user.email };
}
