import type { PushKind } from '../../shared/kinds.ts';
import { type PushStatus, type PushSummary, pushStatus } from '../../shared/push-summary.ts';
import {
  type TitledKind,
  type TitleFacts,
  type TitleHint,
  type TitleSource,
  titleSource,
} from '../../shared/push-title.ts';
import { ageText, dateText, timeLeft, timeLeftText } from './expiry-text.ts';
import { type MessageKey, t, tn } from './i18n.ts';
import type { LocalPush, PushHint } from './local-history.ts';
import type { EndedBy } from './push-activity.ts';

/** One line of a push list, whether it came from the instance or from this browser's memory. */
export interface RowModel {
  urlToken: string;
  title: string;
  /** The owner's note; '' when there is none or the title already is the note. */
  note: string;
  kind: string;
  kindId: PushKind | null;
  hasPassphrase: boolean;
  age: string;
  /** "2 of 5 views used", or what is known without a token. */
  views: string;
  /** Time left while live; '' once it has ended. */
  timeLeft: string;
  status: PushStatus;
  live: boolean;
  /** When it ended, where known; null while live. */
  endedAt: number | null;
  /** Views were counted: worth reading the log for when the last one was. */
  viewed: boolean;
  canAudit: boolean;
  /** Expiring from here works: live, and (without a token) deletable by its viewer. */
  canExpire: boolean;
  /** Sealed, with its key kept in this browser or not (made elsewhere); null when not known to be sealed. */
  sealed: SealedState;
}

export type SealedState = 'key-here' | 'key-missing' | null;

/**
 * A sealed push's key is known here when this browser made it; an instance that marks sealed
 * pushes in its list (`sealed: true`; Password Pusher does not) tells of those made elsewhere.
 */
export function sealedState(markedSealed: boolean, keyHere: boolean): SealedState {
  if (keyHere) return 'key-here';
  return markedSealed ? 'key-missing' : null;
}

export const KIND_KEYS: Record<PushKind, MessageKey> = {
  text: 'kind_text',
  url: 'kind_url',
  qr: 'kind_qr',
  file: 'kind_file',
};

const STATUS_KEYS: Record<PushStatus, MessageKey> = {
  active: 'status_active',
  'no-views-left': 'status_no_views_left',
  'time-up': 'status_time_up',
  expired: 'status_expired',
  deleted: 'status_expired',
};

const ENDED_KEYS: Record<EndedBy, MessageKey> = {
  owner: 'status_deleted_by_owner',
  viewer: 'status_deleted_by_viewer',
  unknown: 'status_expired',
};

/** The status chip: who ended it when the log says so (a missing `expired_by` reads plain "Expired"). */
export function statusLabel(status: PushStatus, endedBy: EndedBy | null): string {
  if (status === 'deleted' && endedBy) return t(ENDED_KEYS[endedBy]);
  return t(STATUS_KEYS[status]);
}

/** A title by the one rule (shared/push-title.ts) in the popup's words; a note that is the title is not shown twice. */
export function titleWords(source: TitleSource): { title: string; fromNote: boolean } {
  switch (source.from) {
    case 'files':
      return {
        title: source.more > 0 ? tn('row_files_title', source.more, source.fileName) : source.fileName,
        fromNote: false,
      };
    case 'note':
      return { title: source.text, fromNote: source.wholeNote };
    case 'kind':
      return {
        title: t('row_title_kind_time', kindName(source.kind), dateText(source.createdAt)),
        fromNote: false,
      };
    default:
      return { title: source.text, fromNote: false };
  }
}

/**
 * The owner's name for it, else its first file's name or its URL's host (from the instance's list,
 * or what this browser knows of a push it made), else its note, else its kind and when it was made.
 */
export function rowTitle(
  facts: TitleFacts,
  hint: TitleHint | undefined,
): { title: string; fromNote: boolean } {
  return titleWords(titleSource(facts, hint));
}

/** A kind's name; a request's; or "Push" when the instance does not say which kind. */
export function kindName(kind: TitledKind): string {
  if (kind === 'request') return t('request_kind');
  return kind === null ? t('row_kind_push') : t(KIND_KEYS[kind]);
}

/** When an ended push ended: as the instance says, else when its time ran out. */
function endedAt(status: PushStatus, expiredOn: number | null, expiresAt: number): number | null {
  if (status === 'active') return null;
  return expiredOn ?? (status === 'time-up' ? expiresAt : null);
}

export function rowFromSummary(push: PushSummary, now: number, hint?: PushHint, keyHere = false): RowModel {
  const status = pushStatus(push, now);
  const live = status === 'active';
  const used = push.expireAfterViews - push.viewsRemaining;
  const { title, fromNote } = rowTitle(push, hint ?? push.titleHint);
  return {
    urlToken: push.urlToken,
    title,
    note: fromNote ? '' : push.note.trim(),
    kind: push.kind ? t(KIND_KEYS[push.kind]) : '',
    kindId: push.kind,
    hasPassphrase: push.hasPassphrase,
    age: ageText(push.createdAt, now),
    views: tn('views_used', push.expireAfterViews, used),
    timeLeft: live ? t('row_time_left', timeLeft(push, now)) : '',
    status,
    live,
    endedAt: endedAt(status, push.expiredOn, push.expiresAt),
    viewed: used > 0,
    canAudit: true,
    canExpire: live,
    sealed: sealedState(push.sealed, keyHere),
  };
}

/** Views are not known for pushes made without a token: reading the push would use one up. */
export function rowFromLocal(
  push: LocalPush,
  now: number,
  hasPassphrase: boolean,
  hint?: PushHint,
  keyHere = false,
): RowModel {
  const status: PushStatus = push.expired ? 'expired' : now >= push.expiresAt ? 'time-up' : 'active';
  const live = status === 'active';
  const note = push.note ?? '';
  const { title, fromNote } = rowTitle({ ...push, note }, hint);
  return {
    urlToken: push.urlToken,
    title,
    note: fromNote ? '' : note.trim(),
    kind: push.kind ? t(KIND_KEYS[push.kind]) : '',
    kindId: push.kind,
    hasPassphrase,
    age: ageText(push.createdAt, now),
    views: tn('views_at_most', push.expireAfterViews),
    timeLeft: live ? t('row_time_left', timeLeftText(push.expiresAt - now)) : '',
    status,
    live,
    endedAt: endedAt(status, push.endedAt ?? null, push.expiresAt),
    viewed: false,
    canAudit: false,
    canExpire: live && push.deletableByViewer === true,
    sealed: keyHere ? 'key-here' : null,
  };
}
