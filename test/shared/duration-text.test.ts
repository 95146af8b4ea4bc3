import { expect, it } from 'vitest';
import { parseDurationText } from '../../shared/duration-text.ts';

it('reads durations written as a count and a unit, singular or plural, in any case', () => {
  expect(parseDurationText('90 days')).toBe(90 * 86_400_000);
  expect(parseDurationText('12 hours')).toBe(12 * 3_600_000);
  expect(parseDurationText('30 minutes')).toBe(30 * 60_000);
  expect(parseDurationText(' 1 Week ')).toBe(7 * 86_400_000);
  expect(parseDurationText('1 day')).toBe(86_400_000);
  expect(parseDurationText('45seconds')).toBe(45_000);
});

it('answers null for anything that is not a positive whole count of a known unit', () => {
  for (const text of ['', 'days', '0 days', '-1 days', '1.5 days', '3 fortnights', '90', '1 day 2 hours']) {
    expect([text, parseDurationText(text)]).toEqual([text, null]);
  }
});
