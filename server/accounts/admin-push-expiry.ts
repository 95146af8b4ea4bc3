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

/** Expires every active push of a user, one by one as above; returns how many it expired. */
export async function expireUserPushes(
  deps: AdminExpiryDeps,
  user: UserRecord,
  act: AdminAct,
  audit: AuditMeta,
): Promise<number> {
  let expired = 0;
  for (;;) {
    const page = await deps.store.listByOwner(user.id, {
      expired: false,
      now: deps.now(),
      offset: 0,
      limit: PAGE,
    });
    let expiredNow = 0;
    for (const push of page) if (await expirePushAsAdmin(deps, push.urlToken, act, audit)) expiredNow++;
    expired += expiredNow;
    // A page of which nothing could be expired would come back the same: stop rather than loop.
    if (page.length < PAGE || expiredNow === 0) break;
  }
  if (expired > 0) await recordOnUser(deps.activity, act, 'user.pushes_expired', user, { count: expired });
  return expired;
}
