import { describe, expect, it } from 'vitest';
import { DELIVERY_DAY_MS, nextTryAt, RETRY_DELAYS_MS } from '../../../server/deliveries/schedule.ts';

const T0 = Date.parse('2026-03-01T08:00:00Z');

/** The times of every try of a delivery made at T0 that always fails at once. */
function tries(): number[] {
  const at = [T0];
  for (let next = nextTryAt(T0, 1, T0); next !== null; next = nextTryAt(T0, at.length, next)) at.push(next);
  return at;
}

describe('the retry schedule', () => {
  it('tries again twice within the first minute', () => {
    expect(
      tries()
        .slice(1, 3)
        .map((t) => t - T0),
    ).toEqual([10_000, 50_000]);
  });

  it('spreads out to 10 min, 30 min and hours, then repeats the last wait', () => {
    expect(RETRY_DELAYS_MS.slice(3)).toEqual([
      600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000, 28_800_000,
    ]);
    const waits = tries()
      .slice(1)
      .map((t, i) => t - (tries()[i] ?? 0));
    expect(waits).toEqual([...RETRY_DELAYS_MS, 28_800_000]);
  });

  it('makes its last try within the day after the delivery was made, and none after', () => {
    const all = tries();
    expect(all).toHaveLength(11);
    expect((all.at(-1) ?? 0) - T0).toBe(23 * 3_600_000 + 42 * 60_000 + 50_000);
    expect(nextTryAt(T0, 1, T0 + DELIVERY_DAY_MS - 10_000)).toBe(T0 + DELIVERY_DAY_MS);
    expect(nextTryAt(T0, 1, T0 + DELIVERY_DAY_MS - 9_999)).toBeNull();
  });

  it('counts the wait from the failed try, not from when it was due', () => {
    expect(nextTryAt(T0, 2, T0 + 90_000)).toBe(T0 + 130_000);
  });
});
