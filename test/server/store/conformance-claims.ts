import { expect, it } from 'vitest';
import type { Opened } from './conformance.ts';
import { DAY, ownerMeta, pushRecord, T0, visitor } from './fixtures.ts';

const anyone = { owner: false, audit: visitor };
const theOwner = { owner: true, audit: ownerMeta };

export function claimRules(adapter: Opened): void {
  it('finds an inserted push as it was stored and logs its creation', async () => {
    const store = await adapter.open();
    const push = pushRecord({ ownerId: 'u1', name: 'db' });
    await store.insertPush(push, visitor, T0);
    expect(await store.findPush(push.urlToken)).toEqual(push);
    expect(await store.findPush('no-such-token')).toBeUndefined();
    expect(await store.auditLog(push.urlToken, { offset: 0, limit: 50 })).toEqual([
      { kind: 'creation', ...visitor, createdAt: T0 },
    ]);
  });

  it("keeps a push's sealed gate through a view, a listing and reopening, and none on an ungated push", async () => {
    let store = await adapter.open();
    const gated = pushRecord({ ownerId: 'u1', expireAfterViews: 3, gate: 'sealed:gate' });
    const open = pushRecord({ ownerId: 'u1' });
    await store.insertPush(gated, visitor, T0);
    await store.insertPush(open, visitor, T0);
    const claim = await store.claimView(gated.urlToken, anyone, T0 + 1);
    expect(claim?.push.gate).toBe('sealed:gate');
    if (adapter.durable) store = await adapter.reopen(store);
    expect(await store.findPush(gated.urlToken)).toEqual({ ...gated, countedViews: 1 });
    expect(await store.findPush(open.urlToken)).toEqual(open);
    expect((await store.findPush(open.urlToken))?.gate).toBeUndefined();
    const listed = await store.listByOwner('u1', { expired: false, now: T0 + 2, offset: 0, limit: 10 });
    expect(listed.map((p) => p.gate ?? null).sort()).toEqual([null, 'sealed:gate']);
  });

  it("logs a gate's entries with their detail, after the push's others, and nothing for a push not there", async () => {
    let store = await adapter.open();
    const push = pushRecord({ gate: 'sealed:gate' });
    await store.insertPush(push, visitor, T0);
    await store.logGate(push.urlToken, { kind: 'failed_gate', detail: 'email' }, visitor, T0 + 1);
    await store.logGate(
      push.urlToken,
      { kind: 'gate_passed', detail: 'code:bob@client.example' },
      visitor,
      T0 + 2,
    );
    await store.logGate('no-such-token', { kind: 'failed_gate', detail: 'network' }, visitor, T0 + 3);
    if (adapter.durable) store = await adapter.reopen(store);
    expect(await store.auditLog(push.urlToken, { offset: 0, limit: 50 })).toEqual([
      { kind: 'gate_passed', ...visitor, createdAt: T0 + 2, detail: 'code:bob@client.example' },
      { kind: 'failed_gate', ...visitor, createdAt: T0 + 1, detail: 'email' },
      { kind: 'creation', ...visitor, createdAt: T0 },
    ]);
  });

  it('refuses a second push with the same url token', async () => {
    const store = await adapter.open();
    const push = pushRecord();
    await store.insertPush(push, visitor, T0);
    await expect(store.insertPush({ ...push, payload: 'other' }, visitor, T0)).rejects.toThrow(/taken/);
    expect((await store.findPush(push.urlToken))?.payload).toBe(push.payload);
  });

  it('counts a view and hands out the payload while views remain', async () => {
    const store = await adapter.open();
    const push = pushRecord({ expireAfterViews: 2 });
    await store.insertPush(push, visitor, T0);
    const claim = await store.claimView(push.urlToken, anyone, T0 + 1);
    expect(claim).toEqual({ outcome: 'view', push: { ...push, countedViews: 1 }, expiredNow: null });
    expect(await store.findPush(push.urlToken)).toEqual({ ...push, countedViews: 1 });
  });

  it('hands out the payload on the last view, then keeps the push expired without its secrets', async () => {
    const store = await adapter.open();
    const push = pushRecord({ expireAfterViews: 1, passphrase: 'sealed:pass', files: [] });
    await store.insertPush(push, visitor, T0);
    const claim = await store.claimView(push.urlToken, anyone, T0 + 5);
    expect(claim?.outcome).toBe('view');
    expect(claim?.push).toMatchObject({ payload: 'sealed:secret', expired: false, countedViews: 1 });
    expect(claim?.expiredNow?.payload).toBe('sealed:secret');
    expect(await store.findPush(push.urlToken)).toEqual({
      ...push,
      countedViews: 1,
      expired: true,
      expiredOn: T0 + 5,
      updatedAt: T0 + 5,
      payload: null,
      passphrase: null,
    });
  });

  it("logs the owner's read as owner_view without counting it", async () => {
    const store = await adapter.open();
    const push = pushRecord({ ownerId: 'u1', expireAfterViews: 1 });
    await store.insertPush(push, ownerMeta, T0);
    const claim = await store.claimView(push.urlToken, theOwner, T0 + 1);
    expect(claim).toEqual({ outcome: 'owner_view', push, expiredNow: null });
    expect(await store.findPush(push.urlToken)).toEqual(push);
    const kinds = (await store.auditLog(push.urlToken, { offset: 0, limit: 50 })).map((e) => e.kind);
    expect(kinds).toEqual(['owner_view', 'creation']);
  });

  it('expires a push past its days on read, counting a failed_view and returning no payload', async () => {
    const store = await adapter.open();
    const push = pushRecord({ expiresAt: T0 + DAY });
    await store.insertPush(push, visitor, T0);
    const claim = await store.claimView(push.urlToken, theOwner, T0 + DAY);
    expect(claim?.outcome).toBe('failed_view');
    expect(claim?.push).toMatchObject({ expired: true, expiredOn: T0 + DAY, payload: null, countedViews: 1 });
    expect(claim?.expiredNow).toEqual(push);
    const again = await store.claimView(push.urlToken, anyone, T0 + 2 * DAY);
    expect(again?.outcome).toBe('failed_view');
    expect(again?.expiredNow).toBeNull();
    expect(again?.push).toMatchObject({ expiredOn: T0 + DAY, countedViews: 2, payload: null });
  });

  it('answers undefined when claiming an unknown token', async () => {
    const store = await adapter.open();
    expect(await store.claimView('missing', anyone, T0)).toBeUndefined();
  });

  for (const [left, readers] of [
    [1, 50],
    [3, 50],
    [1, 200],
    [3, 200],
  ] as const) {
    it(`hands out a push with ${left} view(s) left exactly ${left} time(s) to ${readers} parallel readers`, async () => {
      const store = await adapter.open();
      const push = pushRecord({ expireAfterViews: left + 2, countedViews: 2 });
      await store.insertPush(push, visitor, T0);
      const claims = await Promise.all(
        Array.from({ length: readers }, () => store.claimView(push.urlToken, anyone, T0 + 1)),
      );
      const views = claims.filter((c) => c?.outcome === 'view');
      expect(views).toHaveLength(left);
      expect(views.every((c) => c?.push.payload === 'sealed:secret')).toBe(true);
      expect(claims.filter((c) => c?.outcome === 'failed_view')).toHaveLength(readers - left);
      expect(claims.filter((c) => c?.outcome === 'failed_view' && c.push.payload !== null)).toEqual([]);
      expect(claims.filter((c) => c?.expiredNow !== null)).toHaveLength(1);
      expect(await store.findPush(push.urlToken)).toMatchObject({
        expired: true,
        payload: null,
        countedViews: readers + 2,
      });
      const log = await store.auditLog(push.urlToken, { offset: 0, limit: readers + 1 });
      expect(log.filter((e) => e.kind === 'view')).toHaveLength(left);
    });
  }

  it('logs a failed passphrase without counting a view', async () => {
    const store = await adapter.open();
    const push = pushRecord({ expireAfterViews: 1, passphrase: 'sealed:pass' });
    await store.insertPush(push, visitor, T0);
    await store.logFailedPassphrase(push.urlToken, visitor, T0 + 1);
    expect(await store.findPush(push.urlToken)).toEqual(push);
    const log = await store.auditLog(push.urlToken, { offset: 0, limit: 50 });
    expect(log.map((e) => [e.kind, e.createdAt])).toEqual([
      ['failed_passphrase', T0 + 1],
      ['creation', T0],
    ]);
  });
}
