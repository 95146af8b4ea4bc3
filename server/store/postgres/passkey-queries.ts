import type { PasskeyRecord, PasskeyStore } from '../passkey-store.ts';
import { StoreConflictError } from '../store-conflict.ts';
import type { Query } from './push-queries.ts';

/** The columns of a kept passkey (migration 023), in the order `passkeyValues` gives them. */
export const PASSKEY_COLUMNS = [
  'id',
  'user_id',
  'public_key',
  'counter',
  'transports',
  'name',
  'created_at',
  'last_used_at',
] as const;

const FIELDS = PASSKEY_COLUMNS.join(', ');

export const passkeyValues = (passkey: PasskeyRecord): unknown[] => [
  passkey.id,
  passkey.userId,
  passkey.publicKey,
  passkey.counter,
  passkey.transports,
  passkey.name,
  passkey.createdAt,
  passkey.lastUsedAt,
];

interface PasskeyRow {
  id: string;
  user_id: string;
  public_key: string;
  counter: string;
  transports: string[];
  name: string;
  created_at: string;
  last_used_at: string | null;
}

const fromRow = (row: PasskeyRow): PasskeyRecord => ({
  id: row.id,
  userId: row.user_id,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: row.transports,
  name: row.name,
  createdAt: Number(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
});

const S = {
  insert: {
    name: 'sp_insert_passkey',
    text: `INSERT INTO passkeys (${FIELDS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
  },
  find: { name: 'sp_find_passkey', text: `SELECT ${FIELDS} FROM passkeys WHERE id = $1` },
  list: {
    name: 'sp_list_passkeys',
    text: `SELECT ${FIELDS} FROM passkeys WHERE user_id = $1 ORDER BY created_at, seq`,
  },
  rename: { name: 'sp_rename_passkey', text: 'UPDATE passkeys SET name = $3 WHERE user_id = $1 AND id = $2' },
  remove: { name: 'sp_remove_passkey', text: 'DELETE FROM passkeys WHERE user_id = $1 AND id = $2' },
  // The row's lock orders two uses at once: the later one finds the counter moved on and changes nothing.
  use: {
    name: 'sp_use_passkey',
    text: `UPDATE passkeys SET counter = $2, last_used_at = $3
      WHERE id = $1 AND ($2 > counter OR (counter = 0 AND $2 = 0))`,
  },
  exists: { name: 'sp_passkey_exists', text: 'SELECT 1 FROM passkeys WHERE id = $1' },
};

const CONFLICTS: Record<string, string> = {
  passkeys_user_id_fkey: 'No such user.',
  passkeys_pkey: 'That passkey is kept already.',
};

/** The passkey methods of the port, each one statement (a refused use asks once more why). */
export function passkeyQueries(query: Query): PasskeyStore {
  const changed = async (statement: { name: string; text: string }, values: unknown[]) =>
    ((await query(statement, values)).rowCount ?? 0) > 0;
  return {
    insertPasskey: async (passkey) => {
      try {
        await query(S.insert, passkeyValues(passkey));
      } catch (error) {
        const { code, constraint } = error as { code?: string; constraint?: string };
        const message = code === '23505' || code === '23503' ? CONFLICTS[constraint ?? ''] : undefined;
        if (message !== undefined) throw new StoreConflictError(message);
        throw error;
      }
    },
    findPasskey: async (id) => {
      const row = (await query<PasskeyRow>(S.find, [id])).rows[0];
      return row === undefined ? undefined : fromRow(row);
    },
    listPasskeys: async (userId) => (await query<PasskeyRow>(S.list, [userId])).rows.map(fromRow),
    renamePasskey: (userId, id, name) => changed(S.rename, [userId, id, name]),
    removePasskey: (userId, id) => changed(S.remove, [userId, id]),
    usePasskey: async (id, counter, at) => {
      if (await changed(S.use, [id, counter, at])) return 'used';
      return (await query(S.exists, [id])).rows.length > 0 ? 'counter_went_back' : 'unknown';
    },
  };
}
