import type { Actor, PushService } from '../pushes/service.ts';
import type { PushStore } from '../store/push-store.ts';
import type { UserRecord } from '../store/records.ts';
import type { SignInStore } from '../store/sign-in-store.ts';
import type { UserStore } from '../store/user-store.ts';
import { type AccountLog, recordIn, userTarget } from './account-log.ts';

/** Pushes expired per listing page while an account is removed. */
const PAGE = 100;

/** True when this user is the instance's only administrator, who may not go (see LAST_ADMIN_STAYS). */
export async function isLastAdmin(store: UserStore, user: UserRecord): Promise<boolean> {
  if (!user.admin) return false;
  return !(await store.listUsers()).some((other) => other.admin && other.id !== user.id);
}

/**
 * Removes a user and everything they hold: each active push is deleted as its owner would delete
 * it (payload, passphrase and files go, the audit log says so), then every session, then the user.
 * The last administrator is refused before anything is touched (`last_admin`); the store checks
 * again as it removes the user, so two removals at once cannot both take the last two. Recorded
 * by the log's actor (the user themself, or an administrator) with how many pushes and sessions went.
 */
export async function removeAccount(
  store: UserStore & PushStore & SignInStore,
  service: PushService,
  user: UserRecord,
  actor: Actor,
  now: () => number,
  log?: AccountLog,
): Promise<number | 'last_admin'> {
  if (await isLastAdmin(store, user)) return 'last_admin';
  let deleted = 0;
  for (;;) {
    const page = await store.listByOwner(user.id, { expired: false, now: now(), offset: 0, limit: PAGE });
    if (page.length === 0) break;
    let deletedNow = 0;
    for (const push of page) {
      if ((await service.remove(push.urlToken, actor)).ok) deletedNow++;
    }
    // A page of which nothing could be deleted would come back the same: stop rather than loop.
    if (deletedNow === 0) break;
    deleted += deletedNow;
  }
  if ((await store.removeUserUnlessLastAdmin(user.id)) === 'last_admin') return 'last_admin';
  const sessions = await store.removeUserSessions(user.id, null);
  const details = { pushes: deleted, sessions };
  await recordIn(log, { event: 'user.removed', target: userTarget(user), details });
  return deleted;
}
