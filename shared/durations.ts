const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** pwpush Pro's `expire_after_duration` choices, by index. */
export const EXPIRE_DURATIONS: readonly { label: string; ms: number }[] = [
  { label: '15 minutes', ms: 15 * MINUTE },
  { label: '30 minutes', ms: 30 * MINUTE },
  { label: '45 minutes', ms: 45 * MINUTE },
  { label: '1 hour', ms: HOUR },
  { label: '6 hours', ms: 6 * HOUR },
  { label: '12 hours', ms: 12 * HOUR },
  { label: '1 day', ms: DAY },
  { label: '2 days', ms: 2 * DAY },
  { label: '3 days', ms: 3 * DAY },
  { label: '4 days', ms: 4 * DAY },
  { label: '5 days', ms: 5 * DAY },
  { label: '6 days', ms: 6 * DAY },
  { label: '1 week', ms: 7 * DAY },
  { label: '2 weeks', ms: 14 * DAY },
  { label: '3 weeks', ms: 21 * DAY },
  { label: '1 month', ms: 30 * DAY },
  { label: '2 months', ms: 60 * DAY },
  { label: '3 months', ms: 90 * DAY },
];

/** Whole days that cover a duration, as pwpush reports `expire_after_days` for it. */
export function daysCovering(ms: number): number {
  return Math.ceil(ms / DAY);
}
