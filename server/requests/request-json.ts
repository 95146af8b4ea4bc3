import { daysRemaining } from '../../shared/expiry.ts';
import { isoTime } from '../../shared/iso-time.ts';
import type { FileLink, PushView } from '../../shared/wire.ts';
import { type RequestRecord, type RequestState, requestState } from './request-records.ts';
import type { OpenedWords } from './request-service.ts';

/**
 * A request as the API sends it: the keys Password Pusher's paid edition documents, then ours
 * (the answer push's limits, when it was answered or closed).
 */
export interface RequestJson {
  url_token: string;
  name: string;
  note: string;
  passphrase: string | null;
  state: RequestState;
  close_after_duration: number | null;
  close_after_at: string;
  days_remaining: number;
  include_requestor: boolean;
  response_file_attachments: boolean;
  retrieval_step: boolean;
  account_id: null;
  html_url: string;
  json_url: string;
  created_at: string;
  updated_at: string;
  answered_at: string | null;
  closed_at: string | null;
  expire_after_days: number;
  expire_after_views: number;
  /** On a single request: what is asked, the answer (null before one, and once it expired) and its files. */
  request?: string;
  response?: string | null;
  files?: FileLink[];
}

/** The answer link: where whoever is asked opens the request. */
export const answerUrl = (base: string, urlToken: string) => `${base}/req/${urlToken}`;

export function requestJson(
  request: RequestRecord,
  words: OpenedWords,
  base: string,
  now: number,
): RequestJson {
  const state = requestState(request, now);
  // Closed by time but not yet swept: it closed when its time ran out.
  const closedAt = request.closedAt ?? (state === 'closed' ? request.closesAt : null);
  return {
    url_token: request.urlToken,
    name: words.name,
    note: words.note,
    passphrase: words.passphrase === '' ? null : words.passphrase,
    state,
    close_after_duration: request.closeAfterDuration,
    close_after_at: isoTime(request.closesAt),
    days_remaining: state === 'open' ? daysRemaining({ expiresAt: request.closesAt }, now) : 0,
    include_requestor: request.includeRequestor,
    response_file_attachments: request.allowFiles,
    retrieval_step: request.answerRetrievalStep,
    account_id: null,
    html_url: answerUrl(base, request.urlToken),
    json_url: `${base}/api/v2/requests/${request.urlToken}.json`,
    created_at: isoTime(request.createdAt),
    updated_at: isoTime(request.updatedAt),
    answered_at: request.answeredAt === null ? null : isoTime(request.answeredAt),
    closed_at: closedAt === null ? null : isoTime(closedAt),
    expire_after_days: request.answerExpireAfterDays,
    expire_after_views: request.answerExpireAfterViews,
  };
}

/** One request with what it asks and its answer, the file links made whole with `base`. */
export function shownRequestJson(
  request: RequestRecord,
  words: OpenedWords,
  answer: PushView | null,
  base: string,
  now: number,
): RequestJson {
  return {
    ...requestJson(request, words, base, now),
    request: words.message,
    response: answer?.payload ?? null,
    files: (answer?.files ?? []).map((f) => ({ ...f, url: `${base}${f.url}` })),
  };
}
