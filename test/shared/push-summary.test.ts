import { describe, expect, it } from 'vitest';
import { describeApiError } from '../../shared/api-errors.ts';
import { DAY } from '../../shared/durations.ts';
import { pushStatus, toPushSummary } from '../../shared/push-summary.ts';
import { ourPush, pwpushPush } from './api-fixtures.ts';

const created = Date.parse('2026-01-01T00:00:00.000Z');

describe('pushStatus', () => {
  it('calls a push active while it has views and time left', () => {
    expect(pushStatus(toPushSummary(ourPush()), created + 60_000)).toBe('active');
  });

  it('sees that views ran out although pwpush still lists the push as active', () => {
    expect(pushStatus(toPushSummary(pwpushPush({ views_remaining: 0 })), created + 60_000)).toBe(
      'no-views-left',
    );
  });

  it('sees that days ran out although pwpush sends no expires_at and expired is false', () => {
    expect(pushStatus(toPushSummary(pwpushPush({ days_remaining: 0 })), created + 2 * DAY)).toBe('time-up');
    expect(pushStatus(toPushSummary(pwpushPush()), created + DAY + 1)).toBe('time-up');
  });

  it('uses our exact expiry, so a 15-minute push is over after 15 minutes', () => {
    expect(pushStatus(toPushSummary(ourPush()), created + 15 * 60_000)).toBe('time-up');
  });

  it('tells a push expired by hand from one that ran out', () => {
    expect(pushStatus(toPushSummary(ourPush({ expired: true, deleted: true })), created)).toBe('deleted');
    expect(pushStatus(toPushSummary(ourPush({ expired: true })), created)).toBe('expired');
  });
});

describe('describeApiError', () => {
  const context = { instance: 'x.example', hasToken: true };
  const error = (kind: Parameters<typeof describeApiError>[0]['kind'], status = 0) => ({
    kind,
    status,
    message: '',
    fields: {},
  });

  it('asks to add a token when the instance wants one and none is set', () => {
    expect(describeApiError(error('unauthorized', 401), { ...context, hasToken: false }).detail).toMatch(
      /add an API token/,
    );
  });

  it('asks to check the token when the instance refuses it', () => {
    expect(describeApiError(error('unauthorized', 401), context).title).toMatch(
      /did not accept your API token/,
    );
  });

  it('names the instance when it cannot be reached', () => {
    expect(describeApiError(error('offline'), context)).toEqual({
      title: 'Could not reach x.example',
      detail: 'Check that you are online and that the instance is running, then try again.',
    });
  });

  it('lists the field errors of a refused push', () => {
    const invalid = { ...error('invalid', 422), fields: { payload: ['Payload is required.'] } };
    expect(describeApiError(invalid, context).detail).toBe('payload: Payload is required.');
  });

  it('says to wait after a 429 and blames the server after a 500', () => {
    expect(describeApiError(error('rate-limited', 429), context).detail).toMatch(/Wait a minute/);
    expect(describeApiError(error('server', 503), context).title).toBe('The instance had a problem (503)');
  });
});
