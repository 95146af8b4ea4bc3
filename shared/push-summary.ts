import { DAY } from './durations.ts';
import { isPastLimits } from './expiry.ts';
import { isPushKind, type PushKind } from './kinds.ts';
import type { TitleHint } from './push-title.ts';
import { type PushJson, titleHintFromJson } from './wire.ts';

/** A push as the extension shows it: no payload, no passphrase; times are epoch milliseconds. */
export interface PushSummary {
  urlToken: string;
  htmlUrl: string;
  /** null when the instance does not say (pwpush OSS). */
  kind: PushKind | null;
  name: string;
  note: string;
  createdAt: number;
  /** The instance's `expires_at`, or `created_at` plus whole days when it sends none. */
  expiresAt: number;
  /** False when `expiresAt` was derived from whole days. */
  exactExpiry: boolean;
  expireAfterDays: number;
  expireAfterViews: number;
  daysRemaining: number;
  viewsRemaining: number;
  expired: boolean;
  /** When it expired, as the instance says; null while active or when it does not say. */
  expiredOn: number | null;
  deleted: boolean;
  deletableByViewer: boolean | null;
  retrievalStep: boolean;
  hasPassphrase: boolean;
  /** The instance marks it end-to-end sealed (ours does; Password Pusher never does). */
  sealed: boolean;
  /** What a title needs beyond name and note, when the instance sends it (ours does in listings). */
  titleHint?: TitleHint;
}

export type PushStatus = 'active' | 'no-views-left' | 'time-up' | 'expired' | 'deleted';

export const STATUS_LABELS: Record<PushStatus, string> = {
  active: 'Active',
  'no-views-left': 'No views left',
  'time-up': 'Time is up',
  expired: 'Expired',
  deleted: 'Expired by hand',
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** True when a value has the keys every edition sends on a push object. */
export function isPushJson(value: unknown): value is PushJson {
  return (
    isObject(value) &&
    typeof value.url_token === 'string' &&
    typeof value.html_url === 'string' &&
    typeof value.created_at === 'string' &&
    typeof value.expire_after_days === 'number' &&
    typeof value.expire_after_views === 'number'
  );
}

function time(iso: string | undefined): number | undefined {
  if (iso === undefined) return undefined;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? undefined : ms;
}

export function toPushSummary(json: PushJson): PushSummary {
  const createdAt = time(json.created_at) ?? 0;
  const exact = time(json.expires_at);
  return {
    urlToken: json.url_token,
    htmlUrl: json.html_url,
    kind: isPushKind(json.kind) ? json.kind : null,
    name: json.name ?? '',
    note: json.note ?? '',
    createdAt,
    expiresAt: exact ?? createdAt + json.expire_after_days * DAY,
    exactExpiry: exact !== undefined,
    expireAfterDays: json.expire_after_days,
    expireAfterViews: json.expire_after_views,
    daysRemaining: json.days_remaining ?? json.expire_after_days,
    viewsRemaining: json.views_remaining ?? json.expire_after_views,
    expired: json.expired === true,
    expiredOn: time(json.expired_on ?? undefined) ?? null,
    deleted: json.deleted === true,
    deletableByViewer: json.deletable_by_viewer ?? null,
    retrievalStep: json.retrieval_step === true,
    hasPassphrase: typeof json.passphrase === 'string' && json.passphrase !== '',
    sealed: json.sealed === true,
    ...(json.title_hint === undefined ? {} : { titleHint: titleHintFromJson(json.title_hint) }),
  };
}

/**
 * The status from the numbers, not only the flag: pwpush lists a push as active until a job or a
 * read expires it, even when its views or days have run out.
 */
export function pushStatus(push: PushSummary, now: number): PushStatus {
  if (push.deleted) return 'deleted';
  const facts = {
    expiresAt: push.expiresAt,
    expireAfterViews: push.expireAfterViews,
    countedViews: push.expireAfterViews - push.viewsRemaining,
  };
  if (push.viewsRemaining <= 0) return 'no-views-left';
  if (isPastLimits(facts, now) || (!push.exactExpiry && push.daysRemaining <= 0)) return 'time-up';
  return push.expired ? 'expired' : 'active';
}
