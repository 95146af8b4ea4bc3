import { emailKey } from '../../../shared/email-address.ts';
import type { InvitationUse } from '../invitation-store.ts';
import type { PushCounts } from '../push-store.ts';
import type { InvitationRecord, UserRecord } from '../records.ts';
import type { AdminGuarded } from '../user-store.ts';
import type { Query } from './push-queries.ts';
import type { PushValue } from './push-rows.ts';

/** As migration 005 lays out `invitations`, in the order `invitationValues` gives them; the import copies the same. */
export const INVITATION_COLUMNS = [
  'token_hash',
  'email',
  'admin',
  'created_at',
  'expires_at',
  'start_id',
] as const;
const INVITATION_FIELDS = INVITATION_COLUMNS.join(', ');

export const invitationValues = (i: InvitationRecord): PushValue[] => [
  i.tokenHash,
  i.email,
  i.admin,
  i.createdAt,
  i.expiresAt,
  i.startId,
];

const S = {
  setUserAdmin: { name: 'sp_set_user_admin', text: 'SELECT set_user_admin($1, $2) AS outcome' },
  removeUser: {
    name: 'sp_remove_user_unless_last_admin',
    text: 'SELECT remove_user_unless_last_admin($1) AS outcome',
  },
  noteSignIn: { name: 'sp_note_sign_in', text: 'UPDATE users SET last_sign_in_at = $2 WHERE id = $1' },
  countPushes: {
    name: 'sp_count_pushes',
    text: `SELECT count(*) FILTER (WHERE NOT expired AND expires_at > $1 AND counted_views < expire_after_views)
      AS active, count(*) AS total FROM pushes`,
  },
  replaceInvitation: {
    name: 'sp_replace_invitation',
    text: 'DELETE FROM invitations WHERE email = $1',
  },
  insertInvitation: {
    name: 'sp_insert_invitation',
    text: `INSERT INTO invitations (${INVITATION_FIELDS}) VALUES ($1, $2, $3, $4, $5, $6)`,
  },
  findInvitation: {
    name: 'sp_find_invitation',
    text: `SELECT ${INVITATION_FIELDS} FROM invitations WHERE token_hash = $1`,
  },
  listInvitations: {
    name: 'sp_list_invitations',
    text: `SELECT ${INVITATION_FIELDS} FROM invitations WHERE email IS NOT NULL ORDER BY created_at`,
  },
  removeInvitation: { name: 'sp_remove_invitation', text: 'DELETE FROM invitations WHERE token_hash = $1' },
  acceptInvitation: {
    name: 'sp_accept_invitation',
    text: 'SELECT accept_invitation($1, $2, $3, $4, $5, $6, $7, $8) AS outcome',
  },
  issueSetupLink: { name: 'sp_issue_setup_link', text: 'SELECT issue_setup_link($1, $2, $3, $4) AS issued' },
};

interface InvitationRow {
  token_hash: string;
  email: string | null;
  admin: boolean;
  created_at: string;
  expires_at: string;
  start_id: string | null;
}

const invitationFromRow = (row: InvitationRow): InvitationRecord => ({
  tokenHash: row.token_hash,
  email: row.email,
  admin: row.admin,
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
  startId: row.start_id,
});

/** The administrator's methods of the port: the guarded changes run as functions of migration 005. */
export function adminQueries(query: Query) {
  const outcome = async <T>(statement: { name: string; text: string }, values: unknown[]) =>
    (await query<{ outcome: T }>(statement, values)).rows[0]?.outcome as T;
  return {
    setUserAdmin: (id: string, admin: boolean) => outcome<AdminGuarded>(S.setUserAdmin, [id, admin]),
    removeUserUnlessLastAdmin: (id: string) => outcome<AdminGuarded>(S.removeUser, [id]),
    noteSignIn: async (id: string, at: number): Promise<void> => {
      await query(S.noteSignIn, [id, at]);
    },
    countPushes: async (now: number): Promise<PushCounts> => {
      const row = (await query<{ active: string; total: string }>(S.countPushes, [now])).rows[0];
      const active = Number(row?.active ?? 0);
      return { active, expired: Number(row?.total ?? 0) - active };
    },
    insertInvitation: async (invitation: InvitationRecord): Promise<void> => {
      if (invitation.email !== null) await query(S.replaceInvitation, [invitation.email]);
      await query(S.insertInvitation, invitationValues(invitation));
    },
    findInvitation: async (tokenHash: string) => {
      const row = (await query<InvitationRow>(S.findInvitation, [tokenHash])).rows[0];
      return row === undefined ? undefined : invitationFromRow(row);
    },
    listInvitations: async () =>
      (await query<InvitationRow>(S.listInvitations, [])).rows.map(invitationFromRow),
    removeInvitation: async (tokenHash: string): Promise<void> => {
      await query(S.removeInvitation, [tokenHash]);
    },
    acceptInvitation: (tokenHash: string, user: UserRecord, now: number) =>
      outcome<InvitationUse>(S.acceptInvitation, [
        tokenHash,
        now,
        user.id,
        user.email,
        emailKey(user.email),
        user.tokenHash,
        user.passwordHash,
        user.createdAt,
      ]),
    issueSetupLink: async (link: InvitationRecord): Promise<boolean> => {
      const values = [link.tokenHash, link.createdAt, link.expiresAt, link.startId];
      return (await query<{ issued: boolean }>(S.issueSetupLink, values)).rows[0]?.issued === true;
    },
  };
}
