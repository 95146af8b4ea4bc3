import { expect, it } from 'vitest';
import type { InvitationRecord } from '../../../server/store/records.ts';
import type { Opened } from './conformance.ts';
import { DAY, ownerMeta, pushRecord, T0, userRecord } from './fixtures.ts';

let counter = 0;
function invitation(overrides: Partial<InvitationRecord> = {}): InvitationRecord {
  counter++;
  return {
    tokenHash: `invite-${counter}-${Math.random().toString(36).slice(2)}`,
    email: `invited${counter}@example.com`,
    admin: false,
    createdAt: T0,
    expiresAt: T0 + 7 * DAY,
    startId: null,
    ...overrides,
  };
}

/** Administrators, invitations, the setup link and the counts of the admin page. */
export function invitationRules(adapter: Opened): void {
  it('never takes the last administrator away, even when two demotions or removals race', async () => {
    const store = await adapter.open();
    const [a, b, plain] = [userRecord({ admin: true }), userRecord({ admin: true }), userRecord()];
    for (const user of [a, b, plain]) await store.insertUser(user);
    const demotions = await Promise.all([store.setUserAdmin(a.id, false), store.setUserAdmin(b.id, false)]);
    expect(demotions.sort()).toEqual(['done', 'last_admin']);
    const left = (await store.listUsers()).filter((u) => u.admin);
    expect(left).toHaveLength(1);
    const last = left[0]?.id ?? '';
    expect(await store.removeUserUnlessLastAdmin(last)).toBe('last_admin');
    expect(await store.setUserAdmin(plain.id, true)).toBe('done');
    const removals = await Promise.all([
      store.removeUserUnlessLastAdmin(last),
      store.removeUserUnlessLastAdmin(plain.id),
    ]);
    expect(removals.sort()).toEqual(['done', 'last_admin']);
    expect((await store.listUsers()).filter((u) => u.admin)).toHaveLength(1);
    expect(await store.setUserAdmin('nobody', true)).toBe('unknown');
    expect(await store.removeUserUnlessLastAdmin('nobody')).toBe('unknown');
  });

  it('records the last sign-in, which a later update made from an older read keeps', async () => {
    const store = await adapter.open();
    const user = userRecord();
    await store.insertUser(user);
    expect((await store.findUserById(user.id))?.lastSignInAt).toBeUndefined();
    await store.noteSignIn(user.id, T0 + 5);
    await store.updateUser({ ...user, passwordHash: 'x' });
    const again = adapter.durable ? await adapter.reopen(store) : store;
    expect((await again.listUsers()).map((u) => [u.passwordHash, u.lastSignInAt])).toEqual([['x', T0 + 5]]);
  });

  it('counts active and expired pushes, judging days and views at the time given', async () => {
    const store = await adapter.open();
    await store.insertPush(pushRecord(), ownerMeta, T0);
    await store.insertPush(pushRecord({ expiresAt: T0 + DAY }), ownerMeta, T0);
    const oneView = pushRecord({ expireAfterViews: 1 });
    await store.insertPush(oneView, ownerMeta, T0);
    await store.claimView(oneView.urlToken, { owner: false, audit: ownerMeta }, T0 + 1);
    expect(await store.countPushes(T0 + 2)).toEqual({ active: 2, expired: 1 });
    expect(await store.countPushes(T0 + 2 * DAY)).toEqual({ active: 1, expired: 2 });
  });

  it('turns an invitation into a user once, with its e-mail, and keeps pending ones across reopening', async () => {
    let store = await adapter.open();
    const invite = invitation({ admin: true });
    const other = invitation();
    await store.insertInvitation(invite);
    await store.insertInvitation(other);
    if (adapter.durable) store = await adapter.reopen(store);
    expect((await store.listInvitations()).map((i) => i.email)).toEqual([invite.email, other.email]);
    expect(await store.findInvitation(invite.tokenHash)).toEqual(invite);
    const user = userRecord({ email: 'typed@example.com' });
    expect(await store.acceptInvitation(invite.tokenHash, user, T0 + 1)).toBe('created');
    expect(await store.findUserByEmail(invite.email ?? '')).toMatchObject({ id: user.id, admin: true });
    expect(await store.acceptInvitation(invite.tokenHash, userRecord(), T0 + 2)).toBe('unknown');
    expect(await store.acceptInvitation(other.tokenHash, userRecord(), T0 + 7 * DAY)).toBe('unknown');
    await store.removeInvitation(other.tokenHash);
    expect(await store.listInvitations()).toEqual([]);
  });

  it('refuses an invitation whose e-mail became a user, and replaces an earlier invitation to one address', async () => {
    const store = await adapter.open();
    const first = invitation({ email: 'same@example.com' });
    const second = invitation({ email: 'same@example.com' });
    await store.insertInvitation(first);
    await store.insertInvitation(second);
    expect(await store.findInvitation(first.tokenHash)).toBeUndefined();
    await store.insertUser(userRecord({ email: 'same@example.com' }));
    expect(await store.acceptInvitation(second.tokenHash, userRecord(), T0)).toBe('taken');
  });

  it('issues one setup link per start while no user exists, and it makes only the first administrator', async () => {
    const store = await adapter.open();
    const link = (startId: string) =>
      invitation({ email: null, admin: true, startId, expiresAt: T0 + 3_600_000 });
    const firstStart = link('start-1');
    expect(await store.issueSetupLink(firstStart)).toBe(true);
    expect(await store.issueSetupLink(link('start-1'))).toBe(false);
    const secondStart = link('start-2');
    expect(await store.issueSetupLink(secondStart)).toBe(true);
    expect(await store.acceptInvitation(firstStart.tokenHash, userRecord(), T0)).toBe('unknown');
    expect(await store.listInvitations()).toEqual([]);
    const first = userRecord({ email: 'root@example.com' });
    const [made, again] = await Promise.all([
      store.acceptInvitation(secondStart.tokenHash, first, T0),
      store.acceptInvitation(secondStart.tokenHash, userRecord(), T0),
    ]);
    expect([made, again]).toEqual(['created', 'unknown']);
    expect(await store.findUserByEmail('root@example.com')).toMatchObject({ admin: true });
    expect(await store.issueSetupLink(link('start-3'))).toBe(false);
  });

  it('makes no administrator from a setup link once any user exists', async () => {
    const store = await adapter.open();
    const setup = invitation({ email: null, admin: true, startId: 's' });
    expect(await store.issueSetupLink(setup)).toBe(true);
    await store.insertUser(userRecord());
    expect(await store.acceptInvitation(setup.tokenHash, userRecord(), T0)).toBe('unknown');
    expect(await store.listUsers()).toHaveLength(1);
  });
}
