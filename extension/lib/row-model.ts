import { type PushStatus, type PushSummary, pushStatus, STATUS_LABELS } from '../../shared/push-summary.ts';
import { ageText, plural, timeLeft, timeSpan } from './expiry-text.ts';
import type { LocalPush } from './local-history.ts';

/** One line of a push list, whether it came from the instance or from this browser's memory. */
export interface RowModel {
  urlToken: string;
  title: string;
  age: string;
  detail: string;
  status: PushStatus;
  statusLabel: string;
  canExpire: boolean;
  canAudit: boolean;
}

export function rowFromSummary(push: PushSummary, now: number): RowModel {
  const status = pushStatus(push, now);
  const live = status === 'active';
  return {
    urlToken: push.urlToken,
    title: push.name || `${push.kind ? `${push.kind} push` : 'Push'} ${push.urlToken.slice(0, 6)}…`,
    age: ageText(push.createdAt, now),
    detail: live
      ? `${plural(push.viewsRemaining, 'view')} and ${timeLeft(push, now)} left`
      : `${plural(push.expireAfterViews - push.viewsRemaining, 'view')} of ${push.expireAfterViews} used`,
    status,
    statusLabel: STATUS_LABELS[status],
    canExpire: !push.expired,
    canAudit: true,
  };
}

/** Views are not known for pushes made without a token: reading the push would use one up. */
export function rowFromLocal(push: LocalPush, now: number): RowModel {
  const status: PushStatus = push.expired ? 'expired' : now >= push.expiresAt ? 'time-up' : 'active';
  const time = timeSpan(push.expiresAt - now);
  return {
    urlToken: push.urlToken,
    title: push.name || `${push.kind ? `${push.kind} push` : 'Push'} ${push.urlToken.slice(0, 6)}…`,
    age: ageText(push.createdAt, now),
    detail:
      status === 'active'
        ? `At most ${plural(push.expireAfterViews, 'view')}, ${time} left`
        : `Was good for ${plural(push.expireAfterViews, 'view')}`,
    status,
    statusLabel: STATUS_LABELS[status],
    canExpire: status === 'active' && push.deletableByViewer === true,
    canAudit: false,
  };
}
