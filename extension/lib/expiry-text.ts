import type { PushSummary } from '../../shared/push-summary.ts';
import { timeLeft as timeLeftOf } from '../../shared/time-left.ts';
import { t, tn, uiLocale } from './i18n.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month';
const UNITS: [Unit, number][] = [
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/** "3 days" in the browser's language, from Intl (it knows every language's plurals). */
export function unitText(count: number, unit: Unit): string {
  return new Intl.NumberFormat(uiLocale(), { style: 'unit', unit, unitDisplay: 'long' }).format(count);
}

/** A preset duration by the largest unit that divides it: "15 minutes", "1 week", "3 months". */
export function durationLabel(ms: number): string {
  const [unit, size] = UNITS.find(([, size]) => ms % size === 0 && ms >= size) ?? ['minute', MINUTE];
  return unitText(ms / size, unit);
}

/** Time left by the one rule (shared/time-left.ts): its largest unit rounded up, as the API's days. */
export function timeLeftText(exactMs: number): string {
  const left = timeLeftOf(exactMs);
  return unitText(left.count, left.unit);
}

/** The time a push has left: exact when the instance gave `expires_at`, else its whole days. */
export function timeLeft(push: PushSummary, now: number): string {
  return push.exactExpiry ? timeLeftText(push.expiresAt - now) : unitText(push.daysRemaining, 'day');
}

/** "Expires after 5 views or in 7 days", from what the instance applied. */
export function expiryText(push: PushSummary, now: number): string {
  return t('expiry_after_views_or_time', tn('views', push.viewsRemaining), timeLeft(push, now));
}

/** "5 minutes ago": rounded down, so 61 minutes is an hour ago and not two. */
export function ageText(then: number, now: number): string {
  const ms = Math.max(now - then, 0);
  if (ms < MINUTE) return t('age_just_now');
  const format = new Intl.RelativeTimeFormat(uiLocale(), { numeric: 'auto' });
  const [unit, size] = UNITS.find(([unit, size]) => unit !== 'week' && ms >= size) ?? ['minute', MINUTE];
  return format.format(-Math.floor(ms / size), unit);
}

/** When something was made, as the browser's language writes a date and time: a title's last resort. */
export function dateText(ms: number): string {
  return new Intl.DateTimeFormat(uiLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}
