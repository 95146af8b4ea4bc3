import { GATE_KINDS, type GateKind } from './gate.ts';
import type { PushKind } from './kinds.ts';
import type { TitleHint } from './push-title.ts';
import type { InstanceSettings } from './settings.ts';

/** Everything the push object can show, computed for one moment; times are ISO-8601 strings. */
export interface PushView {
  urlToken: string;
  kind: PushKind;
  expireAfterViews: number;
  expireAfterDays: number;
  expired: boolean;
  expiredOn: string | null;
  deleted: boolean;
  deletableByViewer: boolean | null;
  retrievalStep: boolean;
  /** null once expired. */
  passphrase: string | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  daysRemaining: number;
  viewsRemaining: number;
  name: string;
  note: string;
  /** null once expired, or when not revealed. */
  payload: string | null;
  files: FileLink[];
  /** End-to-end sealed: its link opens it only with the key in the fragment its maker holds. */
  sealed: boolean;
  /** Listings only: what a client's title needs beyond the record (shared/push-title.ts). */
  titleHint?: TitleHint;
}

export interface FileLink {
  filename: string;
  content_type: string;
  url: string;
}

/** The push object as the API sends it; pwpush sends fewer keys, so clients treat the marked ones as optional. */
export interface PushJson {
  expire_after_views: number;
  expired: boolean;
  url_token: string;
  deletable_by_viewer: boolean | null;
  retrieval_step: boolean;
  expired_on: string | null;
  passphrase: string | null;
  created_at: string;
  updated_at: string;
  expire_after_days: number;
  days_remaining: number;
  views_remaining: number;
  deleted: boolean;
  json_url: string;
  html_url: string;
  name?: string;
  note?: string;
  payload?: string | null;
  files?: FileLink[];
  kind?: PushKind;
  expires_at?: string;
  /**
   * Ours, on create and list, only when true: the push is end-to-end sealed, so its link opens it
   * only with the key its maker holds. Password Pusher does not send it.
   */
  sealed?: true;
  /** Ours, in listings: a title's makings beyond name and note; Password Pusher does not send it. */
  title_hint?: TitleHintJson;
}

/** A TitleHint on the wire. */
export interface TitleHintJson {
  file_name?: string;
  file_count?: number;
  url_host?: string;
}

export type PushEndpoint = 'create' | 'show' | 'delete' | 'list';

export interface AuditJson {
  ip: string;
  user_agent: string;
  referrer: string;
  kind: AuditKind;
  created_at: string;
  updated_at: string;
  /** Ours, on `expire` entries: who expired the push. Password Pusher does not send it. */
  expired_by?: 'owner' | 'viewer';
  /**
   * Ours, on a `failed_passphrase` or `failed_view` entry that stands for several: how many failures
   * of that minute it counts (past the first few a minute, failures are counted, not logged one by one).
   */
  count?: number;
  /** Ours, on `gate_passed` and `failed_gate` entries: how the gate let the reader through, or which step kept them out. */
  gate?: string;
}

export type AuditKind =
  | 'creation'
  | 'view'
  | 'failed_view'
  | 'expire'
  | 'failed_passphrase'
  | 'owner_view'
  | 'admin_view'
  | 'edit'
  | 'creation_email_send'
  | 'gate_passed'
  | 'failed_gate';

export function htmlUrl(base: string, urlToken: string, retrievalStep: boolean): string {
  return `${base}/p/${urlToken}${retrievalStep ? '/r' : ''}`;
}

/** As Password Pusher gives it: the secret link plus `.json`, which the legacy v1 API answers. */
export function jsonUrl(base: string, urlToken: string, retrievalStep: boolean): string {
  return `${htmlUrl(base, urlToken, retrievalStep)}.json`;
}

/** The push object for one endpoint, with its keys in the contract's order. */
export function pushJson(view: PushView, endpoint: PushEndpoint, base: string): PushJson {
  const json: PushJson = {
    expire_after_views: view.expireAfterViews,
    expired: view.expired,
    url_token: view.urlToken,
    deletable_by_viewer: view.deletableByViewer,
    retrieval_step: view.retrievalStep,
    expired_on: view.expiredOn,
    passphrase: view.passphrase,
    created_at: view.createdAt,
    updated_at: view.updatedAt,
    expire_after_days: view.expireAfterDays,
    days_remaining: view.daysRemaining,
    views_remaining: view.viewsRemaining,
    deleted: view.deleted,
    json_url: jsonUrl(base, view.urlToken, view.retrievalStep),
    html_url: htmlUrl(base, view.urlToken, view.retrievalStep),
  };
  if (endpoint === 'create' || endpoint === 'list') {
    json.name = view.name;
    json.note = view.note;
  }
  if (endpoint === 'show') {
    json.payload = view.payload;
    json.files = view.files;
  }
  json.kind = view.kind;
  json.expires_at = view.expiresAt;
  if (view.sealed && (endpoint === 'create' || endpoint === 'list')) json.sealed = true;
  if (endpoint === 'list' && view.titleHint !== undefined) json.title_hint = titleHintJson(view.titleHint);
  return json;
}

/** `open` takes an answer; `answered` took one; `closed` ran out of time or was closed by its requester. */
export type RequestState = 'open' | 'answered' | 'closed';

export const REQUEST_STATES: readonly RequestState[] = ['open', 'answered', 'closed'];

/**
 * A request for a secret as `/api/v2/requests` sends it: the keys Password Pusher's paid edition
 * documents, then ours (the answer push's limits, when it was answered or closed).
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
  /** The answer link: whoever is asked opens it. */
  html_url: string;
  json_url: string;
  created_at: string;
  updated_at: string;
  answered_at: string | null;
  closed_at: string | null;
  expire_after_days: number;
  expire_after_views: number;
  /** What is asked (ours in lists and on create too); on a single request, the answer (null before one, and once it expired) and its files. */
  request?: string;
  response?: string | null;
  files?: FileLink[];
}

/** The Password Pusher release whose API this server speaks; clients gate features on it. */
export const PWPUSH_RELEASE = '2.11.4';

export interface VersionJson {
  application_version: string;
  /** Ours: the Secret Push release; Password Pusher does not send it. */
  secret_push_version?: string;
  api_version: string;
  edition: string;
  features: {
    anonymous_access: boolean;
    api_token_authentication: boolean;
    accounts: { enabled: boolean };
    pushes: {
      enabled: boolean;
      email_auto_dispatch: boolean;
      file_attachments: { enabled: boolean; requires_authentication: boolean };
      url_pushes: { enabled: boolean };
      qr_code_pushes: { enabled: boolean };
    };
    requests: { enabled: boolean; email_auto_dispatch?: boolean };
  };
  /**
   * Ours: what this server offers beyond Password Pusher's API, kept out of `features`, whose keys
   * Password Pusher's contract enumerates. Servers before this key sent both inside `features`.
   */
  secret_push_features?: SecretPushFeatures;
}

export interface SecretPushFeatures {
  /** The extension's "Sign in" through /users/extension/authorize. */
  extension_sign_in: { enabled: boolean };
  /** The events of a user's pushes at /api/v2/notifications. */
  notifications: { enabled: boolean };
  /** The instance's policy at /api/v2/policy. */
  policy?: { enabled: boolean };
  /**
   * Recipient gates: a push's `gate` field is read (absent on servers before them). `kinds`: the
   * gates this server can keep (`email` only with a mail server); absent on servers before it, all.
   */
  gates?: { enabled: boolean; kinds?: GateKind[] };
}

/** What this server offers besides its instance settings, as its wiring knows it. */
export interface VersionOffers {
  /** Link mails on create (`notify_emails_to`): SMTP is set and the administrator allows them. */
  emailAutoDispatch?: boolean;
  /**
   * Requests (`PWP__ENABLE_REQUESTS`). pwpush clients look for them on Password Pusher's paid
   * edition only, so the edition then says `commercial`.
   */
  requests?: boolean;
  /** The gate kinds this server can keep; all when omitted. */
  gateKinds?: readonly GateKind[];
}

export function versionJson(
  secretPushVersion: string,
  settings: InstanceSettings,
  offers: VersionOffers = {},
): VersionJson {
  return {
    application_version: PWPUSH_RELEASE,
    secret_push_version: secretPushVersion,
    api_version: '2.1',
    edition: offers.requests === true ? 'commercial' : 'oss',
    features: {
      anonymous_access: settings.allowAnonymous,
      api_token_authentication: true,
      accounts: { enabled: false },
      pushes: {
        enabled: true,
        email_auto_dispatch: offers.emailAutoDispatch ?? false,
        file_attachments: { enabled: settings.enableFilePushes, requires_authentication: true },
        url_pushes: { enabled: settings.enableUrlPushes },
        qr_code_pushes: { enabled: settings.enableQrPushes },
      },
      // Link mails of requests are not offered: pwpush-cli then leaves out its request e-mail fields.
      requests: offers.requests === true ? { enabled: true, email_auto_dispatch: false } : { enabled: false },
    },
    secret_push_features: {
      extension_sign_in: { enabled: true },
      notifications: { enabled: true },
      policy: { enabled: true },
      gates: { enabled: true, kinds: [...(offers.gateKinds ?? GATE_KINDS)] },
    },
  };
}

export const PASSPHRASE_REQUIRED = {
  error: 'That passphrase is incorrect.',
  message:
    "This push requires a passphrase. Please provide it using the 'passphrase' parameter (e.g. ?passphrase=mysecret)",
  status: 'unauthorized',
} as const;

export const TOO_MANY_PASSPHRASE_ATTEMPTS = {
  error: 'Too many passphrase attempts. Please try again in a minute.',
} as const;

/**
 * A gated push read by someone its gate does not (yet) admit: its link must be opened in a browser,
 * where the recipient proves who they are. `gate` names the step that stands: `email`, `member`, `network`.
 */
export function gateClosed(need: 'email' | 'member' | 'network') {
  return {
    error: 'This push is for its recipient only: open its link in a browser to prove who you are.',
    status: 'forbidden',
    gate: need,
  } as const;
}

export const NOT_DELETABLE = { error: 'That push is not deletable by viewers.' } as const;
export const NOT_YOURS = { error: "That push doesn't belong to you." } as const;
export const NOT_FOUND = { error: 'not-found' } as const;

function titleHintJson(hint: TitleHint): TitleHintJson {
  return {
    ...(hint.fileName === undefined ? {} : { file_name: hint.fileName, file_count: hint.fileCount ?? 1 }),
    ...(hint.urlHost === undefined ? {} : { url_host: hint.urlHost }),
  };
}

/** A listing's title hint as a client reads it; undefined when there is none or it is malformed. */
export function titleHintFromJson(json: unknown): TitleHint | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { file_name, file_count, url_host } = json as Record<string, unknown>;
  return {
    ...(typeof file_name === 'string' ? { fileName: file_name } : {}),
    ...(typeof file_count === 'number' ? { fileCount: file_count } : {}),
    ...(typeof url_host === 'string' ? { urlHost: url_host } : {}),
  };
}
