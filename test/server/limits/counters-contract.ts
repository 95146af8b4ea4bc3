import { expect, it } from 'vitest';
import type { Counters, FixedWindow, SlidingLimit } from '../../../server/limits/counters.ts';

export interface CountersUnderTest {
  counters: Counters;
  /** Keys (or rows) the counters hold now, to see what pruning forgets. */
  held(): Promise<number>;
}

const FIVE_A_MINUTE: SlidingLimit = { scope: 'test-five', limit: 5, windowMs: 60_000, maxKeys: 1000 };
const TWO_A_MINUTE: SlidingLimit = { scope: 'test-two', limit: 2, windowMs: 60_000, maxKeys: 1000 };
const MINUTE: FixedWindow = { scope: 'test-minute', periodMs: 60_000, maxKeys: 1000 };
const SECOND: FixedWindow = { scope: 'test-second', periodMs: 1_000, maxKeys: 1000 };
const T0 = Date.parse('2026-01-01T00:00:00.000Z');

async function attempts(counters: Counters, limit: SlidingLimit, key: string, times: number[]) {
  const answers = [];
  for (const at of times) answers.push(await counters.attempt(limit, key, at));
  return answers;
}

/** What every Counters implementation promises, run against each of them. */
export function countersContract(make: () => Promise<CountersUnderTest>): void {
  it('allows attempts up to the limit within the window and again once the first leaves it', async () => {
    const { counters } = await make();
    const at = [T0, T0 + 1, T0 + 2, T0 + 3, T0 + 4, T0 + 5, T0 + 59_999, T0 + 60_000, T0 + 60_001];
    expect(await attempts(counters, FIVE_A_MINUTE, 'k', at)).toEqual([
      ...[true, true, true, true, true],
      ...[false, false, true, true],
    ]);
  });

  it('counts keys and scopes apart', async () => {
    const { counters } = await make();
    expect(await attempts(counters, TWO_A_MINUTE, 'a', [T0, T0, T0])).toEqual([true, true, false]);
    expect(await attempts(counters, TWO_A_MINUTE, 'b', [T0])).toEqual([true]);
    expect(await attempts(counters, FIVE_A_MINUTE, 'a', [T0])).toEqual([true]);
  });

  it('allows exactly the limit of 200 attempts made at once', async () => {
    const { counters } = await make();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => counters.attempt(FIVE_A_MINUTE, 'once', T0 + (i % 7))),
    );
    expect(answers.filter(Boolean)).toHaveLength(5);
  });

  it('takes back one attempt, and clears a key', async () => {
    const { counters } = await make();
    await attempts(counters, TWO_A_MINUTE, 'k', [T0, T0]);
    await counters.takeBack(TWO_A_MINUTE, 'k', T0);
    expect(await attempts(counters, TWO_A_MINUTE, 'k', [T0 + 1, T0 + 2])).toEqual([true, false]);
    await counters.clear(TWO_A_MINUTE, 'k');
    expect(await attempts(counters, TWO_A_MINUTE, 'k', [T0 + 3, T0 + 3, T0 + 3])).toEqual([
      true,
      true,
      false,
    ]);
    // Taking back what was never counted changes nothing.
    await counters.takeBack(TWO_A_MINUTE, 'k', T0 + 4);
    await counters.takeBack(TWO_A_MINUTE, 'never', T0);
    expect(await counters.attempt(TWO_A_MINUTE, 'k', T0 + 5)).toBe(false);
  });

  it('counts hits per key in windows aligned to the clock and says when each ends', async () => {
    const { counters } = await make();
    const windows = [MINUTE, SECOND];
    expect(await counters.hit(windows, 'a', T0 + 500)).toEqual([
      { hits: 1, endsAt: T0 + 60_000 },
      { hits: 1, endsAt: T0 + 1000 },
    ]);
    expect(await counters.hit(windows, 'a', T0 + 999)).toEqual([
      { hits: 2, endsAt: T0 + 60_000 },
      { hits: 2, endsAt: T0 + 1000 },
    ]);
    expect(await counters.hit(windows, 'b', T0 + 999)).toEqual([
      { hits: 1, endsAt: T0 + 60_000 },
      { hits: 1, endsAt: T0 + 1000 },
    ]);
    expect(await counters.hit(windows, 'a', T0 + 1000)).toEqual([
      { hits: 3, endsAt: T0 + 60_000 },
      { hits: 1, endsAt: T0 + 2000 },
    ]);
    expect(await counters.hit([MINUTE], 'a', T0 + 60_000)).toEqual([{ hits: 1, endsAt: T0 + 120_000 }]);
  });

  it('numbers 100 hits made at once 1 to 100', async () => {
    const { counters } = await make();
    const counts = await Promise.all(Array.from({ length: 100 }, () => counters.hit([SECOND], 'burst', T0)));
    expect(counts.map((c) => c[0]?.hits).sort((x = 0, y = 0) => x - y)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
  });

  it('prunes attempts and windows that are over, and keeps the rest', async () => {
    const { counters, held } = await make();
    await counters.attempt(FIVE_A_MINUTE, 'old', T0);
    await counters.attempt(FIVE_A_MINUTE, 'recent', T0 + 30_000);
    await counters.hit([SECOND], 'old', T0);
    await counters.hit([MINUTE], 'recent', T0 + 60_000);
    expect(await held()).toBe(4);
    await counters.prune(T0 + 60_000);
    expect(await held()).toBe(2);
    expect(await attempts(counters, FIVE_A_MINUTE, 'recent', Array(5).fill(T0 + 60_000))).toEqual([
      ...[true, true, true, true, false],
    ]);
    expect(await counters.hit([MINUTE], 'recent', T0 + 60_000)).toEqual([{ hits: 2, endsAt: T0 + 120_000 }]);
  });
}
