import { expect, it } from 'vitest';
import { StoreConflictError } from '../../../server/store/store-conflict.ts';
import type { Opened } from './conformance.ts';
import { requestRecord } from './conformance-requests.ts';
import { DAY, pushRecord, T0, userRecord } from './fixtures.ts';

const session = (userId: string, idHash: string, expiresAt = T0 + DAY) => ({
  idHash,
  userId,
  passwordTag: 'tag',
  expiresAt,
});

const device = (userId: string, id: string) => ({
  id,
  userId,
  tokenHash: `device-${id}`,
  name: 'Firefox on Linux',
  createdAt: T0,
  lastUsedAt: null,
});

/** Suspending and restoring a user; handing a leaving user's pushes and requests to another. */
export function suspensionRules(adapter: Opened): void {
  it('suspends a user and revokes their API token, browser tokens and sessions in the same step, across reopening', async () => {
    const store = await adapter.open();
    const user = userRecord();
    const other = userRecord();
    for (const u of [user, other]) await store.insertUser(u);
    await store.insertSession(session(user.id, 's-1'));
    await store.insertSession(session(user.id, 's-2'));
    await store.insertSession(session(other.id, 's-3'));
    await store.insertDeviceToken(device(user.id, 'd-1'));
    await store.insertDeviceToken(device(other.id, 'd-2'));
    expect(await store.countUserSessions(user.id, T0)).toBe(2);
    expect(await store.setUserSuspended(user.id, true)).toBe('done');
    const again = adapter.durable ? await adapter.reopen(store) : store;
    const found = await again.findUserById(user.id);
    expect([found?.suspended, found?.tokenHash]).toEqual([true, null]);
    expect(await again.findUserByTokenHash(user.tokenHash ?? '')).toBeUndefined();
    expect(await again.countUserSessions(user.id, T0)).toBe(0);
    expect(await again.findSession('s-1')).toBeUndefined();
    expect(await again.listDeviceTokens(user.id)).toEqual([]);
    expect(await again.findDeviceToken('device-d-1')).toBeUndefined();
    // The other user keeps everything.
    expect((await again.findUserById(other.id))?.suspended).toBeUndefined();
    expect(await again.countUserSessions(other.id, T0)).toBe(1);
    expect((await again.listDeviceTokens(other.id)).map((d) => d.id)).toEqual(['d-2']);
  });

  it('restores a suspended user without giving back their tokens, and keeps the suspension through an update made from an older read', async () => {
    const store = await adapter.open();
    const user = userRecord();
    await store.insertUser(user);
    expect(await store.setUserSuspended(user.id, true)).toBe('done');
    // An update made from a read before the suspension (a password set meanwhile) gives no token back.
    await store.updateUser({ ...user, passwordHash: 'new' });
    const updated = await store.findUserById(user.id);
    expect([updated?.suspended, updated?.tokenHash]).toEqual([true, null]);
    expect(await store.findUserByTokenHash(user.tokenHash ?? '')).toBeUndefined();
    expect(await store.setUserSuspended(user.id, false)).toBe('done');
    const restored = await store.findUserById(user.id);
    expect([restored?.suspended, restored?.tokenHash, restored?.passwordHash]).toEqual([
      undefined,
      null,
      'new',
    ]);
    expect(await store.setUserSuspended('nobody', true)).toBe('unknown');
  });

  it('refuses to suspend the last administrator not suspended, and no longer counts a suspended one as standing in', async () => {
    const store = await adapter.open();
    const first = userRecord({ admin: true });
    const second = userRecord({ admin: true });
    for (const u of [first, second]) await store.insertUser(u);
    expect(await store.setUserSuspended(first.id, true)).toBe('done');
    expect(await store.setUserSuspended(second.id, true)).toBe('last_admin');
    expect((await store.findUserById(second.id))?.suspended).toBeUndefined();
    expect(await store.setUserAdmin(second.id, false)).toBe('last_admin');
    expect(await store.removeUserUnlessLastAdmin(second.id)).toBe('last_admin');
    expect(await store.setUserSuspended(first.id, false)).toBe('done');
    expect(await store.setUserSuspended(second.id, true)).toBe('done');
  });

  it('counts only the live sessions of a user', async () => {
    const store = await adapter.open();
    const user = userRecord();
    await store.insertUser(user);
    await store.insertSession(session(user.id, 'live', T0 + DAY));
    await store.insertSession(session(user.id, 'past', T0 - 1));
    expect(await store.countUserSessions(user.id, T0)).toBe(1);
  });

  it("hands a user's active pushes to another user, leaving the expired ones and everyone else's", async () => {
    const store = await adapter.open();
    const [from, to, bystander] = [userRecord(), userRecord(), userRecord()];
    for (const u of [from, to, bystander]) await store.insertUser(u);
    const active = pushRecord({ ownerId: from.id, createdAt: T0 });
    const viewedOut = pushRecord({
      ownerId: from.id,
      createdAt: T0 + 1,
      expireAfterViews: 1,
      countedViews: 1,
    });
    const pastDays = pushRecord({ ownerId: from.id, createdAt: T0 + 2, expiresAt: T0 + 5 });
    const theirs = pushRecord({ ownerId: bystander.id, createdAt: T0 + 3 });
    const audit = { ip: '', userAgent: '', referrer: '' };
    for (const push of [active, viewedOut, pastDays, theirs])
      await store.insertPush(push, audit, push.createdAt);
    expect(await store.handOverPushes(from.id, to.id, T0 + 10)).toBe(1);
    const again = adapter.durable ? await adapter.reopen(store) : store;
    const list = (ownerId: string, expired: boolean) =>
      again.listByOwner(ownerId, { expired, now: T0 + 10, offset: 0, limit: 10 });
    expect((await list(to.id, false)).map((p) => p.urlToken)).toEqual([active.urlToken]);
    expect(await list(from.id, false)).toEqual([]);
    expect((await list(from.id, true)).map((p) => p.urlToken).sort()).toEqual(
      [viewedOut.urlToken, pastDays.urlToken].sort(),
    );
    expect((await again.findPush(active.urlToken))?.ownerId).toBe(to.id);
    expect((await list(bystander.id, false)).map((p) => p.urlToken)).toEqual([theirs.urlToken]);
    expect(await again.handOverPushes(from.id, to.id, T0 + 10)).toBe(0);
  });

  it("hands a user's open requests to another user, who then lists them and whose they stay when the first is removed", async () => {
    const store = await adapter.open();
    const [from, to] = [userRecord(), userRecord()];
    for (const u of [from, to]) await store.insertUser(u);
    const open = requestRecord({ ownerId: from.id, createdAt: T0 });
    const answered = requestRecord({ ownerId: from.id, createdAt: T0 + 1 });
    for (const request of [open, answered]) await store.insertRequest(request);
    await store.answerRequest(answered.urlToken, 'sealed:answer', T0 + 2);
    await expect(store.handOverRequests(from.id, 'nobody', T0 + 3)).rejects.toBeInstanceOf(
      StoreConflictError,
    );
    expect(await store.handOverRequests(from.id, to.id, T0 + 3)).toBe(1);
    await store.removeUser(from.id);
    const again = adapter.durable ? await adapter.reopen(store) : store;
    const page = { now: T0 + 3, offset: 0, limit: 10 };
    expect((await again.listRequests(to.id, page)).map((r) => r.urlToken)).toEqual([open.urlToken]);
    expect((await again.findRequest(open.urlToken))?.ownerId).toBe(to.id);
    expect(await again.findRequest(answered.urlToken)).toBeUndefined();
    const answer = await again.answerRequest(open.urlToken, 'sealed:answer', T0 + 4);
    expect([answer?.outcome, answer?.request.ownerId]).toEqual(['answered', to.id]);
  });
}
