import { type ActivityRecorder, userActor } from '../activity/activity-recorder.ts';
import type { PushService } from '../pushes/service.ts';
import type { PushStore } from '../store/push-store.ts';
import type { AuditMeta, UserRecord } from '../store/records.ts';
import type { RequestStore } from '../store/request-store.ts';
import type { SignInStore } from '../store/sign-in-store.ts';
import type { UserStore } from '../store/user-store.ts';
import { removeAccount } from './account-removal.ts';
import { type AdminAct, recordOnUser } from './admin-act.ts';
import { expireUserPushes } from './admin-push-expiry.ts';
import { isLastActiveAdmin } from './last-admin-standing.ts';
import type { LiveLinks } from './live-links.ts';

export interface AdminRemovalDeps {
  store: UserStore & PushStore & RequestStore & SignInStore;
  service: PushService;
  activity: ActivityRecorder;
  now: () => number;
}

/** What becomes of a leaving user's live links: another user takes them, or they stop working. */
export type LeftLinks = { handTo: UserRecord } | 'expire';

export type AdminRemoval =
  | { outcome: 'removed'; handedOver: LiveLinks | null; expired: number }
  | { outcome: 'last_admin' | 'bad_recipient' };

/**
 * An administrator removes a user: first their active pushes and open requests go to the user
 * chosen (who reads, manages and receives answers from then on), or are expired; then the account
 * goes as `removeAccount` removes it. The last administrator is refused before anything is touched.
 */
export async function removeUserAsAdmin(
  deps: AdminRemovalDeps,
  user: UserRecord,
  left: LeftLinks,
  act: AdminAct,
  audit: AuditMeta,
): Promise<AdminRemoval> {
  const { store, now } = deps;
  if (isLastActiveAdmin(await store.listUsers(), user)) return { outcome: 'last_admin' };
  let handedOver: LiveLinks | null = null;
  let expired = 0;
  if (left === 'expire') expired = await expireUserPushes(deps, user, act, audit);
  else {
    const to = await store.findUserById(left.handTo.id);
    if (to === undefined || to.id === user.id || to.suspended === true) return { outcome: 'bad_recipient' };
    const pushes = await store.handOverPushes(user.id, to.id, now());
    const requests = await store.handOverRequests(user.id, to.id, now());
    handedOver = { pushes, requests };
    await recordOnUser(deps.activity, act, 'user.pushes_handed_over', user, {
      count: pushes + requests,
      to: to.email,
    });
  }
  // Recorded by removeAccount as the administrator's, with what went with the account.
  const log = { activity: deps.activity, actor: userActor(act.admin), client: act.client };
  const removed = await removeAccount(store, deps.service, user, { user, audit }, now, log);
  if (removed === 'last_admin') return { outcome: 'last_admin' };
  return { outcome: 'removed', handedOver, expired };
}
