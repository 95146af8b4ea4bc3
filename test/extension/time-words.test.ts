import { describe, expect, it } from 'vitest';
import { ageText, durationLabel, timeLeftText } from '../../extension/lib/expiry-text.ts';
import { activityFromAudit } from '../../extension/lib/push-activity.ts';
import { statusLabel } from '../../extension/lib/row-model.ts';
import type { AuditJson } from '../../shared/wire.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('time in words', () => {
  it.each([
    [30_000, 'just now'],
    [61 * MIN, '1 hour ago'],
    [119 * MIN, '1 hour ago'],
    [47 * HOUR, 'yesterday'],
    [3 * DAY + HOUR, '3 days ago'],
  ])('rounds an age of %i ms down: %s', (ms, words) => {
    expect(ageText(0, ms)).toBe(words);
  });

  it.each([
    [20_000, '1 minute'],
    [15 * MIN, '15 minutes'],
    [61 * MIN, '2 hours'],
    [47 * HOUR, '2 days'],
    [DAY - 2000, '1 day'],
    [7 * DAY - MIN, '7 days'],
    [2 * DAY - 10 * MIN, '2 days'],
    [12 * DAY + 5 * HOUR, '13 days'],
  ])(
    'tells the time left in its largest unit rounded up, as the API counts days: %i ms is %s',
    (ms, words) => {
      expect(timeLeftText(ms)).toBe(words);
    },
  );

  it('names each preset by its largest whole unit', () => {
    expect([15 * MIN, HOUR, DAY, 7 * DAY, 30 * DAY, 90 * DAY].map(durationLabel)).toEqual([
      '15 minutes',
      '1 hour',
      '1 day',
      '1 week',
      '1 month',
      '3 months',
    ]);
  });
});

const entry = (kind: string, at: string, extra: Record<string, unknown> = {}) =>
  ({
    kind,
    created_at: at,
    updated_at: at,
    ip: '',
    user_agent: 'curl/8',
    referrer: '',
    ...extra,
  }) as AuditJson;

describe('push activity', () => {
  it('finds the last view and who ended the push in either order', () => {
    const logs = [
      entry('creation', '2026-01-01T00:00:00Z'),
      entry('view', '2026-01-01T01:00:00Z'),
      entry('view', '2026-01-01T02:00:00Z', { user_agent: 'last' }),
      entry('expire', '2026-01-01T03:00:00Z', { expired_by: 'viewer' }),
    ];
    const expected = {
      lastView: { at: Date.parse('2026-01-01T02:00:00Z'), userAgent: 'last' },
      endedBy: 'viewer',
    };
    expect(activityFromAudit(logs)).toEqual(expected);
    expect(activityFromAudit([...logs].reverse())).toEqual(expected);
  });

  it('reads a deleted push without `expired_by` (real Password Pusher) as plain "Expired"', () => {
    const { endedBy } = activityFromAudit([entry('expire', '2026-01-01T03:00:00Z')]);
    expect(statusLabel('deleted', endedBy)).toBe('Expired');
    expect(statusLabel('deleted', 'owner')).toBe('Deleted by you');
  });
});
