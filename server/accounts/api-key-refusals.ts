import type { ActivityClient, ActivityRecorder } from '../activity/activity-recorder.ts';
import type { Counters, SlidingLimit } from '../limits/counters.ts';
import type { ApiKeyScope } from '../store/api-key-store.ts';
import { type KeyHolding, keyActor } from './api-key-holder.ts';

/** One entry per key and reason a minute, over every process: a script looping on a dead key is not a flood of entries. */
const REFUSALS_LOGGED: SlidingLimit = {
  scope: 'api-key-refusal-log',
  limit: 1,
  windowMs: 60_000,
  maxKeys: 100_000,
};

export type KeyRefusal =
  | { reason: 'revoked' }
  | { reason: 'expired' }
  | { reason: 'scope'; needed: ApiKeyScope };

export interface KeyRefusalLog {
  activity?: ActivityRecorder;
  counters: Counters;
}

/** Records a key refused, revoked, past its expiry or used beyond its scope (`needed`), unless the same refusal was recorded within the minute. */
export async function recordKeyRefusal(
  log: KeyRefusalLog,
  holding: Pick<KeyHolding, 'user' | 'key'>,
  refusal: KeyRefusal,
  client: ActivityClient | null,
  at: number,
): Promise<void> {
  if (log.activity === undefined) return;
  if (!(await log.counters.attempt(REFUSALS_LOGGED, `${holding.key.id}:${refusal.reason}`, at))) return;
  await log.activity.record({
    event: 'api_key.refused',
    actor: keyActor(holding),
    client,
    target: { kind: 'api_key', id: holding.key.id },
    outcome: 'failure',
    details: { name: holding.key.name, scope: holding.key.scope, ...refusal },
  });
}
