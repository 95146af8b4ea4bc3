import { DAY } from '../../shared/durations.ts';
import type { PushSummary } from '../../shared/push-summary.ts';

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "3 days", "5 hours", "15 minutes": the largest whole unit, rounded up. */
export function timeSpan(ms: number): string {
  const minutes = Math.max(Math.ceil(ms / 60_000), 0);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.ceil(ms / DAY), 'day');
}

/** The time a push has left: exact when the instance gave `expires_at`, else its whole days. */
export function timeLeft(push: PushSummary, now: number): string {
  return push.exactExpiry ? timeSpan(push.expiresAt - now) : plural(push.daysRemaining, 'day');
}

/** "Expires after 5 views or in 7 days", from what the instance applied. */
export function expiryText(push: PushSummary, now: number): string {
  return `Expires after ${plural(push.viewsRemaining, 'view')} or in ${timeLeft(push, now)}`;
}

/** "5 minutes ago" style age of a push. */
export function ageText(createdAt: number, now: number): string {
  const ms = Math.max(now - createdAt, 0);
  if (ms < 60_000) return 'just now';
  return `${timeSpan(ms)} ago`;
}
