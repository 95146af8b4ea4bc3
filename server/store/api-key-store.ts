/** What a named API key lets its holder do: read (GET routes), push (make and expire own pushes and requests), or all. */
export type ApiKeyScope = 'read' | 'push' | 'all';

export const API_KEY_SCOPES: readonly ApiKeyScope[] = ['read', 'push', 'all'];

/**
 * A named API key a user made on the token page. The secret itself is never kept: only a keyed
 * digest of it, found by the short public id the key carries, so a copy of the store opens nothing.
 */
export interface ApiKeyRecord {
  /** The key's public id, also written in the key itself; not a secret. */
  id: string;
  userId: string;
  /** The name its owner gave it, such as "CI deploy". */
  name: string;
  scope: ApiKeyScope;
  /** HMAC-SHA256 of the key's secret part under the instance's account digest key, hex. */
  digest: string;
  createdAt: number;
  /** When it stops working; null for a key that does not expire. */
  expiresAt: number | null;
  /** When and from which address a request last used it, to the minute; null before the first. */
  lastUsedAt: number | null;
  lastUsedFrom: string | null;
  /** When it was revoked; null while it stands. A revoked key is kept, so a request with it hears so. */
  revokedAt: number | null;
}

/** Where named API keys are kept; the contract of port.ts holds for every method. */
export interface ApiKeyStore {
  /** Refuses (StoreConflictError) a taken id or a key of an unknown user. */
  insertApiKey(key: ApiKeyRecord): Promise<void>;
  findApiKey(id: string): Promise<ApiKeyRecord | undefined>;
  /** A user's keys, revoked ones included, oldest first. */
  listApiKeys(userId: string): Promise<ApiKeyRecord[]>;
  /** Revokes one of a user's standing keys; false when the user holds no standing key with this id. */
  revokeApiKey(userId: string, id: string, at: number): Promise<boolean>;
  /** Records a use and its address; callers write at most once a minute per key. */
  touchApiKey(id: string, at: number, address: string | null): Promise<void>;
}
