import { describe, expect, it } from 'vitest';
import { isoTime } from '../../shared/iso-time.ts';

const viaDate = (ms: number) => new Date(ms).toISOString();

describe('isoTime', () => {
  it.each([
    ['the epoch', 0],
    ['the last millisecond of 1970', Date.UTC(1970, 11, 31, 23, 59, 59, 999)],
    ['a leap day', Date.UTC(2024, 1, 29, 12, 30, 5, 7)],
    ['the day after a leap day', Date.UTC(2024, 2, 1)],
    ['1 March of a century year without a leap day', Date.UTC(2100, 2, 1)],
    ['29 February of a 400th year', Date.UTC(2000, 1, 29, 23, 59, 59, 999)],
    ['new year', Date.UTC(2027, 0, 1)],
    ['the last instant it formats itself', Date.UTC(9999, 11, 31, 23, 59, 59, 999)],
  ])('writes %s as Date does', (_name, ms) => {
    expect(isoTime(ms)).toBe(viaDate(ms));
  });

  it('agrees with Date across 100,000 instants from 1970 to 2200', () => {
    let seed = 12_345;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const end = Date.UTC(2200, 0, 1);
    const differing: number[] = [];
    for (let i = 0; i < 100_000; i++) {
      const ms = Math.floor(next() * end);
      if (isoTime(ms) !== viaDate(ms)) differing.push(ms);
    }
    expect(differing).toEqual([]);
  });

  it('leaves instants outside its range, and fractions of a millisecond, to Date', () => {
    for (const ms of [-1, Date.UTC(1969, 6, 20, 20, 17), Date.UTC(10_000, 0, 1), 1.5]) {
      expect(isoTime(ms)).toBe(viaDate(ms));
    }
  });
});
