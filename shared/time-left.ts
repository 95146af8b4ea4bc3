import { daysRemaining } from './expiry.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type TimeLeftUnit = 'minute' | 'hour' | 'day';

/** Time left as one count of one unit, for any page, mail or popup row to put in its words. */
export interface TimeLeft {
  count: number;
  unit: TimeLeftUnit;
}

/**
 * The one rule for time left, everywhere: the largest unit that has at least one, rounded up, so
 * its days are the API's `days_remaining` (Password Pusher's `expire_after_days - days_old`, which
 * is the days left rounded up). A 7-day link says 7 days until a whole day has passed; under a day
 * it says hours, under an hour minutes. At least a minute: it is only shown of what is still live.
 */
export function timeLeft(ms: number): TimeLeft {
  const minutes = Math.max(Math.ceil(ms / MINUTE), 1);
  if (minutes < 60) return { count: minutes, unit: 'minute' };
  const hours = Math.ceil(ms / HOUR);
  if (hours < 24) return { count: hours, unit: 'hour' };
  return { count: daysRemaining({ expiresAt: ms }, 0), unit: 'day' };
}

/** The same rule for something that ends at `endsAt`, seen at `now` (epoch milliseconds). */
export const timeLeftUntil = (endsAt: number, now: number): TimeLeft => timeLeft(endsAt - now);
