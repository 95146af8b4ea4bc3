/**
 * How many requests the viewed watch may send. Password Pusher allows 120 requests a minute from
 * one address by default; the watch keeps to a small share of that, so the person's own use of
 * the instance (and other tools behind the same address) keeps the rest.
 */
export const WATCH_LIMITS = { perPoll: 8, perMinute: 20 } as const;

export interface Limits {
  perPoll: number;
  perMinute: number;
}

const MINUTE = 60_000;

/**
 * A budget for one poll: at most `perPoll` requests, and at most `perMinute` within any 60 seconds
 * counting the times of earlier requests (kept in storage, since a service worker can stop between polls).
 */
export function pollBudget(earlier: readonly number[], now: number, limits: Limits = WATCH_LIMITS) {
  const recent = earlier.filter((at) => at > now - MINUTE && at <= now);
  let taken = 0;
  return {
    /** True and counted when one more request fits; false when it must wait for a later poll. */
    take(): boolean {
      if (taken >= limits.perPoll || recent.length >= limits.perMinute) return false;
      taken += 1;
      recent.push(now);
      return true;
    },
    /** The request times to keep for the next poll's window. */
    times: (): number[] => [...recent],
  };
}
