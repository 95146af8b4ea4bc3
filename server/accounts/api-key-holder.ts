import type { ActivityActor } from '../store/activity-store.ts';
import type { ApiKeyRecord, ApiKeyStore } from '../store/api-key-store.ts';
import type { UserRecord } from '../store/records.ts';
import type { UserStore } from '../store/user-store.ts';
import { keyParts, secretMatches } from './api-key-secret.ts';
import { keyState } from './api-keys.ts';

/** A use is written at most this often per key: the page shows it to the minute, and a write per request would cost the store. */
export const API_KEY_TOUCH_MS = 60_000;

/** A key a request presented, found and proven: usable, or refused as expired or revoked. */
export interface KeyHolding {
  state: 'active' | 'expired' | 'revoked';
  user: UserRecord;
  key: ApiKeyRecord;
}

export interface KeyHolderDeps {
  store: ApiKeyStore & UserStore;
  digestKey: Buffer;
}

/**
 * What a presented token is as a named key: `not_a_key` when it is not shaped as one (the API
 * token's check goes on), undefined for a key no one holds or whose secret is wrong, else the
 * holding. The secret is proven before the key's state is told, so a guessed id learns nothing. An
 * active key's use, and the address it came from, is noted when the last note is a minute old.
 */
export async function apiKeyHolder(
  deps: KeyHolderDeps,
  presented: string,
  now: number,
  address: string | null,
): Promise<KeyHolding | 'not_a_key' | undefined> {
  const parts = keyParts(presented);
  if (parts === undefined) return 'not_a_key';
  const key = await deps.store.findApiKey(parts.id);
  if (key === undefined || !secretMatches(deps.digestKey, parts.id, parts.secret, key.digest))
    return undefined;
  const user = await deps.store.findUserById(key.userId);
  if (user === undefined) return undefined;
  const state = keyState(key, now);
  if (state === 'active' && (key.lastUsedAt === null || now - key.lastUsedAt >= API_KEY_TOUCH_MS)) {
    await deps.store.touchApiKey(key.id, now, address);
  }
  return { state, user, key };
}

/** A key as the activity log names the actor of a request signed with it: its owner's id and the key's name. */
export const keyActor = ({ user, key }: Pick<KeyHolding, 'user' | 'key'>): ActivityActor => ({
  kind: 'api_key',
  id: user.id,
  name: key.name,
});
