import { expect, it } from 'vitest';
import { openMemoryStore } from '../../../server/store/memory/memory-store.ts';
import { nextSliceLimit, sweepInSlices } from '../../../server/store/memory/sliced-sweep.ts';
import { stateStore } from '../../../server/store/memory/state-store.ts';
import { StoreState } from '../../../server/store/memory/store-state.ts';
import { DAY, pushRecord, T0, visitor } from './fixtures.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

it('lets other work run between the slices of a large sweep, each slice its own mutation', async () => {
  const store = openMemoryStore();
  const due = Array.from({ length: 5000 }, (_, i) =>
    pushRecord({ urlToken: `due-${i}`, expiresAt: T0 + DAY }),
  );
  for (const p of due) await store.insertPush(p, visitor, T0);
  let finished = false;
  const sweep = store.expireDue(T0 + DAY).then((expired) => {
    finished = true;
    return expired;
  });
  await nextTurn();
  expect(finished).toBe(false);
  let expiredSoFar = 0;
  for (const p of due) if ((await store.findPush(p.urlToken))?.expired) expiredSoFar++;
  expect(expiredSoFar).toBeGreaterThan(0);
  expect(expiredSoFar).toBeLessThan(due.length);
  expect((await sweep).length).toBe(due.length);
});

it('runs sweeps asked for at once one after the other, so no turn of the event loop runs two slices', async () => {
  let turn = 0;
  let ticking = true;
  const tick = () => {
    turn++;
    if (ticking) setImmediate(tick);
  };
  const slicesByTurn = new Map<number, number>();
  const store = stateStore(new StoreState(), {
    persist: async (effects) => {
      if (effects.some((effect) => effect.t === 'push' && effect.push.expired))
        slicesByTurn.set(turn, (slicesByTurn.get(turn) ?? 0) + 1);
    },
    purgeAfterMs: null,
    close: async () => {},
  });
  const due = Array.from({ length: 3000 }, (_, i) =>
    pushRecord({ urlToken: `due-${i}`, expiresAt: T0 + DAY }),
  );
  for (const p of due) await store.insertPush(p, visitor, T0);
  tick();
  const sweeps = await Promise.all([1, 2, 3].map(() => store.expireDue(T0 + DAY)));
  ticking = false;
  expect(
    sweeps
      .flat()
      .map((p) => p.urlToken)
      .sort(),
  ).toEqual(due.map((p) => p.urlToken).sort());
  expect(slicesByTurn.size).toBeGreaterThan(1);
  expect(Math.max(...slicesByTurn.values())).toBe(1);
});

it('sizes each slice by how long the one before held the event loop', async () => {
  let now = 0;
  const asked: number[] = [];
  const holds = [80, 80, 80, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const expired = await sweepInSlices(
    async (limit) => {
      asked.push(limit);
      now += holds[asked.length - 1] ?? 0;
      return { expired: [pushRecord()], more: asked.length < holds.length };
    },
    () => now,
  );
  expect(asked).toEqual([100, 10, 1, 1, 2, 4, 8, 16, 32, 64, 128, 256]);
  expect(expired).toHaveLength(holds.length);
});

it('keeps slices between one entry and a bound that caps the journal line, however fast or slow they run', () => {
  expect(nextSliceLimit(400, 0)).toBe(500);
  expect(nextSliceLimit(500, 0.01)).toBe(500);
  expect(nextSliceLimit(1, 1000)).toBe(1);
  expect(nextSliceLimit(100, 16)).toBe(50);
});
