import {
  type ActivityClient,
  type ActivityRecorder,
  activityRecorder,
  COMMAND_LINE,
  type RecordedEvent,
} from '../activity/activity-recorder.ts';
import type { Logger } from '../log/log.ts';
import type { ActivityActor, ActivityStore } from '../store/activity-store.ts';

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

/** The log the account commands (`secret-push user ...`) record in: the operator is the actor. */
export const commandLineLog = (
  store: Pick<ActivityStore, 'appendActivity'>,
  logger: Logger,
  now: () => number = Date.now,
): AccountLog => ({
  activity: activityRecorder({ store, now, logger }),
  actor: COMMAND_LINE,
  client: null,
});
