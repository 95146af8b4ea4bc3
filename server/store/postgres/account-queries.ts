import { emailKey } from '../../../shared/email-address.ts';
import { Batcher, type Batching, DEFAULT_BATCHING } from '../../database/batcher.ts';
import { StoreConflictError } from '../memory/store-rules.ts';
import type { SessionRecord, UserRecord } from '../records.ts';
import type { Query } from './push-queries.ts';
import {
  SESSION_COLUMNS,
  type SessionRow,
  sessionFromRow,
  sessionValues,
  TOTP_COLUMNS,
  totpValues,
  USER_COLUMNS,
  type UserRow,
  userFromRow,
  userValues,
} from './user-rows.ts';

const USER_FIELDS = `id, email, token_hash, password_hash, created_at, admin, last_sign_in_at, language,
  suspended, ${TOTP_COLUMNS.join(', ')}`;

const S = {
  insertUser: {
    name: 'sp_insert_user',
    text: `INSERT INTO users (${[...USER_COLUMNS, ...TOTP_COLUMNS].join(', ')})
      VALUES (${[...USER_COLUMNS, ...TOTP_COLUMNS].map((_, i) => `$${i + 1}`).join(', ')})`,
  },
  // The language, the second factor and the suspension are not among these: only their own methods write them.
  updateUser: {
    name: 'sp_update_user',
    text: `UPDATE users SET email = $2, email_key = $3, token_hash = CASE WHEN suspended THEN NULL ELSE $4 END,
      password_hash = $5, created_at = $6, admin = $7 WHERE id = $1`,
  },
  setUserLanguage: { name: 'sp_set_user_language', text: 'UPDATE users SET language = $2 WHERE id = $1' },
  removeUser: { name: 'sp_remove_user', text: 'DELETE FROM users WHERE id = $1' },
  userByEmail: { name: 'sp_user_by_email', text: `SELECT ${USER_FIELDS} FROM users WHERE email_key = $1` },
  usersByToken: {
    name: 'sp_users_by_token',
    text: `SELECT ${USER_FIELDS} FROM users WHERE token_hash = ANY ($1::text[])`,
  },
  userById: { name: 'sp_user_by_id', text: `SELECT ${USER_FIELDS} FROM users WHERE id = $1` },
  listUsers: { name: 'sp_list_users', text: `SELECT ${USER_FIELDS} FROM users ORDER BY seq` },
  insertSession: {
    name: 'sp_insert_session',
    text: `INSERT INTO sessions (${SESSION_COLUMNS.join(', ')}) VALUES ($1, $2, $3, $4, $5)`,
  },
  findSession: { name: 'sp_find_session', text: 'SELECT * FROM sessions WHERE id_hash = $1' },
  removeSession: { name: 'sp_remove_session', text: 'DELETE FROM sessions WHERE id_hash = $1' },
  removeExpiredSessions: {
    name: 'sp_remove_expired_sessions',
    text: 'DELETE FROM sessions WHERE expires_at <= $1',
  },
  removeUserSessions: {
    name: 'sp_remove_user_sessions',
    text: 'DELETE FROM sessions WHERE user_id = $1 AND id_hash IS DISTINCT FROM $2',
  },
  keyCheck: { name: 'sp_key_check', text: "SELECT value FROM meta WHERE key = 'key_check'" },
  setKeyCheck: {
    name: 'sp_set_key_check',
    text: "INSERT INTO meta (key, value) VALUES ('key_check', $1) ON CONFLICT (key) DO UPDATE SET value = $1",
  },
};

/** A unique index refusing a row, as the conflict StoreRules would have raised for it. */
const CONFLICTS: Record<string, string> = {
  users_pkey: 'That user id is taken.',
  users_email_key: 'That e-mail is taken.',
  users_token_hash_key: 'That token is taken.',
  sessions_pkey: 'That session id is taken.',
};

async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    const message = code === '23505' && constraint !== undefined ? CONFLICTS[constraint] : undefined;
    if (message !== undefined) throw new StoreConflictError(message);
    throw error;
  }
}

/** The user, session and key-check methods of the port. */
export function accountQueries(query: Query, batching: Batching = DEFAULT_BATCHING) {
  const firstUser = (rows: UserRow[]) => (rows[0] === undefined ? undefined : userFromRow(rows[0]));
  // Every API request with a token starts here: those arriving at once share one look-up.
  const byToken = new Batcher<string, UserRow | undefined>(async (hashes) => {
    const { rows } = await query<UserRow>(S.usersByToken, [hashes]);
    const found = new Map(rows.map((row) => [row.token_hash, row]));
    return hashes.map((hash) => found.get(hash));
  }, batching);
  return {
    insertUser: async (user: UserRecord): Promise<void> => {
      await refusingDuplicates(() => query(S.insertUser, [...userValues(user), ...totpValues(user.totp)]));
    },
    updateUser: async (user: UserRecord): Promise<void> => {
      const values = userValues(user).slice(0, USER_COLUMNS.indexOf('language'));
      const result = await refusingDuplicates(() => query(S.updateUser, values));
      if (result.rowCount === 0) throw new StoreConflictError('No such user.');
    },
    setUserLanguage: async (id: string, language: string | null) =>
      ((await query(S.setUserLanguage, [id, language])).rowCount ?? 0) > 0,
    removeUser: async (id: string): Promise<void> => {
      await query(S.removeUser, [id]);
    },
    findUserByEmail: async (email: string) =>
      firstUser((await query<UserRow>(S.userByEmail, [emailKey(email)])).rows),
    findUserByTokenHash: async (tokenHash: string) => {
      const row = await byToken.call(tokenHash);
      return row === undefined ? undefined : userFromRow(row);
    },
    findUserById: async (id: string) => firstUser((await query<UserRow>(S.userById, [id])).rows),
    listUsers: async () => (await query<UserRow>(S.listUsers, [])).rows.map(userFromRow),

    insertSession: async (session: SessionRecord): Promise<void> => {
      await refusingDuplicates(() => query(S.insertSession, sessionValues(session)));
    },
    findSession: async (idHash: string) => {
      const row = (await query<SessionRow>(S.findSession, [idHash])).rows[0];
      return row === undefined ? undefined : sessionFromRow(row);
    },
    removeSession: async (idHash: string): Promise<void> => {
      await query(S.removeSession, [idHash]);
    },
    removeExpiredSessions: async (now: number) => (await query(S.removeExpiredSessions, [now])).rowCount ?? 0,
    removeUserSessions: async (userId: string, keepIdHash: string | null) =>
      (await query(S.removeUserSessions, [userId, keepIdHash])).rowCount ?? 0,

    keyCheck: async () => (await query<{ value: string }>(S.keyCheck, [])).rows[0]?.value ?? null,
    setKeyCheck: async (sealed: string): Promise<void> => {
      await query(S.setKeyCheck, [sealed]);
    },
  };
}
