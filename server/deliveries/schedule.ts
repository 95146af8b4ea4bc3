/** A delivery is tried for this long after it was made, then given up. */
export const DELIVERY_DAY_MS = 24 * 60 * 60_000;

/**
 * The wait after each failed try: two quick retries (a busy server, a blip), then spreading out so
 * an outage of hours is still outlived; the last wait repeats until the day is over.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  10_000,
  40_000,
  2 * 60_000,
  10 * 60_000,
  30 * 60_000,
  60 * 60_000,
  2 * 60 * 60_000,
  4 * 60 * 60_000,
  8 * 60 * 60_000,
];

/** When to try again after try number `attempt` failed at `failedAt`; null when that is past the day. */
export function nextTryAt(createdAt: number, attempt: number, failedAt: number): number | null {
  const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0] ?? 0;
  const next = failedAt + delay;
  return next > createdAt + DELIVERY_DAY_MS ? null : next;
}
