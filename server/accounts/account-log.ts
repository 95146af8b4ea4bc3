import type { ActivityClient, ActivityRecorder, RecordedEvent } from '../activity/activity-recorder.ts';
import type { ActivityActor } from '../store/activity-store.ts';

/**
 * The activity log an account use case records in, with who asked (`userActor(user)`, or
 * `ANONYMOUS` before sign-in) and the request's client. A use case given none records nothing: the
 * command line and tests call the same functions.
 */
export interface AccountLog {
  activity: ActivityRecorder;
  actor: ActivityActor;
  client: ActivityClient | null;
}

/** What a use case tells of one event; the log's actor stands unless the event names its own. */
export type AccountEvent = Omit<RecordedEvent, 'actor' | 'client' | 'outcome'> & {
  actor?: ActivityActor;
  outcome?: RecordedEvent['outcome'];
};

/** Records the event in the log, when there is one. */
export async function recordIn(log: AccountLog | undefined, event: AccountEvent): Promise<void> {
  if (log === undefined) return;
  const { actor = log.actor, outcome = 'success', ...told } = event;
  await log.activity.record({ ...told, actor, outcome, client: log.client });
}

/** The target of an event about a user's account. */
export const userTarget = (user: { id: string }) => ({ kind: 'user', id: user.id });
