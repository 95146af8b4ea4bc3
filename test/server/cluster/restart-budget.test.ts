import { expect, it } from 'vitest';
import { restartBudget } from '../../../server/cluster/restart-budget.ts';

it('allows a few restarts a minute, refuses past them, and allows one again as each leaves the minute', () => {
  let now = 0;
  const budget = restartBudget({ restarts: 3, withinMs: 60_000, now: () => now });
  const takeAt = (at: number) => {
    now = at;
    return budget.take();
  };
  expect([takeAt(0), takeAt(10_000), takeAt(20_000)]).toEqual([true, true, true]);
  expect(takeAt(59_999)).toBe(false);
  expect(takeAt(60_000)).toBe(true);
  expect(takeAt(60_001)).toBe(false);
  expect(takeAt(70_000)).toBe(true);
});
