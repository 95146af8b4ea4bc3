import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { pollBudget, WATCH_LIMITS } from '../../extension/lib/request-budget.ts';
import { pollViews } from '../../extension/lib/view-watch.ts';
import { watchSetup } from './view-fixtures.ts';

const takeAll = (budget: ReturnType<typeof pollBudget>) => {
  let n = 0;
  while (budget.take()) n += 1;
  return n;
};

describe('the poll budget', () => {
  it('allows at most perPoll requests in one poll', () => {
    expect(takeAll(pollBudget([], 0, { perPoll: 3, perMinute: 10 }))).toBe(3);
  });

  it('counts the requests of the last 60 seconds against perMinute, and forgets older ones', () => {
    const now = 1_000_000;
    const recent = [now - 59_999, now - 30_000, now - 1];
    expect(takeAll(pollBudget(recent, now, { perPoll: 10, perMinute: 5 }))).toBe(2);
    expect(takeAll(pollBudget([now - 60_000, now - 70_000], now, { perPoll: 10, perMinute: 5 }))).toBe(5);
  });

  it('hands the times of the window on to the next poll', () => {
    const budget = pollBudget([5, 50_000], 60_010, { perPoll: 2, perMinute: 5 });
    takeAll(budget);
    expect(budget.times()).toEqual([50_000, 60_010, 60_010]);
  });

  it('stays far below Password Pusher’s default limit of 120 requests a minute', () => {
    expect(WATCH_LIMITS.perMinute).toBeLessThanOrEqual(120 / 4);
    expect(WATCH_LIMITS.perPoll).toBeLessThanOrEqual(WATCH_LIMITS.perMinute);
  });
});

describe('viewed notifications under the budget', () => {
  beforeEach(() => fakeBrowser.reset());

  it('sends no more than the budget per poll and per minute, and tells of every view in later polls', async () => {
    const w = await watchSetup();
    const tokens: string[] = [];
    for (let i = 0; i < 30; i++) tokens.push(await w.push({ name: `push ${i}` }));
    await pollViews(w.env);
    w.later(1_000);
    for (const token of tokens) await w.view(token);
    w.later(60_000);

    // Polls that come close together (an alarm, a restart, a new push) share one minute's budget.
    const sent: number[] = [];
    for (let i = 0; i < 4; i++) sent.push((await pollViews(w.env)).requests);
    expect(sent).toEqual([
      WATCH_LIMITS.perPoll,
      WATCH_LIMITS.perPoll,
      WATCH_LIMITS.perMinute - 2 * WATCH_LIMITS.perPoll,
      0,
    ]);
    expect(sent.reduce((a, b) => a + b)).toBe(WATCH_LIMITS.perMinute);

    for (let minute = 0; minute < 10 && (await w.notes()).length < 30; minute++) {
      w.later(60_000);
      expect((await pollViews(w.env)).requests).toBeLessThanOrEqual(WATCH_LIMITS.perPoll);
    }
    expect(new Set((await w.notes()).map((n) => n.message)).size).toBe(30);
  });
});
