import type { PushSummary } from '../../shared/push-summary.ts';
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

/**
 * Time left, to the minute. Under ten of the largest unit adds the next one ("1 day, 23 hours"),
 * since the largest unit alone would hide up to half of it; never rounds up to the next unit.
 */
export function timeLeftText(exactMs: number): string {
  // To the nearest minute: a one-day push just made has a day left, not "23 hours, 59 minutes".
  const ms = Math.max(Math.round(exactMs / MINUTE), 1) * MINUTE;
  if (ms < HOUR) return unitText(ms / MINUTE, 'minute');
  const [big, small, bigSize, smallSize] =
    ms < DAY ? (['hour', 'minute', HOUR, MINUTE] as const) : (['day', 'hour', DAY, HOUR] as const);
  const whole = Math.floor(ms / bigSize);
  const rest = Math.floor((ms - whole * bigSize) / smallSize);
  if (whole >= 10 || rest === 0) return unitText(whole, big);
  return new Intl.ListFormat(uiLocale(), { style: 'short', type: 'unit' }).format([
    unitText(whole, big),
    unitText(rest, small),
  ]);
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
