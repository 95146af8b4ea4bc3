import type {
  DirectoryGroupRecord,
  DirectoryStore,
  DirectoryUserRecord,
  ScimSecretRecord,
} from '../directory-store.ts';
import type { Query } from './push-queries.ts';

export const SCIM_SECRET_COLUMNS = [
  'id',
  'name',
  'digest',
  'created_at',
  'created_by',
  'revoked_at',
] as const;
export const DIRECTORY_USER_COLUMNS = [
  'user_id',
  'external_id',
  'given_name',
  'family_name',
  'display_name',
  'updated_at',
] as const;
export const DIRECTORY_GROUP_COLUMNS = [
  'id',
  'display_name',
  'external_id',
  'member_ids',
  'created_at',
  'updated_at',
] as const;

export const scimSecretValues = (s: ScimSecretRecord): unknown[] => [
  s.id,
  s.name,
  s.digest,
  s.createdAt,
  s.createdBy,
  s.revokedAt,
];
export const directoryUserValues = (u: DirectoryUserRecord): unknown[] => [
  u.userId,
  u.externalId,
  u.givenName,
  u.familyName,
  u.displayName,
  u.updatedAt,
];
export const directoryGroupValues = (g: DirectoryGroupRecord): unknown[] => [
  g.id,
  g.displayName,
  g.externalId,
  g.memberIds,
  g.createdAt,
  g.updatedAt,
];

const list = (columns: readonly string[]) => columns.join(', ');
const params = (columns: readonly string[]) => columns.map((_, i) => `$${i + 1}`).join(', ');
const updates = (columns: readonly string[]) =>
  columns
    .slice(1)
    .map((column) => `${column} = excluded.${column}`)
    .join(', ');

const S = {
  insertSecret: {
    name: 'sp_insert_scim_secret',
    text: `INSERT INTO scim_secrets (${list(SCIM_SECRET_COLUMNS)}) VALUES (${params(SCIM_SECRET_COLUMNS)})`,
  },
  listSecrets: {
    name: 'sp_list_scim_secrets',
    text: `SELECT ${list(SCIM_SECRET_COLUMNS)} FROM scim_secrets ORDER BY seq`,
  },
  revokeSecret: {
    name: 'sp_revoke_scim_secret',
    text: 'UPDATE scim_secrets SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL',
  },
  // Only for an account still there, as the memory store does: a removed account's record would be refused by the key.
  putUser: {
    name: 'sp_put_directory_user',
    text: `INSERT INTO directory_users (${list(DIRECTORY_USER_COLUMNS)})
      SELECT ${params(DIRECTORY_USER_COLUMNS)} WHERE EXISTS (SELECT 1 FROM users WHERE id = $1)
      ON CONFLICT (user_id) DO UPDATE SET ${updates(DIRECTORY_USER_COLUMNS)}`,
  },
  findUser: {
    name: 'sp_find_directory_user',
    text: `SELECT ${list(DIRECTORY_USER_COLUMNS)} FROM directory_users WHERE user_id = $1`,
  },
  listUsers: {
    name: 'sp_list_directory_users',
    text: `SELECT ${list(DIRECTORY_USER_COLUMNS)} FROM directory_users`,
  },
  putGroup: {
    name: 'sp_put_directory_group',
    text: `INSERT INTO directory_groups (${list(DIRECTORY_GROUP_COLUMNS)}) VALUES (${params(DIRECTORY_GROUP_COLUMNS)})
      ON CONFLICT (id) DO UPDATE SET ${updates(DIRECTORY_GROUP_COLUMNS)}`,
  },
  findGroup: {
    name: 'sp_find_directory_group',
    text: `SELECT ${list(DIRECTORY_GROUP_COLUMNS)} FROM directory_groups WHERE id = $1`,
  },
  listGroups: {
    name: 'sp_list_directory_groups',
    text: `SELECT ${list(DIRECTORY_GROUP_COLUMNS)} FROM directory_groups ORDER BY seq`,
  },
  removeGroup: { name: 'sp_remove_directory_group', text: 'DELETE FROM directory_groups WHERE id = $1' },
};

interface SecretRow {
  id: string;
  name: string;
  digest: string;
  created_at: string;
  created_by: string | null;
  revoked_at: string | null;
}
interface UserRow {
  user_id: string;
  external_id: string | null;
  given_name: string | null;
  family_name: string | null;
  display_name: string | null;
  updated_at: string;
}
interface GroupRow {
  id: string;
  display_name: string;
  external_id: string | null;
  member_ids: string[];
  created_at: string;
  updated_at: string;
}

const secretOf = (r: SecretRow): ScimSecretRecord => ({
  id: r.id,
  name: r.name,
  digest: r.digest,
  createdAt: Number(r.created_at),
  createdBy: r.created_by,
  revokedAt: r.revoked_at === null ? null : Number(r.revoked_at),
});
const userOf = (r: UserRow): DirectoryUserRecord => ({
  userId: r.user_id,
  externalId: r.external_id,
  givenName: r.given_name,
  familyName: r.family_name,
  displayName: r.display_name,
  updatedAt: Number(r.updated_at),
});
const groupOf = (r: GroupRow): DirectoryGroupRecord => ({
  id: r.id,
  displayName: r.display_name,
  externalId: r.external_id,
  memberIds: r.member_ids,
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
});

/** The directory's methods of the port, each one statement. */
export function directoryQueries(query: Query): DirectoryStore {
  return {
    insertScimSecret: async (secret) => {
      await query(S.insertSecret, scimSecretValues(secret));
    },
    listScimSecrets: async () => (await query<SecretRow>(S.listSecrets, [])).rows.map(secretOf),
    revokeScimSecret: async (id, at) => ((await query(S.revokeSecret, [id, at])).rowCount ?? 0) > 0,
    putDirectoryUser: async (record) => {
      await query(S.putUser, directoryUserValues(record));
    },
    findDirectoryUser: async (userId) => {
      const row = (await query<UserRow>(S.findUser, [userId])).rows[0];
      return row === undefined ? undefined : userOf(row);
    },
    listDirectoryUsers: async () => (await query<UserRow>(S.listUsers, [])).rows.map(userOf),
    putDirectoryGroup: async (group) => {
      await query(S.putGroup, directoryGroupValues(group));
    },
    findDirectoryGroup: async (id) => {
      const row = (await query<GroupRow>(S.findGroup, [id])).rows[0];
      return row === undefined ? undefined : groupOf(row);
    },
    listDirectoryGroups: async () => (await query<GroupRow>(S.listGroups, [])).rows.map(groupOf),
    removeDirectoryGroup: async (id) => ((await query(S.removeGroup, [id])).rowCount ?? 0) > 0,
  };
}
