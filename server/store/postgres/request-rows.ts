import type { AtRestCodec } from '../durable/at-rest.ts';
import type { RequestRecord, RequestState } from '../request-records.ts';
import type { PushValue } from './push-rows.ts';

/** How a request lies in PostgreSQL (migrations 010 and 021); the store and `secret-push migrate` both write through these. */

/** The columns a writer fills, in the order `requestValues` gives them (`seq` is the table's). */
export const REQUEST_COLUMNS = [
  'id',
  'token',
  'owner_id',
  'name',
  'message',
  'note',
  'passphrase',
  'allow_files',
  'include_requestor',
  'close_after_duration',
  'created_at',
  'updated_at',
  'closes_at',
  'state',
  'answered_at',
  'closed_at',
  'answer_token',
  'attachment_token',
  'answer_expire_after_days',
  'answer_lifetime_ms',
  'answer_expire_after_views',
  'answer_retrieval_step',
  'answer_deletable_by_viewer',
  'gate',
] as const;

/** A request as the row's values: its url token digested (`id`) and sealed; the rest is sealed already. */
export function requestValues(codec: AtRestCodec, request: RequestRecord): PushValue[] {
  const r = codec.encodeRequest(request);
  return [
    r.id,
    r.token,
    r.ownerId,
    r.name,
    r.message,
    r.note,
    r.passphrase,
    r.allowFiles,
    r.includeRequestor,
    r.closeAfterDuration,
    r.createdAt,
    r.updatedAt,
    r.closesAt,
    r.state,
    r.answeredAt,
    r.closedAt,
    r.answerToken,
    r.attachmentToken,
    r.answerExpireAfterDays,
    r.answerLifetimeMs,
    r.answerExpireAfterViews,
    r.answerRetrievalStep,
    r.answerDeletableByViewer,
    r.gate ?? null,
  ];
}

/** A `requests` row as the driver hands it back (bigint columns arrive as strings). */
export interface RequestRow {
  id: string;
  token: string;
  owner_id: string;
  name: string;
  message: string;
  note: string | null;
  passphrase: string | null;
  allow_files: boolean;
  include_requestor: boolean;
  close_after_duration: number | null;
  created_at: string;
  updated_at: string;
  closes_at: string;
  state: string;
  answered_at: string | null;
  closed_at: string | null;
  answer_token: string | null;
  attachment_token: string | null;
  answer_expire_after_days: number;
  answer_lifetime_ms: string;
  answer_expire_after_views: number;
  answer_retrieval_step: boolean;
  answer_deletable_by_viewer: boolean | null;
  gate: string | null;
}

const time = (value: string | null) => (value === null ? null : Number(value));

/** The record of a row; `urlToken` when the caller holds it already, saving the unsealing. */
export function requestFromRow(codec: AtRestCodec, row: RequestRow, urlToken?: string): RequestRecord {
  return {
    urlToken: urlToken ?? codec.open(row.token),
    ownerId: row.owner_id,
    name: row.name,
    message: row.message,
    note: row.note,
    passphrase: row.passphrase,
    allowFiles: row.allow_files,
    includeRequestor: row.include_requestor,
    closeAfterDuration: row.close_after_duration,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    closesAt: Number(row.closes_at),
    state: row.state as RequestState,
    answeredAt: time(row.answered_at),
    closedAt: time(row.closed_at),
    answerToken: row.answer_token,
    attachmentToken: row.attachment_token,
    answerExpireAfterDays: row.answer_expire_after_days,
    answerLifetimeMs: Number(row.answer_lifetime_ms),
    answerExpireAfterViews: row.answer_expire_after_views,
    answerRetrievalStep: row.answer_retrieval_step,
    answerDeletableByViewer: row.answer_deletable_by_viewer,
    ...(row.gate === null || row.gate === undefined ? {} : { gate: row.gate }),
  };
}
