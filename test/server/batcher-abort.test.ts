import { describe, expect, it } from 'vitest';
import { Batcher } from '../../server/database/batcher.ts';

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A runner whose batches wait until the test releases them, recording what each carried. */
function heldRunner() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const run = (inputs: number[]) =>
    new Promise<string[]>((resolve) => {
      batches.push(inputs);
      releases.push(() => resolve(inputs.map((n) => `answer ${n}`)));
    });
  const releaseNext = () => releases.shift()?.();
  return { run, batches, releaseNext };
}

describe('Batcher calls with a signal', () => {
  it('leaves out a call whose caller gave up while it waited, rejecting it with the reason', async () => {
    const runner = heldRunner();
    const batcher = new Batcher(runner.run, { maxInFlight: 1, maxBatch: 10 });
    const first = batcher.call(1);
    await turn();
    const leaving = new AbortController();
    const gaveUp = batcher.call(2, leaving.signal);
    const stayed = batcher.call(3, new AbortController().signal);
    const reason = new Error('the client has gone');
    leaving.abort(reason);
    runner.releaseNext();
    expect(await first).toBe('answer 1');
    await expect(gaveUp).rejects.toBe(reason);
    await turn();
    expect(runner.batches).toEqual([[1], [3]]);
    runner.releaseNext();
    expect(await stayed).toBe('answer 3');
  });

  it('sends no batch at all when every waiting caller gave up', async () => {
    const runner = heldRunner();
    const batcher = new Batcher(runner.run, { maxInFlight: 1, maxBatch: 10 });
    const signal = AbortSignal.abort(new Error('gone'));
    const settled = Promise.allSettled([batcher.call(1, signal), batcher.call(2, signal)]);
    await turn();
    expect((await settled).map((s) => s.status)).toEqual(['rejected', 'rejected']);
    expect(runner.batches).toEqual([]);
    // The batcher still serves the calls that come after.
    const later = batcher.call(3);
    await turn();
    runner.releaseNext();
    expect(await later).toBe('answer 3');
  });
});
