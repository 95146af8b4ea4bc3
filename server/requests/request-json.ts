import { daysRemaining } from '../../shared/expiry.ts';
import { isoTime } from '../../shared/iso-time.ts';
import type { PushView, RequestJson } from '../../shared/wire.ts';
import { type RequestRecord, requestState } from '../store/request-records.ts';
import type { OpenedWords } from './request-service.ts';

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
    // What it asks: not a secret (its page says so), and a title when it has no name.
    request: words.message,
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
    response: answer?.payload ?? null,
    files: (answer?.files ?? []).map((f) => ({ ...f, url: `${base}${f.url}` })),
  };
}
