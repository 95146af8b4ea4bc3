import { describe, expect, it } from 'vitest';
import { randomPool } from '../../../server/crypto/random-pool.ts';

describe('randomPool', () => {
  it('never hands out the same bytes twice, across refills', () => {
    const take = randomPool();
    const seen = new Set<string>();
    // 2,000 x 16 bytes crosses several 4 KiB refills.
    for (let i = 0; i < 2000; i++) seen.add(take(16).toString('hex'));
    expect(seen.size).toBe(2000);
  });

  it('returns copies that later draws do not change', () => {
    const take = randomPool();
    const first = take(12);
    const before = first.toString('hex');
    for (let i = 0; i < 1000; i++) take(12);
    expect(first.toString('hex')).toBe(before);
    expect(first).toHaveLength(12);
  });

  it('serves large requests directly, at their full size', () => {
    const take = randomPool();
    const big = take(4096);
    expect(big).toHaveLength(4096);
    expect(new Set(big).size).toBeGreaterThan(200);
  });
});
