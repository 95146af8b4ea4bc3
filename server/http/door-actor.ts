import type { Context } from 'hono';
import { ANONYMOUS, userActor } from '../activity/activity-recorder.ts';
import type { ActivityWho, Door } from '../pushes/push-activity.ts';
import type { Actor } from '../pushes/service.ts';
import type { ActivityActor } from '../store/activity-store.ts';
import type { UserRecord } from '../store/records.ts';
import { activityClient } from './activity-client.ts';
import { auditMeta } from './client-info.ts';

/** Who the activity log names for a request: the token it was signed with, else the signed-in user, else anonymous. */
export function requestActor(c: Context, user: UserRecord | null): ActivityActor {
  // Unset unless the API's token check ran: Hono answers undefined for a variable never set.
  const token = c.get('tokenActor') as ActivityActor | undefined;
  if (token !== undefined && user !== null) return token;
  return user === null ? ANONYMOUS : userActor(user);
}

/** The activity log's account of a request: who, from which client, through which door. */
export function activityWho(c: Context, user: UserRecord | null, door: Door): ActivityWho {
  return { actor: requestActor(c, user), client: activityClient(c), door };
}

/** The push service's actor for a request: the user, the audit entry's client, and the log's account. */
export function doorActor<U extends UserRecord | null>(
  c: Context,
  user: U,
  door: Door,
): Actor & { user: U; activity: ActivityWho } {
  return { user, audit: auditMeta(c), activity: activityWho(c, user, door) };
}
