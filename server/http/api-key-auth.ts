import type { Context } from 'hono';
import { type KeyHolding, keyActor } from '../accounts/api-key-holder.ts';
import { recordKeyRefusal } from '../accounts/api-key-refusals.ts';
import { scopeAllows } from '../accounts/api-key-scope.ts';
import type { ActivityRecorder } from '../activity/activity-recorder.ts';
import type { Counters } from '../limits/counters.ts';
import type { ApiKeyScope } from '../store/api-key-store.ts';
import type { UserRecord } from '../store/records.ts';
import { activityClient } from './activity-client.ts';
import { HttpError } from './errors.ts';

/** What the token check needs to take named API keys: the digest key their secrets are kept under, and the log. */
export interface ApiKeyCheck {
  digestKey: Buffer;
  /** Where expired and beyond-scope keys are recorded; nothing is when omitted. */
  activity?: ActivityRecorder;
  /** Shared over every process: they keep a key's repeated refusals to one entry a minute. */
  counters: Counters;
}

export const API_KEY_EXPIRED = { error: 'This API key has expired: make a new one on the token page.' };
export const API_KEY_REVOKED = { error: 'This API key was revoked: make a new one on the token page.' };
export const beyondScope = (needed: ApiKeyScope) => ({
  error: `This API key's scope does not allow this request: it needs the "${needed}" scope.`,
  scope_needed: needed,
});
/** A key of a suspended account: removed with the suspension, so only a request racing it gets here. */
const SUSPENDED = { error: 'This account is suspended: an administrator can restore it.' };

/** Reading (GET) needs `read`; every write the API has (making and expiring pushes and requests) needs `push`. */
export const scopeNeeded = (method: string): ApiKeyScope =>
  method === 'GET' || method === 'HEAD' ? 'read' : 'push';

/**
 * The user a proven key stands for, or the refusal: 401 saying a key expired or was revoked, 403
 * naming the scope a request needs beyond the key's. Revoked, expired and beyond-scope uses are
 * recorded, once a minute per key and reason.
 */
export async function keyedUser(
  c: Context,
  held: KeyHolding,
  check: ApiKeyCheck,
  now: number,
): Promise<UserRecord> {
  if (held.state === 'revoked') {
    await recordKeyRefusal(check, held, { reason: 'revoked' }, activityClient(c), now);
    throw new HttpError(401, API_KEY_REVOKED);
  }
  if (held.state === 'expired') {
    await recordKeyRefusal(check, held, { reason: 'expired' }, activityClient(c), now);
    throw new HttpError(401, API_KEY_EXPIRED);
  }
  if (held.user.suspended === true) throw new HttpError(403, SUSPENDED);
  const needed = scopeNeeded(c.req.method);
  if (!scopeAllows(held.key.scope, needed)) {
    await recordKeyRefusal(check, held, { reason: 'scope', needed }, activityClient(c), now);
    throw new HttpError(403, beyondScope(needed));
  }
  c.set('tokenActor', keyActor(held));
  return held.user;
}
