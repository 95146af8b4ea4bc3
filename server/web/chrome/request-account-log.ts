import type { Context } from 'hono';
import type { AccountLog } from '../../accounts/account-log.ts';
import { type ActivityRecorder, ANONYMOUS, userActor } from '../../activity/activity-recorder.ts';
import { activityClient } from '../../http/activity-client.ts';
import type { ActivityActor } from '../../store/activity-store.ts';
import type { PageEnv } from './page-env.ts';

/**
 * The log an account use case records in for this request: by default its actor is the signed-in
 * user, or anonymous before sign-in. Undefined without a log, so nothing is recorded.
 */
export function requestAccountLog(
  c: Context<PageEnv>,
  activity: ActivityRecorder | undefined,
  actor?: ActivityActor,
): AccountLog | undefined {
  if (activity === undefined) return undefined;
  const user = c.get('user');
  return {
    activity,
    actor: actor ?? (user === null ? ANONYMOUS : userActor(user)),
    client: activityClient(c),
  };
}
