import { isExpiredAt } from '../../shared/expiry.ts';
import { type ActivityRecorder, userActor } from '../activity/activity-recorder.ts';
import type { PushService } from '../pushes/service.ts';
import type { PushStore } from '../store/push-store.ts';
import type { AuditMeta, PushRecord, UserRecord } from '../store/records.ts';
import { type AdminAct, recordOnUser } from './admin-act.ts';

/** Pushes expired per listing page while a user's are expired together. */
const PAGE = 100;

export interface AdminExpiryDeps {
  store: PushStore;
  service: PushService;
  activity: ActivityRecorder;
  now: () => number;
}

/**
 * Expires any push for an administrator, through the push service so its files go and its owner
 * is told. The push as it was when this expired it; undefined when unknown or no longer active.
 */
export async function expirePushAsAdmin(
  deps: AdminExpiryDeps,
  urlToken: string,
  act: AdminAct,
  audit: AuditMeta,
): Promise<PushRecord | undefined> {
  const found = await deps.store.findPush(urlToken);
  if (found === undefined || isExpiredAt(found, deps.now())) return undefined;
  // The push service records the expiry, as the administrator's, as it records every other.
  const activity = { actor: userActor(act.admin), client: act.client, door: 'web' as const };
  const before = await deps.service.expireAsAdministrator(urlToken, { user: act.admin, audit, activity });
  if (before === undefined || before.expired) return undefined;
  return before;
}

/**
 * Hands each active push of a user to `expire`, a page at a time, until none is left; returns how
 * many it expired. A page of which nothing could be expired would come back the same: it stops.
 */
export async function expireEachActivePush(
  store: PushStore,
  userId: string,
  now: () => number,
  expire: (urlToken: string) => Promise<boolean>,
): Promise<number> {
  let expired = 0;
  for (;;) {
    const page = await store.listByOwner(userId, { expired: false, now: now(), offset: 0, limit: PAGE });
    let expiredNow = 0;
    for (const push of page) if (await expire(push.urlToken)) expiredNow++;
    expired += expiredNow;
    if (page.length < PAGE || expiredNow === 0) return expired;
  }
}

/** Expires every active push of a user, one by one as above; returns how many it expired. */
export async function expireUserPushes(
  deps: AdminExpiryDeps,
  user: UserRecord,
  act: AdminAct,
  audit: AuditMeta,
): Promise<number> {
  const expired = await expireEachActivePush(
    deps.store,
    user.id,
    deps.now,
    async (urlToken) => (await expirePushAsAdmin(deps, urlToken, act, audit)) !== undefined,
  );
  if (expired > 0) await recordOnUser(deps.activity, act, 'user.pushes_expired', user, { count: expired });
  return expired;
}
