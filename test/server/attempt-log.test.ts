import { describe, expect, it } from 'vitest';
import { AttemptLog } from '../../server/http/attempt-log.ts';

describe('AttemptLog', () => {
  it('counts attempts within the window and forgets older ones', () => {
    const log = new AttemptLog(1000, 10, 100);
    log.add('a', 0);
    log.add('a', 500);
    expect(log.count('a', 999)).toBe(2);
    expect(log.count('a', 1000)).toBe(1);
    expect(log.count('a', 1500)).toBe(0);
    expect(log.size).toBe(0);
  });

  it('keeps at most its per-key number of times, however many attempts come', () => {
    const log = new AttemptLog(60_000, 5, 100);
    for (let i = 0; i < 10_000; i++) log.add('push', i);
    expect(log.count('push', 10_000)).toBe(5);
  });

  it('holds at most its number of keys under a flood of distinct keys, forgetting the least recently used', () => {
    const log = new AttemptLog(60_000, 5, 1000);
    log.add('victim', 0);
    for (let i = 0; i < 998; i++) log.add(`k${i}`, 1);
    log.add('victim', 2);
    log.add('new1', 2);
    log.add('new2', 2);
    expect([log.count('k0', 2), log.count('victim', 2)]).toEqual([0, 2]);
    for (let i = 0; i < 100_000; i++) log.add(`flood${i}`, 3);
    expect(log.size).toBeLessThanOrEqual(1000);
    expect(log.count('flood99999', 3)).toBe(1);
    expect(log.count('victim', 3)).toBe(0);
  });

  it('takes back one attempt and clears a key', () => {
    const log = new AttemptLog(60_000, 5, 100);
    log.add('a', 1);
    log.add('a', 2);
    log.remove('a', 1);
    expect(log.count('a', 3)).toBe(1);
    log.clear('a');
    expect(log.count('a', 3)).toBe(0);
  });
});
