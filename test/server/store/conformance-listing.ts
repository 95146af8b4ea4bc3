import { expect, it } from 'vitest';
import { listedPush } from '../../../server/store/records.ts';
import type { Opened } from './conformance.ts';
import { DAY, ownerMeta, pushRecord, T0, visitor } from './fixtures.ts';

export function listingRules(adapter: Opened): void {
  it("lists an owner's pushes newest first, judging expiry by limits at the given time", async () => {
    const store = await adapter.open();
    const old = pushRecord({ ownerId: 'u1', createdAt: T0, expiresAt: T0 + DAY });
    const mid = pushRecord({ ownerId: 'u1', createdAt: T0 + 1, expiresAt: T0 + 9 * DAY });
    const usedUp = pushRecord({ ownerId: 'u1', createdAt: T0 + 2, expireAfterViews: 1, countedViews: 1 });
    const other = pushRecord({ ownerId: 'u2', createdAt: T0 + 3 });
    const newest = pushRecord({ ownerId: 'u1', createdAt: T0 + 4, expiresAt: T0 + 9 * DAY });
    for (const p of [old, mid, usedUp, other, newest]) await store.insertPush(p, ownerMeta, p.createdAt);
    const page = { offset: 0, limit: 50 };
    const tokens = async (expired: boolean, now: number) =>
      (await store.listByOwner('u1', { expired, now, ...page })).map((p) => p.urlToken);
    expect(await tokens(false, T0 + 5)).toEqual([newest.urlToken, mid.urlToken, old.urlToken]);
    expect(await tokens(true, T0 + 5)).toEqual([usedUp.urlToken]);
    expect(await tokens(false, T0 + 2 * DAY)).toEqual([newest.urlToken, mid.urlToken]);
    expect(await tokens(true, T0 + 2 * DAY)).toEqual([usedUp.urlToken, old.urlToken]);
    expect(await store.listByOwner('nobody', { expired: false, now: T0, ...page })).toEqual([]);
  });

  it('lists every field of a push but its payload', async () => {
    const store = await adapter.open();
    const push = pushRecord({
      ownerId: 'u1',
      name: 'listed',
      payload: `sealed:${'x'.repeat(4096)}`,
      passphrase: 'sealed:pass',
      note: 'sealed:note',
      files: [{ id: 'f1', filename: 'a.txt', contentType: 'text/plain', size: 3 }],
    });
    await store.insertPush(push, ownerMeta, T0);
    const [listed] = await store.listByOwner('u1', { expired: false, now: T0, offset: 0, limit: 50 });
    expect(listed).toEqual(listedPush(push));
    expect(listed && 'payload' in listed).toBe(false);
    expect((await store.findPush(push.urlToken))?.payload).toBe(push.payload);
  });

  it('keeps and lists the mark of an end-to-end sealed push, and no mark on a plain one', async () => {
    const store = await adapter.open();
    const sealed = pushRecord({ ownerId: 'u1', createdAt: T0, sealed: true });
    const plain = pushRecord({ ownerId: 'u1', createdAt: T0 + 1 });
    for (const p of [sealed, plain]) await store.insertPush(p, ownerMeta, p.createdAt);
    const listed = await store.listByOwner('u1', { expired: false, now: T0 + 2, offset: 0, limit: 50 });
    expect(listed.map((p) => [p.urlToken, p.sealed])).toEqual([
      [plain.urlToken, undefined],
      [sealed.urlToken, true],
    ]);
    expect((await store.findPush(sealed.urlToken))?.sealed).toBe(true);
    expect(await store.expireDue(sealed.expiresAt)).toContainEqual(expect.objectContaining({ sealed: true }));
  });

  it('pages a listing by offset and limit', async () => {
    const store = await adapter.open();
    const pushes = Array.from({ length: 7 }, (_, i) => pushRecord({ ownerId: 'u1', createdAt: T0 + i }));
    for (const p of pushes) await store.insertPush(p, ownerMeta, p.createdAt);
    const list = await store.listByOwner('u1', { expired: false, now: T0 + 10, offset: 3, limit: 3 });
    expect(list.map((p) => p.urlToken)).toEqual([3, 2, 1].map((i) => pushes[i]?.urlToken));
  });

  it('expires pushes whose days ran out in a sweep, returning them as they were', async () => {
    const store = await adapter.open();
    const due = pushRecord({ expiresAt: T0 + DAY, passphrase: 'sealed:pass' });
    const later = pushRecord({ expiresAt: T0 + 3 * DAY });
    for (const p of [due, later]) await store.insertPush(p, visitor, T0);
    expect(await store.expireDue(T0 + DAY - 1)).toEqual([]);
    expect(await store.expireDue(T0 + DAY)).toEqual([due]);
    expect(await store.findPush(due.urlToken)).toMatchObject({
      expired: true,
      expiredOn: T0 + DAY,
      payload: null,
      passphrase: null,
      deleted: false,
    });
    expect(await store.findPush(later.urlToken)).toEqual(later);
    expect(await store.expireDue(T0 + DAY + 1)).toEqual([]);
  });

  it('leaves pushes that already expired by views or deletion out of a later sweep', async () => {
    const store = await adapter.open();
    const viewed = pushRecord({ expiresAt: T0 + DAY, expireAfterViews: 1 });
    const deleted = pushRecord({ expiresAt: T0 + DAY });
    const due = pushRecord({ expiresAt: T0 + DAY });
    for (const p of [viewed, deleted, due]) await store.insertPush(p, visitor, T0);
    await store.claimView(viewed.urlToken, { owner: false, audit: visitor }, T0 + 1);
    await store.expirePush(deleted.urlToken, { deleted: true, audit: visitor }, T0 + 1);
    expect((await store.expireDue(T0 + 2 * DAY)).map((p) => p.urlToken)).toEqual([due.urlToken]);
    expect(await store.findPush(viewed.urlToken)).toMatchObject({ expiredOn: T0 + 1 });
  });

  it('names the files that stored pushes hold, and none of an expired push', async () => {
    const store = await adapter.open();
    const file = (id: string) => ({ id, filename: `${id}.txt`, contentType: 'text/plain', size: 1 });
    const kept = pushRecord({ kind: 'file', ownerId: 'u1', files: [file('a'), file('b')] });
    const deleted = pushRecord({ kind: 'file', ownerId: 'u1', files: [file('c')] });
    for (const p of [kept, deleted, pushRecord()]) await store.insertPush(p, ownerMeta, T0);
    expect(await store.heldFileIds()).toEqual(new Set(['a', 'b', 'c']));
    await store.expirePush(deleted.urlToken, { deleted: true, audit: ownerMeta }, T0 + 1);
    expect(await store.heldFileIds()).toEqual(new Set(['a', 'b']));
  });

  it("expires a push on request, logging 'expire' only the first time", async () => {
    const store = await adapter.open();
    const push = pushRecord({ ownerId: 'u1' });
    await store.insertPush(push, ownerMeta, T0);
    const first = await store.expirePush(
      push.urlToken,
      { deleted: true, audit: ownerMeta, expiredBy: 'owner' },
      T0 + 1,
    );
    expect(first?.before).toEqual(push);
    expect(first?.after).toMatchObject({ expired: true, deleted: true, expiredOn: T0 + 1, payload: null });
    const second = await store.expirePush(push.urlToken, { deleted: true, audit: visitor }, T0 + 2);
    expect(second?.before).toEqual(first?.after);
    expect(second?.after).toEqual(first?.after);
    const kinds = (await store.auditLog(push.urlToken, { offset: 0, limit: 50 })).map((e) => e.kind);
    expect(kinds).toEqual(['expire', 'creation']);
    expect(await store.expirePush('missing', { deleted: true, audit: visitor }, T0)).toBeUndefined();
  });

  it('records who expired a push in its expire entry, and keeps it across a reopen', async () => {
    const store = await adapter.open();
    const mine = pushRecord({ ownerId: 'u1' });
    const theirs = pushRecord({ ownerId: 'u1' });
    for (const p of [mine, theirs]) await store.insertPush(p, ownerMeta, T0);
    await store.expirePush(mine.urlToken, { deleted: true, audit: ownerMeta, expiredBy: 'owner' }, T0 + 1);
    await store.expirePush(theirs.urlToken, { deleted: true, audit: visitor, expiredBy: 'viewer' }, T0 + 2);
    const again = adapter.durable ? await adapter.reopen(store) : store;
    const latest = async (urlToken: string) => (await again.auditLog(urlToken, { offset: 0, limit: 1 }))[0];
    expect(await latest(mine.urlToken)).toEqual({
      kind: 'expire',
      ...ownerMeta,
      createdAt: T0 + 1,
      expiredBy: 'owner',
    });
    expect(await latest(theirs.urlToken)).toEqual({
      kind: 'expire',
      ...visitor,
      createdAt: T0 + 2,
      expiredBy: 'viewer',
    });
  });

  it('marks an already expired push deleted when it is deleted later, without a second expire entry', async () => {
    const store = await adapter.open();
    const push = pushRecord({ expireAfterViews: 1 });
    await store.insertPush(push, visitor, T0);
    await store.claimView(push.urlToken, { owner: false, audit: visitor }, T0 + 1);
    const deleted = await store.expirePush(push.urlToken, { deleted: true, audit: visitor }, T0 + 2);
    expect(deleted?.after).toMatchObject({ expired: true, deleted: true, expiredOn: T0 + 1 });
    const kinds = (await store.auditLog(push.urlToken, { offset: 0, limit: 50 })).map((e) => e.kind);
    expect(kinds).toEqual(['view', 'creation']);
  });

  it('returns the audit log newest first, a page at a time', async () => {
    const store = await adapter.open();
    const push = pushRecord({ expireAfterViews: 100 });
    await store.insertPush(push, visitor, T0);
    for (let i = 1; i <= 60; i++)
      await store.claimView(push.urlToken, { owner: false, audit: visitor }, T0 + i);
    const first = await store.auditLog(push.urlToken, { offset: 0, limit: 50 });
    const second = await store.auditLog(push.urlToken, { offset: 50, limit: 50 });
    expect(first.map((e) => e.createdAt)).toEqual(Array.from({ length: 50 }, (_, i) => T0 + 60 - i));
    expect(second.map((e) => e.createdAt)).toEqual(Array.from({ length: 11 }, (_, i) => T0 + 10 - i));
    expect(second.at(-1)?.kind).toBe('creation');
    expect(await store.auditLog(push.urlToken, { offset: 61, limit: 50 })).toEqual([]);
    expect(await store.auditLog('missing', { offset: 0, limit: 50 })).toEqual([]);
  });

  it('deletes pushes and their audit once they have been expired longer than the purge age', async () => {
    const store = await adapter.open({ purgeAfterMs: 10 * DAY });
    const gone = pushRecord({ expiresAt: T0 + DAY });
    const kept = pushRecord({ expiresAt: T0 + 5 * DAY, ownerId: 'u1' });
    for (const p of [gone, kept]) await store.insertPush(p, visitor, T0);
    await store.expireDue(T0 + DAY);
    await store.expireDue(T0 + 5 * DAY);
    await store.expireDue(T0 + 11 * DAY);
    expect(await store.findPush(gone.urlToken)).toBeUndefined();
    expect(await store.auditLog(gone.urlToken, { offset: 0, limit: 50 })).toEqual([]);
    expect(await store.findPush(kept.urlToken)).toMatchObject({ expired: true, expiredOn: T0 + 5 * DAY });
    await store.expireDue(T0 + 15 * DAY);
    expect(await store.findPush(kept.urlToken)).toBeUndefined();
    expect(
      await store.listByOwner('u1', { expired: true, now: T0 + 15 * DAY, offset: 0, limit: 50 }),
    ).toEqual([]);
  });

  it("lists a purged push's url token once when it is used again", async () => {
    const store = await adapter.open({ purgeAfterMs: DAY });
    const first = pushRecord({ ownerId: 'u1', expiresAt: T0 + DAY });
    const siblings = Array.from({ length: 4 }, (_, i) => pushRecord({ ownerId: 'u1', createdAt: T0 + i }));
    for (const p of [first, ...siblings]) await store.insertPush(p, ownerMeta, p.createdAt);
    await store.expireDue(T0 + DAY);
    await store.expireDue(T0 + 2 * DAY);
    const again = pushRecord({ urlToken: first.urlToken, ownerId: 'u1', createdAt: T0 + 2 * DAY });
    await store.insertPush(again, ownerMeta, T0 + 2 * DAY);
    const listed = await store.listByOwner('u1', { expired: false, now: T0 + 2 * DAY, offset: 0, limit: 50 });
    expect(listed.map((p) => p.urlToken)).toEqual([again, ...siblings.reverse()].map((p) => p.urlToken));
  });
}
