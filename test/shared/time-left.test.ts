import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY } from '../../shared/durations.ts';
import { daysRemaining } from '../../shared/expiry.ts';
import { timeLeft, timeLeftUntil } from '../../shared/time-left.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const UNIT_MS = { minute: MINUTE, hour: HOUR, day: DAY } as const;
const ORDER = { minute: 0, hour: 1, day: 2 } as const;
const span = fc.integer({ min: 1, max: 400 * DAY });

describe('the one rule of time left', () => {
  it.each([
    [7 * DAY - MINUTE, { count: 7, unit: 'day' }],
    [2 * DAY - HOUR, { count: 2, unit: 'day' }],
    [DAY + 1, { count: 2, unit: 'day' }],
    [DAY, { count: 1, unit: 'day' }],
    [23 * HOUR + 30 * MINUTE, { count: 1, unit: 'day' }],
    [6 * HOUR - 1, { count: 6, unit: 'hour' }],
    [59 * MINUTE + 30_000, { count: 1, unit: 'hour' }],
    [15 * MINUTE - 1000, { count: 15, unit: 'minute' }],
    [1, { count: 1, unit: 'minute' }],
    [0, { count: 1, unit: 'minute' }],
  ])('words %i ms left as %o', (ms, expected) => {
    expect(timeLeft(ms)).toEqual(expected);
  });

  it('says a 7-day link has 7 days a minute after it was made, as the API does', () => {
    const made = Date.parse('2026-01-01T00:00:00Z');
    const now = made + MINUTE;
    expect(timeLeftUntil(made + 7 * DAY, now)).toEqual({ count: 7, unit: 'day' });
    expect(daysRemaining({ expiresAt: made + 7 * DAY }, now)).toBe(7);
  });

  it('counts in days exactly the days the API reports as days_remaining', () => {
    fc.assert(
      fc.property(span, (ms) => {
        const left = timeLeft(ms);
        if (left.unit === 'day') expect(left.count).toBe(daysRemaining({ expiresAt: ms }, 0));
      }),
    );
  });

  it('never says less time than is left, nor a whole unit more', () => {
    fc.assert(
      fc.property(span, (ms) => {
        const { count, unit } = timeLeft(ms);
        expect(count * UNIT_MS[unit]).toBeGreaterThanOrEqual(ms);
        expect((count - 1) * UNIT_MS[unit]).toBeLessThan(ms);
      }),
    );
  });

  it('never says more as time passes', () => {
    fc.assert(
      fc.property(span, fc.integer({ min: 0, max: 10 * DAY }), (ms, passed) => {
        const before = timeLeft(ms);
        const after = timeLeft(ms - passed);
        const shorter =
          ORDER[after.unit] < ORDER[before.unit] ||
          (after.unit === before.unit && after.count <= before.count);
        expect(shorter).toBe(true);
      }),
    );
  });

  it('uses the largest unit it has a whole one of, and never counts 60 minutes or 24 hours', () => {
    fc.assert(
      fc.property(span, (ms) => {
        const { count, unit } = timeLeft(ms);
        if (unit === 'minute') expect(count).toBeLessThan(60);
        if (unit === 'hour') expect(count).toBeLessThan(24);
        expect(count).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
