import type { PushKind } from '../../../shared/kinds.ts';
import type { AuditKind } from '../../../shared/wire.ts';
import type { AtRestCodec } from '../durable/at-rest.ts';
import type { AuditMeta, AuditRecord, ExpiredBy, PushRecord, StoredFile } from '../records.ts';

/**
 * How a push and its audit entries lie in PostgreSQL. The store and `secret-push migrate` both
 * write through these, so a migrated row reads back exactly as one the server wrote.
 */

/** The columns of `pushes` a writer fills, in the order `pushValues` gives them (`seq` is the table's). */
export const PUSH_COLUMNS = [
  'id',
  'token',
  'kind',
  'owner_id',
  'expire_after_days',
  'expire_after_views',
  'expires_at',
  'retrieval_step',
  'deletable_by_viewer',
  'name',
  'created_at',
  'updated_at',
  'expired',
  'expired_on',
  'deleted',
  'counted_views',
  'payload',
  'passphrase',
  'note',
  'files',
  'sealed',
  'gate',
] as const;

/** Each column's SQL type, for statements that pass a column as one array. */
export const PUSH_COLUMN_TYPES: Record<(typeof PUSH_COLUMNS)[number], string> = {
  id: 'text',
  token: 'text',
  kind: 'text',
  owner_id: 'text',
  expire_after_days: 'integer',
  expire_after_views: 'integer',
  expires_at: 'bigint',
  retrieval_step: 'boolean',
  deletable_by_viewer: 'boolean',
  name: 'text',
  created_at: 'bigint',
  updated_at: 'bigint',
  expired: 'boolean',
  expired_on: 'bigint',
  deleted: 'boolean',
  counted_views: 'integer',
  payload: 'text',
  passphrase: 'text',
  note: 'text',
  files: 'jsonb',
  sealed: 'boolean',
  gate: 'text',
};

export type PushValue = string | number | boolean | null;

/** A push as the row's values: url token digested (`id`) and sealed, name and file names sealed. */
export function pushValues(codec: AtRestCodec, push: PushRecord): PushValue[] {
  const p = codec.encodePush(push);
  return [
    p.id,
    p.token,
    p.kind,
    p.ownerId,
    p.expireAfterDays,
    p.expireAfterViews,
    p.expiresAt,
    p.retrievalStep,
    p.deletableByViewer,
    p.name,
    p.createdAt,
    p.updatedAt,
    p.expired,
    p.expiredOn,
    p.deleted,
    p.countedViews,
    p.payload,
    p.passphrase,
    p.note,
    JSON.stringify(p.files),
    p.sealed === true,
    p.gate ?? null,
  ];
}

/** A `pushes` row as the driver hands it back (bigint columns arrive as strings). */
export interface PushRow {
  id: string;
  token: string;
  kind: string;
  owner_id: string | null;
  expire_after_days: number;
  expire_after_views: number;
  expires_at: string;
  retrieval_step: boolean;
  deletable_by_viewer: boolean | null;
  name: string;
  created_at: string;
  updated_at: string;
  expired: boolean;
  expired_on: string | null;
  deleted: boolean;
  counted_views: number;
  payload: string | null;
  passphrase: string | null;
  note: string | null;
  files: StoredFile[];
  sealed: boolean;
  gate: string | null;
}

/** The record a row holds; `urlToken` spares opening the sealed token when the caller already has it. */
export function pushFromRow(codec: AtRestCodec, row: PushRow, urlToken?: string): PushRecord {
  return {
    urlToken: urlToken ?? codec.open(row.token),
    kind: row.kind as PushKind,
    ownerId: row.owner_id,
    expireAfterDays: row.expire_after_days,
    expireAfterViews: row.expire_after_views,
    expiresAt: Number(row.expires_at),
    retrievalStep: row.retrieval_step,
    deletableByViewer: row.deletable_by_viewer,
    name: codec.open(row.name),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    expired: row.expired,
    expiredOn: row.expired_on === null ? null : Number(row.expired_on),
    deleted: row.deleted,
    countedViews: row.counted_views,
    payload: row.payload,
    passphrase: row.passphrase,
    note: row.note,
    files: row.files.map((file) => ({
      id: file.id,
      filename: codec.open(file.filename),
      contentType: file.contentType,
      size: file.size,
    })),
    ...(row.sealed ? { sealed: true } : {}),
    ...(row.gate === null || row.gate === undefined ? {} : { gate: row.gate }),
  };
}

/** The columns of `audits` a writer fills, in the order `auditValues` gives them. */
export const AUDIT_COLUMNS = [
  'push_id',
  'kind',
  'ip',
  'user_agent',
  'referrer',
  'created_at',
  'expired_by',
  'count',
  'detail',
] as const;

/** One audit entry of the push whose row id (url token digest) is `pushId`. */
export function auditValues(pushId: string, entry: AuditRecord): PushValue[] {
  return [
    pushId,
    entry.kind,
    entry.ip,
    entry.userAgent,
    entry.referrer,
    entry.createdAt,
    entry.expiredBy ?? null,
    entry.count ?? null,
    entry.detail ?? null,
  ];
}

export interface AuditRow {
  kind: string;
  ip: string;
  user_agent: string;
  referrer: string;
  created_at: string;
  expired_by: string | null;
  count: number | null;
  detail: string | null;
}

/** The entry a row holds, with `expiredBy` and `count` only where they were written. */
export function auditFromRow(row: AuditRow): AuditRecord {
  const entry: AuditRecord = {
    kind: row.kind as AuditKind,
    ip: row.ip,
    userAgent: row.user_agent,
    referrer: row.referrer,
    createdAt: Number(row.created_at),
  };
  if (row.expired_by !== null) entry.expiredBy = row.expired_by as ExpiredBy;
  if (row.count !== null) entry.count = row.count;
  if (row.detail !== null && row.detail !== undefined) entry.detail = row.detail;
  return entry;
}

/** Who did something, as the audit columns after the push id and kind take it. */
export function metaValues(audit: AuditMeta): PushValue[] {
  return [audit.ip, audit.userAgent, audit.referrer];
}
