import { describeError, type Logger } from '../log/log.ts';
import { allowedDetails } from '../store/activity/activity-details.ts';
import type {
  ActivityActor,
  ActivityDetail,
  ActivityStore,
  ActivityTarget,
} from '../store/activity-store.ts';
import { type ActivityEventName, categoryOf } from './activity-events.ts';

/** The request an event came with: its client's address and browser, as the pages and API read them. */
export interface ActivityClient {
  address: string | null;
  browser: string | null;
}

/** One event as a use case tells it; the recorder adds the time. */
export interface RecordedEvent {
  /** One of the log's names (activity-events.ts), which also gives the entry its category. */
  event: ActivityEventName;
  actor: ActivityActor;
  client: ActivityClient | null;
  target: ActivityTarget | null;
  outcome: 'success' | 'failure';
  details?: Record<string, ActivityDetail>;
}

/** What every use case records its events through; the composition root builds the one in use. */
export interface ActivityRecorder {
  record(event: RecordedEvent): Promise<void>;
}

export interface ActivityRecorderDeps {
  store: Pick<ActivityStore, 'appendActivity'>;
  now: () => number;
  logger: Logger;
}

/** The actor for a signed-in user: their id, and their address at the time so the entry outlives them. */
export const userActor = (user: { id: string; email: string }): ActivityActor => ({
  kind: 'user',
  id: user.id,
  name: user.email,
});

export const ANONYMOUS: ActivityActor = { kind: 'anonymous', id: null, name: null };

/** Whoever runs `secret-push user ...` on the server's machine: the operator, known by no account. */
export const COMMAND_LINE: ActivityActor = { kind: 'server', id: null, name: 'command line' };

/**
 * Appends each event to the store's log. A detail the allow-list refuses is left out and its key
 * (never its value) logged, so a slip shows in development; a store that cannot take the entry is
 * logged and the use case goes on, as the change it records is already made.
 */
export function activityRecorder(deps: ActivityRecorderDeps): ActivityRecorder {
  return {
    async record(event) {
      const { kept, refused } = allowedDetails(event.details ?? {});
      if (refused.length > 0)
        deps.logger.error(`activity log: ${event.event} details left out: ${refused.join(', ')}`);
      try {
        await deps.store.appendActivity({
          at: deps.now(),
          category: categoryOf(event.event),
          event: event.event,
          actor: event.actor,
          address: event.client?.address || null,
          browser: event.client?.browser || null,
          target: event.target,
          outcome: event.outcome,
          details: kept,
        });
      } catch (error) {
        deps.logger.error(`activity log: recording ${event.event} failed: ${describeError(error)}`);
      }
    },
  };
}
