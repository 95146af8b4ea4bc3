import type { Context } from 'hono';
import { type ActivityRecorder, ANONYMOUS } from '../activity/activity-recorder.ts';
import { activityClient } from '../http/activity-client.ts';
import type { Counters, SlidingLimit } from '../limits/counters.ts';

/** Calls without a working secret one address may make in a minute, over every process. */
export const BAD_SECRET_CALLS: SlidingLimit = {
  scope: 'scim-bad-secret-address',
  limit: 20,
  windowMs: 60_000,
  maxKeys: 20_000,
};

/** The longest a throttled client may have to wait: the sliding window's length. */
export const BAD_SECRET_RETRY_AFTER_SECONDS = BAD_SECRET_CALLS.windowMs / 1000;

/** One entry per address, reason and presented secret a minute: a client looping on a dead secret is not a flood of entries. */
const REFUSALS_LOGGED: SlidingLimit = {
  scope: 'scim-refusal-log',
  limit: 1,
  windowMs: 60_000,
  maxKeys: 100_000,
};

export type ScimRefusalReason = 'no_secret' | 'bad_secret' | 'throttled';

export interface ScimRefusalLog {
  activity: ActivityRecorder;
  counters: Counters;
}

/**
 * Records a call refused at the secret check, unless the same refusal from the same address was
 * recorded within the minute. Guessing with ever new secrets is bounded by the throttle instead.
 */
export async function recordScimRefusal(
  log: ScimRefusalLog,
  c: Context,
  refusal: { reason: ScimRefusalReason; address: string; presented?: string | undefined },
  at: number,
): Promise<void> {
  const key = `${refusal.address}\n${refusal.reason}\n${refusal.presented ?? ''}`;
  if (!(await log.counters.attempt(REFUSALS_LOGGED, key, at))) return;
  await log.activity.record({
    event: 'scim.refused',
    actor: ANONYMOUS,
    client: activityClient(c),
    target: null,
    outcome: 'failure',
    details: { reason: refusal.reason },
  });
}
