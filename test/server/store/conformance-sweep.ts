import { expect, it } from 'vitest';
import type { Opened } from './conformance.ts';
import { DAY, pushRecord, T0, visitor } from './fixtures.ts';

/** More than one slice of the embedded stores' sweep holds, whatever size the slices grow to. */
const MANY = 1200;

async function insertDue(adapter: Opened, options: { purgeAfterMs?: number } = {}) {
  const store = await adapter.open(options);
  const due = Array.from({ length: MANY }, (_, i) =>
    pushRecord({ urlToken: `due-${i}`, expiresAt: T0 + DAY }),
  );
  const later = pushRecord({ expiresAt: T0 + 3 * DAY });
  await Promise.all([...due, later].map((p) => store.insertPush(p, visitor, T0)));
  return { store, due, later };
}

export function sweepRules(adapter: Opened): void {
  it('expires every due push of a sweep too large for one step, each once, and keeps them expired', async () => {
    const { store, due, later } = await insertDue(adapter);
    const expired = await store.expireDue(T0 + DAY);
    expect(expired.map((p) => p.urlToken).sort()).toEqual(due.map((p) => p.urlToken).sort());
    expect(expired.every((p) => !p.expired && p.payload !== null)).toBe(true);
    expect(await store.expireDue(T0 + DAY)).toEqual([]);
    const kept = adapter.durable ? await adapter.reopen(store) : store;
    for (const p of due) expect((await kept.findPush(p.urlToken))?.payload).toBeNull();
    expect(await kept.findPush(later.urlToken)).toEqual(later);
  });

  it('purges every push expired longer than the purge age, however many, and no other', async () => {
    const { store, due, later } = await insertDue(adapter, { purgeAfterMs: DAY });
    await store.expireDue(T0 + DAY);
    expect(await store.expireDue(T0 + 3 * DAY)).toEqual([later]);
    for (const p of due) expect(await store.findPush(p.urlToken)).toBeUndefined();
    expect(await store.findPush(later.urlToken)).toMatchObject({ expired: true, expiredOn: T0 + 3 * DAY });
  });

  it('tells the url tokens of the pushes it purged, each once, and none when it purged nothing', async () => {
    const { store, due } = await insertDue(adapter, { purgeAfterMs: DAY });
    const told: string[] = [];
    await store.expireDue(T0 + DAY, (tokens) => told.push(...tokens));
    expect(told).toEqual([]);
    await store.expireDue(T0 + 3 * DAY, (tokens) => told.push(...tokens));
    await store.expireDue(T0 + 3 * DAY, (tokens) => told.push(...tokens));
    expect(told.sort()).toEqual(due.map((p) => p.urlToken).sort());
  });
}
