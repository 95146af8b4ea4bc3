import { describe, expect, it } from 'vitest';
import { AttemptLog } from '../../../server/limits/attempt-log.ts';

describe('AttemptLog', () => {
  it('counts attempts within the window and forgets older ones', () => {
    const log = new AttemptLog(1000, 100);
    log.attempt('a', 0, 10);
    log.attempt('a', 500, 10);
    expect(log.count('a', 999)).toBe(2);
    expect(log.count('a', 1000)).toBe(1);
    expect(log.count('a', 1500)).toBe(0);
    expect(log.size).toBe(0);
  });

  it('refuses past the limit within the window, counting nothing, and allows again as the window moves', () => {
    const log = new AttemptLog(60_000, 100);
    const answers = Array.from({ length: 10_000 }, (_, i) => log.attempt('push', i, 5));
    expect(answers.filter(Boolean)).toHaveLength(5);
    expect(log.count('push', 10_000)).toBe(5);
    expect([log.attempt('push', 59_999, 5), log.attempt('push', 60_000, 5)]).toEqual([false, true]);
  });

  it('holds at most its number of keys under a flood of distinct keys, forgetting the least recently used', () => {
    const log = new AttemptLog(60_000, 1000);
    log.attempt('victim', 0, 5);
    for (let i = 0; i < 998; i++) log.attempt(`k${i}`, 1, 5);
    log.attempt('victim', 2, 5);
    log.attempt('new1', 2, 5);
    log.attempt('new2', 2, 5);
    expect([log.count('k0', 2), log.count('victim', 2)]).toEqual([0, 2]);
    for (let i = 0; i < 100_000; i++) log.attempt(`flood${i}`, 3, 5);
    expect(log.size).toBeLessThanOrEqual(1000);
    expect(log.count('flood99999', 3)).toBe(1);
    expect(log.count('victim', 3)).toBe(0);
  });

  it('takes back one attempt and clears a key', () => {
    const log = new AttemptLog(60_000, 100);
    log.attempt('a', 1, 5);
    log.attempt('a', 2, 5);
    log.remove('a', 1);
    expect(log.count('a', 3)).toBe(1);
    log.clear('a');
    expect(log.count('a', 3)).toBe(0);
  });
});
