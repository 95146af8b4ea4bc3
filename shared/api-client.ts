import {
  type ApiError,
  classifyAnswer,
  notAnInstance,
  offlineError,
  unexpectedAnswer,
} from './api-errors.ts';
import type { PushGate } from './gate.ts';
import type { PushKind } from './kinds.ts';
import type { Policy } from './policy.ts';
import { isPushJson, type PushSummary, toPushSummary } from './push-summary.ts';
import { type AuditJson, REQUEST_STATES, type RequestJson, type VersionJson } from './wire.ts';

/** The part of `fetch` the client uses, so any runtime's fetch (or a test's) can be passed in. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{ status: number; text(): Promise<string> }>;

export interface ApiConfig {
  /** Origin plus optional path prefix, without a trailing slash. */
  baseUrl: string;
  token?: string;
  fetch: FetchLike;
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export interface NewPushRequest {
  kind: PushKind;
  payload: string;
  expireAfterDays?: number;
  /** Index into EXPIRE_DURATIONS; sent beside the days, which pwpush OSS reads instead. */
  expireAfterDuration?: number;
  expireAfterViews?: number;
  retrievalStep?: boolean;
  deletableByViewer?: boolean;
  passphrase?: string;
  name?: string;
  note?: string;
  /** Ours (shared/gate.ts): who may open it; never set for Password Pusher. */
  gate?: PushGate;
  /** Addresses the instance mails the link to, comma-separated (`email_auto_dispatch`; a token's user only). */
  notifyEmailsTo?: string;
  /** The language of those mails and of the link in them. */
  notifyEmailsToLocale?: string;
}

export type PushList = 'active' | 'expired';

/** A request for a secret, as the extension makes one; the instance's defaults fill the rest. */
export interface NewSecretRequest {
  /** What is asked for: whoever opens the link reads it. */
  message: string;
  name?: string;
  /** Index into EXPIRE_DURATIONS: how long the link takes an answer. */
  closeAfterDuration?: number;
  /** The answer may carry files besides text. */
  allowFiles?: boolean;
}

/** Every request, or those in one state. */
export type RequestList = 'all' | 'open' | 'answered' | 'closed';

/** The wire body of a request's create; keys left undefined are dropped by JSON. */
export function requestBody(request: NewSecretRequest): string {
  return JSON.stringify({
    request: {
      request: request.message,
      name: request.name || undefined,
      close_after_duration: request.closeAfterDuration,
      response_file_attachments: request.allowFiles,
    },
  });
}

/** The wire body of a create request; keys left undefined are dropped by JSON. */
export function createBody(push: NewPushRequest): string {
  return JSON.stringify({
    push: {
      kind: push.kind,
      payload: push.payload,
      expire_after_days: push.expireAfterDays,
      expire_after_duration: push.expireAfterDuration,
      expire_after_views: push.expireAfterViews,
      retrieval_step: push.retrievalStep,
      deletable_by_viewer: push.kind === 'url' ? undefined : push.deletableByViewer,
      passphrase: push.passphrase || undefined,
      name: push.name || undefined,
      note: push.note || undefined,
      gate: push.gate ? gateJson(push.gate) : undefined,
      notify_emails_to: push.notifyEmailsTo || undefined,
      notify_emails_to_locale: push.notifyEmailsToLocale || undefined,
    },
  });
}

/** A gate under the names the API reads. */
export const gateJson = (gate: PushGate) => ({
  emails: gate.emails,
  members: gate.members,
  networks: gate.networks,
  burn_after_failures: gate.burnAfterFailures ?? undefined,
});

function parse(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** True when a value has the keys the extension reads of a request. */
export function isRequestJson(value: unknown): value is RequestJson {
  return (
    isObject(value) &&
    typeof value.url_token === 'string' &&
    typeof value.html_url === 'string' &&
    REQUEST_STATES.includes(value.state as RequestJson['state']) &&
    typeof value.created_at === 'string' &&
    typeof value.close_after_at === 'string'
  );
}

export function createApiClient(config: ApiConfig) {
  const { baseUrl, token, fetch } = config;

  async function call<T>(
    method: string,
    path: string,
    accept: (body: unknown) => T | undefined,
    body?: string,
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let answer: { status: number; text(): Promise<string> };
    let text: string;
    try {
      answer = await fetch(`${baseUrl}/api/v2${path}`, { method, headers, body });
      text = await answer.text();
    } catch {
      return { ok: false, error: offlineError() };
    }
    const json = parse(text);
    // A page or a proxy's error instead of JSON: another site, unless it is a server or auth failure.
    const foreign = json === undefined && text.trim() !== '' && ![401, 403, 429].includes(answer.status);
    if (foreign && answer.status < 500) return { ok: false, error: notAnInstance(answer.status) };
    if (answer.status < 200 || answer.status > 299) {
      return { ok: false, error: classifyAnswer(answer.status, json) };
    }
    const value = accept(json);
    return value === undefined ? { ok: false, error: unexpectedAnswer(answer.status) } : { ok: true, value };
  }

  const push = (json: unknown) => (isPushJson(json) ? toPushSummary(json) : undefined);
  const token_ = (urlToken: string) => encodeURIComponent(urlToken);
  const request = (json: unknown) => (isRequestJson(json) ? json : undefined);

  return {
    version: () =>
      call('GET', '/version', (json) =>
        isObject(json) && typeof json.api_version === 'string' ? (json as unknown as VersionJson) : undefined,
      ).then((r) =>
        // Any other JSON answered at /api/v2/version is some other service, not an instance.
        !r.ok && r.error.kind === 'unexpected'
          ? { ok: false as const, error: notAnInstance(r.error.status) }
          : r,
      ),
    /** Ours: the rules in force, where the version document lists `policy`. */
    policy: () =>
      call('GET', '/policy', (json) =>
        isObject(json) && isObject(json.policy) && isObject(json.policy.kinds)
          ? (json.policy as unknown as Policy)
          : undefined,
      ),
    create: (request: NewPushRequest) => call('POST', '/pushes', push, createBody(request)),
    preview: (urlToken: string) =>
      call('GET', `/pushes/${token_(urlToken)}/preview`, (json) =>
        isObject(json) && typeof json.url === 'string' ? json.url : undefined,
      ),
    expire: (urlToken: string) => call('DELETE', `/pushes/${token_(urlToken)}`, push),
    list: (which: PushList, page = 1) =>
      call(`GET`, `/pushes/${which}?page=${page}`, (json): PushSummary[] | undefined =>
        Array.isArray(json) && json.every(isPushJson) ? json.map(toPushSummary) : undefined,
      ),
    audit: (urlToken: string, page = 1) =>
      call('GET', `/pushes/${token_(urlToken)}/audit?page=${page}`, (json) =>
        isObject(json) && Array.isArray(json.logs) ? (json.logs as AuditJson[]) : undefined,
      ),
    /** Requests for secrets (ours, behind `PWP__ENABLE_REQUESTS`; an instance without them answers 404). */
    requests: {
      create: (made: NewSecretRequest) => call('POST', '/requests', request, requestBody(made)),
      list: (which: RequestList = 'all', page = 1) =>
        call('GET', `/requests${which === 'all' ? '' : `/${which}`}?page=${page}`, (json) =>
          Array.isArray(json) && json.every(isRequestJson) ? json : undefined,
        ),
      /** With what is asked and the answer: reading it is logged as the owner's view of the answer. */
      get: (urlToken: string) => call('GET', `/requests/${token_(urlToken)}`, request),
      close: (urlToken: string) => call('DELETE', `/requests/${token_(urlToken)}`, request),
      preview: (urlToken: string) =>
        call('GET', `/requests/${token_(urlToken)}/preview`, (json) =>
          isObject(json) && typeof json.url === 'string' ? json.url : undefined,
        ),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
