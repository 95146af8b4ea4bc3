import { describe, expect, it } from 'vitest';
import { Batcher } from '../../server/database/batcher.ts';

/** A batch runner whose batches the test answers by hand, recording what each one carried. */
function manualRunner<I>() {
  const batches: I[][] = [];
  const pending: { resolve: (out: string[]) => void; reject: (error: Error) => void; inputs: I[] }[] = [];
  const run = (inputs: I[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(inputs);
      pending.push({ resolve, reject, inputs });
    });
  const answerNext = () => {
    const next = pending.shift();
    if (next === undefined) throw new Error('no batch is waiting');
    next.resolve(next.inputs.map((input) => `answer ${String(input)}`));
  };
  const failNext = (error: Error) => pending.shift()?.reject(error);
  return { run, batches, answerNext, failNext };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('Batcher', () => {
  it('sends a lone call at once, by itself', async () => {
    const runner = manualRunner<number>();
    const batcher = new Batcher(runner.run, { maxInFlight: 2, maxBatch: 10 });
    const answer = batcher.call(1);
    await turn();
    expect(runner.batches).toEqual([[1]]);
    runner.answerNext();
    expect(await answer).toBe('answer 1');
  });

  it('sends the calls made in one turn of the event loop as one batch, each answered with its own', async () => {
    const runner = manualRunner<number>();
    const batcher = new Batcher(runner.run, { maxInFlight: 2, maxBatch: 10 });
    const answers = [1, 2, 3].map((n) => batcher.call(n));
    await turn();
    expect(runner.batches).toEqual([[1, 2, 3]]);
    runner.answerNext();
    expect(await Promise.all(answers)).toEqual(['answer 1', 'answer 2', 'answer 3']);
  });

  it('holds calls while maxInFlight batches are out, then sends them together when one returns', async () => {
    const runner = manualRunner<number>();
    const batcher = new Batcher(runner.run, { maxInFlight: 1, maxBatch: 10 });
    const first = batcher.call(1);
    await turn();
    const later = [2, 3, 4].map((n) => batcher.call(n));
    await turn();
    await turn();
    expect(runner.batches).toEqual([[1]]);
    runner.answerNext();
    await first;
    await turn();
    expect(runner.batches).toEqual([[1], [2, 3, 4]]);
    runner.answerNext();
    expect(await Promise.all(later)).toEqual(['answer 2', 'answer 3', 'answer 4']);
  });

  it('carries at most maxBatch calls in one batch, oldest first', async () => {
    const runner = manualRunner<number>();
    const batcher = new Batcher(runner.run, { maxInFlight: 3, maxBatch: 2 });
    const answers = [1, 2, 3, 4, 5].map((n) => batcher.call(n));
    await turn();
    expect(runner.batches).toEqual([[1, 2], [3, 4], [5]]);
    runner.answerNext();
    runner.answerNext();
    runner.answerNext();
    expect(await Promise.all(answers)).toHaveLength(5);
  });

  it('never puts two calls with the same key in one batch; the later one goes in the next', async () => {
    const runner = manualRunner<string>();
    const batcher = new Batcher(runner.run, { maxInFlight: 1, maxBatch: 10, keyOf: (s) => s.slice(0, 1) });
    const answers = ['a1', 'b1', 'a2', 'c1', 'a3'].map((s) => batcher.call(s));
    await turn();
    expect(runner.batches).toEqual([['a1', 'b1', 'c1']]);
    runner.answerNext();
    await turn();
    await turn();
    expect(runner.batches[1]).toEqual(['a2']);
    runner.answerNext();
    await turn();
    await turn();
    expect(runner.batches[2]).toEqual(['a3']);
    runner.answerNext();
    expect(await Promise.all(answers)).toEqual([
      'answer a1',
      'answer b1',
      'answer a2',
      'answer c1',
      'answer a3',
    ]);
  });

  it("fails every call of a failed batch with its error, and only that batch's", async () => {
    const runner = manualRunner<number>();
    const batcher = new Batcher(runner.run, { maxInFlight: 1, maxBatch: 10 });
    const failing = [1, 2].map((n) => batcher.call(n));
    await turn();
    const next = batcher.call(3);
    runner.failNext(new Error('connection lost'));
    for (const call of failing) await expect(call).rejects.toThrow('connection lost');
    await turn();
    runner.answerNext();
    expect(await next).toBe('answer 3');
  });

  it('fails a batch answered with fewer answers than calls', async () => {
    const batcher = new Batcher(async () => ['only one'], { maxInFlight: 1, maxBatch: 10 });
    const calls = [batcher.call(1), batcher.call(2)];
    for (const call of calls) await expect(call).rejects.toThrow('not answered call for call');
  });
});
