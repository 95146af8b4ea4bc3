import { describe, expect, it } from 'vitest';
import { restartPolicy, type WorkerEnd } from '../../../server/cluster/restart-policy.ts';
import { CANNOT_START_EXIT_CODE } from '../../../server/cluster/worker-signals.ts';

const killedWhileWaiting: WorkerEnd = { served: true, storeOpen: false, code: null, signal: 'SIGKILL' };
const killedBeforeServing: WorkerEnd = { served: false, storeOpen: false, code: null, signal: 'SIGKILL' };
const crashedRunning: WorkerEnd = { served: true, storeOpen: true, code: 1, signal: null };
const killedRunning: WorkerEnd = { served: true, storeOpen: true, code: null, signal: 'SIGKILL' };

describe('the primary deciding what a worker death means', () => {
  it('stops everything when a worker of the first start stops before it served, or says it cannot start', () => {
    const policy = restartPolicy({ now: () => 0 });
    const failedStart = { served: false, storeOpen: false, code: 1, signal: null };
    expect(policy.decide(failedStart)).toEqual({
      act: 'stop',
      why: 'stopped before it served (exit code 1)',
    });
    expect(policy.decide({ ...failedStart, code: CANNOT_START_EXIT_CODE })).toEqual({
      act: 'stop',
      why: 'cannot start (exit code 78)',
    });
  });

  it('replaces workers that die while they wait for the database, without end, after a pause that grows to 5 s and never spends the crash budget', () => {
    const policy = restartPolicy({ now: () => 0, crashesPerMinute: 2 });
    policy.storeOpened();
    const pauses = Array.from({ length: 30 }, (_, i) =>
      policy.decide(i % 2 === 0 ? killedWhileWaiting : killedBeforeServing),
    );
    expect(pauses.slice(0, 6)).toEqual(
      [500, 1_000, 2_000, 4_000, 5_000, 5_000].map((afterMs) => ({ act: 'replace', afterMs })),
    );
    expect(pauses.every((d) => d.act === 'replace')).toBe(true);
    // The budget is untouched: two crashes of running workers are still replaced at once.
    expect([policy.decide(crashedRunning), policy.decide(killedRunning)]).toEqual([
      { act: 'replace', afterMs: 0 },
      { act: 'replace', afterMs: 0 },
    ]);
  });

  it('starts the pauses over once a worker opens the store again', () => {
    const policy = restartPolicy({ now: () => 0 });
    policy.storeOpened();
    for (let i = 0; i < 5; i++) policy.decide(killedWhileWaiting);
    policy.storeOpened();
    expect(policy.decide(killedWhileWaiting)).toEqual({ act: 'replace', afterMs: 500 });
  });

  it('spends the crash budget on deaths of workers that had the store open, and stops past it', () => {
    let now = 0;
    const policy = restartPolicy({ now: () => now, crashesPerMinute: 3 });
    policy.storeOpened();
    const replaced = { act: 'replace', afterMs: 0 };
    expect([crashedRunning, killedRunning, crashedRunning].map((end) => policy.decide(end))).toEqual([
      replaced,
      replaced,
      replaced,
    ]);
    expect(policy.decide(killedRunning)).toEqual({
      act: 'stop',
      why: 'died (SIGKILL), and workers keep dying',
    });
    now = 60_000;
    expect(policy.decide(crashedRunning)).toEqual(replaced);
  });

  it('counts a waiting worker that exits by itself (a crash, not the outage) against the budget', () => {
    const policy = restartPolicy({ now: () => 0, crashesPerMinute: 1 });
    policy.storeOpened();
    const crashedWaiting = { served: true, storeOpen: false, code: 1, signal: null };
    expect(policy.decide(crashedWaiting)).toEqual({ act: 'replace', afterMs: 0 });
    expect(policy.decide(crashedWaiting)).toEqual({
      act: 'stop',
      why: 'died (exit code 1), and workers keep dying',
    });
  });

  it('tells the primary to let replacements wait for the database only once a worker has opened the store', () => {
    const policy = restartPolicy({ now: () => 0 });
    expect(policy.storeEverOpen).toBe(false);
    policy.storeOpened();
    expect(policy.storeEverOpen).toBe(true);
  });
});
