import { expect, it } from 'vitest';
import type { Opened } from './conformance.ts';
import { DAY, ownerMeta, pushRecord, T0, visitor } from './fixtures.ts';

const anyone = { owner: false, audit: visitor };

/** Expiry by time, concurrent changes of one push, and purging across a reopen. */
export function raceRules(adapter: Opened): void {
  it('judges a push by its days at the very moment they run out, with no sweep', async () => {
    const store = await adapter.open();
    const push = pushRecord({ ownerId: 'u1', expiresAt: T0 + DAY, expireAfterViews: 10 });
    await store.insertPush(push, ownerMeta, T0);
    const list = (expired: boolean, now: number) =>
      store.listByOwner('u1', { expired, now, offset: 0, limit: 10 });
    expect(await list(false, T0 + DAY - 1)).toHaveLength(1);
    expect((await store.claimView(push.urlToken, anyone, T0 + DAY - 1))?.outcome).toBe('view');
    expect(await list(true, T0 + DAY)).toHaveLength(1);
    expect(await list(false, T0 + DAY)).toEqual([]);
    const late = await store.claimView(push.urlToken, anyone, T0 + DAY);
    expect(late?.outcome).toBe('failed_view');
    expect(late?.expiredNow).toMatchObject({ payload: 'sealed:secret', countedViews: 1 });
    expect(await store.expireDue(T0 + DAY)).toEqual([]);
  });

  it('logs one expire entry and returns the secrets once when 20 deletions race', async () => {
    const store = await adapter.open();
    const push = pushRecord({ ownerId: 'u1' });
    await store.insertPush(push, ownerMeta, T0);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.expirePush(push.urlToken, { deleted: true, audit: ownerMeta, expiredBy: 'owner' }, T0 + 1 + i),
      ),
    );
    expect(results.filter((r) => r?.before.payload !== null)).toHaveLength(1);
    expect(results.every((r) => r?.after.expired && r.after.deleted && r.after.payload === null)).toBe(true);
    const kinds = (await store.auditLog(push.urlToken, { offset: 0, limit: 50 })).map((e) => e.kind);
    expect(kinds).toEqual(['expire', 'creation']);
  });

  it('lets exactly one of 20 parallel inserts of one url token through', async () => {
    const store = await adapter.open();
    const push = pushRecord();
    const tries = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => store.insertPush({ ...push, payload: `p${i}` }, visitor, T0)),
    );
    expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(1);
    expect(await store.auditLog(push.urlToken, { offset: 0, limit: 50 })).toHaveLength(1);
  });

  it('hands out no payload to readers once a deletion has finished, while readers race it', async () => {
    const store = await adapter.open();
    const push = pushRecord({ expireAfterViews: 1000 });
    await store.insertPush(push, visitor, T0);
    const readers = Array.from({ length: 40 }, () => store.claimView(push.urlToken, anyone, T0 + 1));
    const deletion = await store.expirePush(push.urlToken, { deleted: true, audit: visitor }, T0 + 1);
    const later = await Promise.all(
      Array.from({ length: 40 }, () => store.claimView(push.urlToken, anyone, T0 + 2)),
    );
    await Promise.all(readers);
    expect(deletion?.after.payload).toBeNull();
    expect(later.every((c) => c?.outcome === 'failed_view' && c.push.payload === null)).toBe(true);
  });

  it('purges, after a reopen, pushes that expired before it', async (context) => {
    if (!adapter.durable) return context.skip();
    const store = await adapter.open();
    const push = pushRecord({ expiresAt: T0 + DAY, expireAfterViews: 1 });
    const live = pushRecord({ expiresAt: T0 + 30 * DAY });
    for (const p of [push, live]) await store.insertPush(p, visitor, T0);
    await store.claimView(push.urlToken, anyone, T0 + 1);
    const again = await adapter.reopen(store, { purgeAfterMs: DAY });
    expect(await again.expireDue(T0 + 1 + DAY - 1)).toEqual([]);
    expect(await again.findPush(push.urlToken)).toMatchObject({ expired: true });
    await again.expireDue(T0 + 1 + DAY);
    expect(await again.findPush(push.urlToken)).toBeUndefined();
    expect(await again.auditLog(push.urlToken, { offset: 0, limit: 10 })).toEqual([]);
    expect(await again.findPush(live.urlToken)).toEqual(live);
  });
}
