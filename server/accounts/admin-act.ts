import type { ActivityEventName } from '../activity/activity-events.ts';
import { type ActivityClient, type ActivityRecorder, userActor } from '../activity/activity-recorder.ts';
import type { ActivityDetail } from '../store/activity-store.ts';
import type { UserRecord } from '../store/records.ts';

/** An administrator acting on a user or a push: who, and from which client, as the activity log keeps it. */
export interface AdminAct {
  admin: UserRecord;
  client: ActivityClient | null;
}

/** Records an administrator's action on a user, the administrator its actor. */
export function recordOnUser(
  activity: ActivityRecorder,
  act: AdminAct,
  event: ActivityEventName,
  user: UserRecord,
  details: Record<string, ActivityDetail> = {},
): Promise<void> {
  return activity.record({
    event,
    actor: userActor(act.admin),
    client: act.client,
    target: { kind: 'user', id: user.id },
    outcome: 'success',
    details: { email: user.email, ...details },
  });
}
