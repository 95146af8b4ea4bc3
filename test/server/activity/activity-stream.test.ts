import { describe, expect, it } from 'vitest';
import {
  type ActivitySink,
  StreamSendError,
  streamActivity,
  streamHasWork,
} from '../../../server/activity/activity-stream.ts';
import { retryDelay } from '../../../server/activity/activity-streamer.ts';
import type { ActivityEntry } from '../../../server/store/activity-store.ts';
import { openMemoryStore } from '../../../server/store/memory/memory-store.ts';
import { activity } from '../store/activity-fixtures.ts';
import { DAY, T0 } from '../store/fixtures.ts';

/** A sink that takes what it is sent, or refuses the next `failNext` batches. */
function recordingSink(batchSize = 3) {
  const batches: number[][] = [];
  let failNext = 0;
  const sink: ActivitySink = {
    name: 'test',
    batchSize,
    async send(entries: readonly ActivityEntry[]) {
      if (failNext > 0) {
        failNext--;
        throw new StreamSendError('ECONNREFUSED');
      }
      batches.push(entries.map((entry) => entry.seq));
      return 'taken';
    },
  };
  return { sink, batches, fail: (count: number) => (failNext = count) };
}

async function storeWith(count: number) {
  const store = openMemoryStore();
  for (let i = 0; i < count; i++) await store.appendActivity(activity({ at: T0 + i }));
  return store;
}

describe('streaming the activity log to a sink', () => {
  it('sends every entry in batches, oldest first, and keeps its place after the last taken', async () => {
    const store = await storeWith(7);
    const { sink, batches } = recordingSink();
    expect(await streamActivity({ store, sink, start: 'start' })).toBe('done');
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(await store.streamCursor('test')).toEqual({ seq: 7, pending: null });
    await store.appendActivity(activity());
    await streamActivity({ store, sink, start: 'start' });
    expect(batches.at(-1)).toEqual([8]);
  });

  it('keeps the cursor before a batch the receiver refused, and sends it whole again, then the rest', async () => {
    const store = await storeWith(5);
    const { sink, batches, fail } = recordingSink();
    await streamActivity({ store, sink, start: 'start' });
    await store.appendActivity(activity());
    await store.appendActivity(activity());
    fail(1);
    await expect(streamActivity({ store, sink, start: 'start' })).rejects.toThrow(StreamSendError);
    expect(await store.streamCursor('test')).toEqual({ seq: 5, pending: null });
    await streamActivity({ store, sink, start: 'start' });
    expect(batches.flat()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('starts a new sink after the newest entry when told "now", and keeps that place before anything new', async () => {
    const store = await storeWith(4);
    const { sink, batches } = recordingSink();
    expect(await streamActivity({ store, sink, start: 'now' })).toBe('done');
    expect(batches).toEqual([]);
    expect(await store.streamCursor('test')).toEqual({ seq: 4, pending: null });
    await store.appendActivity(activity());
    await streamActivity({ store, sink, start: 'now' });
    expect(batches).toEqual([[5]]);
  });

  it('passes over what retention left of an entry, and moves past a batch of nothing but those', async () => {
    const store = openMemoryStore();
    await store.appendActivity(activity({ category: 'admin', at: T0 }));
    await store.appendActivity(activity({ category: 'push', event: 'push.viewed', at: T0 }));
    await store.appendActivity(activity({ category: 'admin', at: T0 + 1 }));
    // The push event goes; the older administration entry before it keeps its link in place.
    await store.removeOldActivity({ push: T0 + DAY, request: null, security: null, admin: null }, 10);
    const { sink, batches } = recordingSink(1);
    await streamActivity({ store, sink, start: 'start' });
    expect(batches).toEqual([[1], [3]]);
    expect(await store.streamCursor('test')).toEqual({ seq: 3, pending: null });
  });

  it('for a sink that hands batches over, waits until the batch was taken, and sends a lost one again', async () => {
    const store = await storeWith(4);
    const handed: Array<{ id: string; seqs: number[] }> = [];
    const states = new Map<string, 'taken' | 'waiting' | 'lost'>();
    const sink: ActivitySink = {
      name: 'outbox',
      batchSize: 3,
      async send(entries, batchId) {
        handed.push({ id: batchId, seqs: entries.map((e) => e.seq) });
        states.set(batchId, 'waiting');
        return 'handed';
      },
      check: async (batchId) => states.get(batchId) ?? 'lost',
    };
    let n = 0;
    const deps = { store, sink, start: 'start' as const, newId: () => `batch-${++n}` };
    expect(await streamActivity(deps)).toBe('waiting');
    expect(await store.streamCursor('outbox')).toEqual({ seq: 0, pending: { id: 'batch-1', throughSeq: 3 } });
    expect(await streamActivity(deps)).toBe('waiting');
    expect(handed).toHaveLength(1);
    states.set('batch-1', 'lost');
    await streamActivity(deps);
    expect(handed.map((h) => h.seqs)).toEqual([
      [1, 2, 3],
      [1, 2, 3],
    ]);
    states.set('batch-2', 'taken');
    await streamActivity(deps);
    expect(handed.map((h) => h.seqs).at(-1)).toEqual([4]);
    expect(await store.streamCursor('outbox')).toEqual({ seq: 3, pending: { id: 'batch-3', throughSeq: 4 } });
  });

  it('has work for a sink not started, a batch handed over, or entries past the cursor, and none otherwise', async () => {
    const store = await storeWith(2);
    const { sink } = recordingSink();
    expect(await streamHasWork({ store, sink })).toBe(true);
    await streamActivity({ store, sink, start: 'start' });
    expect(await streamHasWork({ store, sink })).toBe(false);
    await store.appendActivity(activity());
    expect(await streamHasWork({ store, sink })).toBe(true);
    await store.saveStreamCursor('test', { seq: 3, pending: { id: 'b', throughSeq: 3 } });
    expect(await streamHasWork({ store, sink })).toBe(true);
  });

  it('waits longer after each failure in a row, up to the longest wait', () => {
    const timing = { pollMs: 1000, retryMs: 100, retryMaxMs: 1000 };
    expect([1, 2, 3, 4, 5, 9].map((failures) => retryDelay(failures, timing))).toEqual([
      100, 200, 400, 800, 1000, 1000,
    ]);
  });
});
