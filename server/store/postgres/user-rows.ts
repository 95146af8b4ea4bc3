import { emailKey } from '../../../shared/email-address.ts';
import type { SessionRecord, TotpRecord, UserRecord } from '../records.ts';
import type { PushValue } from './push-rows.ts';

/** How users and web sessions lie in PostgreSQL; the store and `secret-push migrate` share it. */

/** The columns of `users` a writer fills, in the order `userValues` gives them (`seq` is the table's). */
export const USER_COLUMNS = [
  'id',
  'email',
  'email_key',
  'token_hash',
  'password_hash',
  'created_at',
  'admin',
  'language',
  'suspended',
] as const;

/** A user's row; `email_key` under the one rule two addresses are the same by (shared/email-address.ts). */
export function userValues(user: UserRecord): PushValue[] {
  return [
    user.id,
    user.email,
    emailKey(user.email),
    user.tokenHash,
    user.passwordHash,
    user.createdAt,
    user.admin,
    user.language ?? null,
    user.suspended === true,
  ];
}

export interface UserRow {
  id: string;
  email: string;
  token_hash: string | null;
  password_hash: string | null;
  created_at: string;
  admin: boolean;
  /** Selected by the store (migration 005); absent from rows read elsewhere. */
  last_sign_in_at?: string | null;
  /** Migration 006; null follows the browser. */
  language?: string | null;
  /** Migration 018. */
  suspended?: boolean;
  /** Migration 007; all null when no second factor is set. */
  totp_secret?: string | null;
  totp_last_step?: string | null;
  totp_backup_codes?: string[] | null;
  totp_enabled_at?: string | null;
}

/** The second factor's columns of `users`, in the order `totpValues` gives them; not among USER_COLUMNS, as a bulk insert cannot carry an array column. */
export const TOTP_COLUMNS = [
  'totp_secret',
  'totp_last_step',
  'totp_backup_codes',
  'totp_enabled_at',
] as const;

export function totpValues(totp: TotpRecord | null | undefined): (PushValue | string[])[] {
  if (!totp) return [null, null, null, null];
  return [totp.secret, totp.lastStep, totp.backupCodes, totp.enabledAt];
}

function totpFromRow(row: UserRow): TotpRecord | undefined {
  if (row.totp_secret == null) return undefined;
  return {
    secret: row.totp_secret,
    lastStep: Number(row.totp_last_step ?? 0),
    backupCodes: row.totp_backup_codes ?? [],
    enabledAt: Number(row.totp_enabled_at ?? 0),
  };
}

export function userFromRow(row: UserRow): UserRecord {
  const totp = totpFromRow(row);
  return {
    id: row.id,
    email: row.email,
    tokenHash: row.token_hash,
    passwordHash: row.password_hash,
    createdAt: Number(row.created_at),
    admin: row.admin,
    ...(row.last_sign_in_at == null ? {} : { lastSignInAt: Number(row.last_sign_in_at) }),
    ...(row.language == null ? {} : { language: row.language }),
    ...(totp === undefined ? {} : { totp }),
    ...(row.suspended === true ? { suspended: true as const } : {}),
  };
}

export const SESSION_COLUMNS = ['id_hash', 'user_id', 'password_tag', 'expires_at', 'via'] as const;

export function sessionValues(session: SessionRecord): PushValue[] {
  return [session.idHash, session.userId, session.passwordTag, session.expiresAt, session.via ?? null];
}

export interface SessionRow {
  id_hash: string;
  user_id: string;
  password_tag: string;
  expires_at: string;
  /** Migration 007; null for a password sign-in. */
  via?: string | null;
}

export function sessionFromRow(row: SessionRow): SessionRecord {
  return {
    idHash: row.id_hash,
    userId: row.user_id,
    passwordTag: row.password_tag,
    expiresAt: Number(row.expires_at),
    ...(row.via === 'sso' ? { via: 'sso' as const } : {}),
  };
}
