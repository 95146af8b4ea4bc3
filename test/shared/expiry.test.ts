import { describe, expect, it } from 'vitest';
import { DAY } from '../../shared/durations.ts';
import { daysRemaining, isExpiredAt, isPastLimits, viewsRemaining } from '../../shared/expiry.ts';

const T0 = Date.parse('2026-01-01T00:00:00.000Z');
const push = (
  over: Partial<{ expiresAt: number; expireAfterViews: number; countedViews: number; expired: boolean }>,
) => ({
  expiresAt: T0 + 7 * DAY,
  expireAfterViews: 5,
  countedViews: 0,
  expired: false,
  ...over,
});

describe('expiry rules', () => {
  it('counts days remaining as whole days left until the expiry, rounded up, never below 0', () => {
    expect(daysRemaining(push({}), T0)).toBe(7);
    expect(daysRemaining(push({}), T0 + 1)).toBe(7);
    expect(daysRemaining(push({}), T0 + DAY)).toBe(6);
    expect(daysRemaining(push({ expiresAt: T0 + 15 * 60_000 }), T0)).toBe(1);
    expect(daysRemaining(push({}), T0 + 8 * DAY)).toBe(0);
  });

  it('counts views remaining from counted views, never below 0', () => {
    expect(viewsRemaining(push({ countedViews: 2 }))).toBe(3);
    expect(viewsRemaining(push({ countedViews: 7 }))).toBe(0);
  });

  it('is past its limits at the exact expiry time or with no views left, not a moment before', () => {
    expect(isPastLimits(push({}), T0 + 7 * DAY - 1)).toBe(false);
    expect(isPastLimits(push({}), T0 + 7 * DAY)).toBe(true);
    expect(isPastLimits(push({ countedViews: 4 }), T0)).toBe(false);
    expect(isPastLimits(push({ countedViews: 5 }), T0)).toBe(true);
  });

  it('is expired when stored so, or when past its limits even if nothing has recorded it', () => {
    expect(isExpiredAt(push({ expired: true }), T0)).toBe(true);
    expect(isExpiredAt(push({}), T0 + 7 * DAY)).toBe(true);
    expect(isExpiredAt(push({}), T0)).toBe(false);
  });
});
