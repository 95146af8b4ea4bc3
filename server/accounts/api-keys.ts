import {
  API_KEY_SCOPES,
  type ApiKeyRecord,
  type ApiKeyScope,
  type ApiKeyStore,
} from '../store/api-key-store.ts';
import { type AccountLog, recordIn } from './account-log.ts';
import { newKeySecret } from './api-key-secret.ts';

/** The longest name kept: "CI deploy of the billing service" and its kin are far shorter. */
export const API_KEY_NAME_MAX = 80;
/** A key's life when no policy bounds it: ten years, the policy's own upper bound. */
const DAYS_MAX = 3650;
const DAY_MS = 86_400_000;

/** What the token page's form asks: a name, a scope, and days until it expires ('' for none). */
export interface ApiKeyAsked {
  name: string;
  scope: string;
  days: string;
}

export type ApiKeyProblem = 'required' | 'tooLong' | 'unknown' | 'notDays' | 'beyondMax';

export type ApiKeyMade =
  | { ok: true; key: string; record: ApiKeyRecord }
  | { ok: false; errors: Partial<Record<keyof ApiKeyAsked, ApiKeyProblem>> };

export interface ApiKeyDeps {
  store: ApiKeyStore;
  /** Keys the secrets' digests: the instance's account digest key, the same on every worker. */
  digestKey: Buffer;
  now: () => number;
}

/** The target the activity log names a key by: its public id, which opens nothing. */
const keyTarget = (key: ApiKeyRecord) => ({ kind: 'api_key', id: key.id });

function checked(asked: ApiKeyAsked, maxDays: number | null) {
  const errors: Partial<Record<keyof ApiKeyAsked, ApiKeyProblem>> = {};
  const name = asked.name.trim();
  if (name === '') errors.name = 'required';
  else if (name.length > API_KEY_NAME_MAX) errors.name = 'tooLong';
  const scope = API_KEY_SCOPES.find((known) => known === asked.scope);
  if (scope === undefined) errors.scope = 'unknown';
  const text = asked.days.trim();
  const days = text === '' ? null : /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  if (days === null && maxDays !== null) errors.days = 'required';
  else if (days !== null && (Number.isNaN(days) || days < 1 || days > DAYS_MAX)) errors.days = 'notDays';
  else if (days !== null && maxDays !== null && days > maxDays) errors.days = 'beyondMax';
  return { errors, name, scope: scope ?? 'read', days };
}

/**
 * Makes a named API key for a user: the key is returned once and never kept, only its digest. With
 * the policy's `keys.maxDays` set, a key must expire within it.
 */
export async function createApiKey(
  deps: ApiKeyDeps,
  userId: string,
  asked: ApiKeyAsked,
  maxDays: number | null,
  log?: AccountLog,
): Promise<ApiKeyMade> {
  const { errors, name, scope, days } = checked(asked, maxDays);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const now = deps.now();
  const { key, id, digest } = newKeySecret(deps.digestKey);
  const record: ApiKeyRecord = {
    id,
    userId,
    name,
    scope,
    digest,
    createdAt: now,
    expiresAt: days === null ? null : now + days * DAY_MS,
    lastUsedAt: null,
    lastUsedFrom: null,
    revokedAt: null,
  };
  await deps.store.insertApiKey(record);
  const details = { name, scope, ...(days === null ? {} : { days }) };
  await recordIn(log, { event: 'api_key.created', target: keyTarget(record), details });
  return { ok: true, key, record };
}

/**
 * Revokes one of a user's standing keys, by its owner or an administrator (`by`); false when the
 * user holds no standing key of that id. The key is kept, so a request with it hears it was revoked.
 */
export async function revokeApiKey(
  deps: Pick<ApiKeyDeps, 'store' | 'now'>,
  userId: string,
  id: string,
  by: 'owner' | 'administrator',
  log?: AccountLog,
): Promise<boolean> {
  const key = (await deps.store.listApiKeys(userId)).find((listed) => listed.id === id);
  if (key === undefined || !(await deps.store.revokeApiKey(userId, id, deps.now()))) return false;
  await recordIn(log, { event: 'api_key.revoked', target: keyTarget(key), details: { name: key.name, by } });
  return true;
}

/** Where a key stands at `now`: usable, past its expiry, or revoked. */
export function keyState(key: ApiKeyRecord, now: number): 'active' | 'expired' | 'revoked' {
  if (key.revokedAt !== null) return 'revoked';
  return key.expiresAt !== null && key.expiresAt <= now ? 'expired' : 'active';
}

export type { ApiKeyScope };
