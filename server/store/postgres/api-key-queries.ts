import type { ApiKeyRecord, ApiKeyScope, ApiKeyStore } from '../api-key-store.ts';
import { StoreConflictError } from '../store-conflict.ts';
import type { Query } from './push-queries.ts';

/** The columns of a key's row, in the order `apiKeyValues` gives them. */
export const API_KEY_COLUMNS = [
  'id',
  'user_id',
  'name',
  'scope',
  'digest',
  'created_at',
  'expires_at',
  'last_used_at',
  'last_used_from',
  'revoked_at',
] as const;

export function apiKeyValues(key: ApiKeyRecord): unknown[] {
  return [
    key.id,
    key.userId,
    key.name,
    key.scope,
    key.digest,
    key.createdAt,
    key.expiresAt,
    key.lastUsedAt,
    key.lastUsedFrom,
    key.revokedAt,
  ];
}

interface ApiKeyRow {
  id: string;
  user_id: string;
  name: string;
  scope: ApiKeyScope;
  digest: string;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  last_used_from: string | null;
  revoked_at: string | null;
}

const orNull = (value: string | null) => (value === null ? null : Number(value));

const fromRow = (row: ApiKeyRow): ApiKeyRecord => ({
  id: row.id,
  userId: row.user_id,
  name: row.name,
  scope: row.scope,
  digest: row.digest,
  createdAt: Number(row.created_at),
  expiresAt: orNull(row.expires_at),
  lastUsedAt: orNull(row.last_used_at),
  lastUsedFrom: row.last_used_from,
  revokedAt: orNull(row.revoked_at),
});

const FIELDS = API_KEY_COLUMNS.join(', ');
const PLACES = API_KEY_COLUMNS.map((_, i) => `$${i + 1}`).join(', ');

const S = {
  insert: { name: 'sp_insert_api_key', text: `INSERT INTO api_keys (${FIELDS}) VALUES (${PLACES})` },
  find: { name: 'sp_find_api_key', text: `SELECT ${FIELDS} FROM api_keys WHERE id = $1` },
  list: {
    name: 'sp_list_api_keys',
    text: `SELECT ${FIELDS} FROM api_keys WHERE user_id = $1 ORDER BY created_at, seq`,
  },
  revoke: {
    name: 'sp_revoke_api_key',
    text: 'UPDATE api_keys SET revoked_at = $3 WHERE user_id = $1 AND id = $2 AND revoked_at IS NULL',
  },
  touch: {
    name: 'sp_touch_api_key',
    text: 'UPDATE api_keys SET last_used_at = $2, last_used_from = $3 WHERE id = $1',
  },
};

const CONFLICTS: Record<string, string> = {
  api_keys_user_fkey: 'No such user.',
  api_keys_pkey: 'That API key id is taken.',
};

/** The named API key methods of the port, each one statement. */
export function apiKeyQueries(query: Query): ApiKeyStore {
  return {
    insertApiKey: async (key) => {
      try {
        await query(S.insert, apiKeyValues(key));
      } catch (error) {
        const { constraint } = error as { constraint?: string };
        const message = constraint === undefined ? undefined : CONFLICTS[constraint];
        if (message !== undefined) throw new StoreConflictError(message);
        throw error;
      }
    },
    findApiKey: async (id) => {
      const row = (await query<ApiKeyRow>(S.find, [id])).rows[0];
      return row === undefined ? undefined : fromRow(row);
    },
    listApiKeys: async (userId) => (await query<ApiKeyRow>(S.list, [userId])).rows.map(fromRow),
    revokeApiKey: async (userId, id, at) => ((await query(S.revoke, [userId, id, at])).rowCount ?? 0) > 0,
    touchApiKey: async (id, at, address) => {
      await query(S.touch, [id, at, address]);
    },
  };
}
