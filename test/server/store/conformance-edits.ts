import { expect, it } from 'vitest';
import type { PushEdit } from '../../../server/store/push-store.ts';
import type { PushRecord } from '../../../server/store/records.ts';
import type { Opened } from './conformance.ts';
import { DAY, ownerMeta, pushRecord, T0, visitor } from './fixtures.ts';

const anyone = { owner: false, audit: visitor };

const editOf = (push: PushRecord, changes: Partial<PushEdit> = {}): PushEdit => ({
  name: push.name,
  note: push.note,
  passphrase: push.passphrase,
  retrievalStep: push.retrievalStep,
  deletableByViewer: push.deletableByViewer,
  expireAfterDays: push.expireAfterDays,
  expiresAt: push.expiresAt,
  expireAfterViews: push.expireAfterViews,
  ...changes,
});

/** An owner's edit of a live push: what it changes, what it refuses, and how it meets claims and the sweep. */
export function editRules(adapter: Opened): void {
  it('applies an edit to a live push, logs it as edit, and keeps it across a reopen', async () => {
    let store = await adapter.open();
    const push = pushRecord({ ownerId: 'u1', passphrase: 'sealed:old', note: 'sealed:note' });
    await store.insertPush(push, ownerMeta, T0);
    await store.claimView(push.urlToken, anyone, T0 + 1);
    const changes = {
      name: 'Wi-Fi',
      note: null,
      passphrase: 'sealed:new',
      retrievalStep: true,
      deletableByViewer: false,
      expireAfterDays: 9,
      expiresAt: T0 + 9 * DAY,
      expireAfterViews: 8,
    };
    const result = await store.updatePush(push.urlToken, editOf(push, changes), ownerMeta, T0 + 2);
    const edited = { ...push, ...changes, countedViews: 1, updatedAt: T0 + 2 };
    expect(result).toEqual({ outcome: 'edited', push: edited });
    expect(await store.findPush(push.urlToken)).toEqual(edited);
    const log = await store.auditLog(push.urlToken, { offset: 0, limit: 50 });
    expect(log[0]).toEqual({ kind: 'edit', ...ownerMeta, createdAt: T0 + 2 });
    expect(log.map((e) => e.kind)).toEqual(['edit', 'view', 'creation']);
    expect(await store.updatePush('no-such-token', editOf(push), ownerMeta, T0 + 3)).toBeUndefined();
    if (!adapter.durable) return;
    store = await adapter.reopen(store);
    expect(await store.findPush(push.urlToken)).toEqual(edited);
  });

  it('refuses to edit a push that has expired, by views, by days or by hand, and changes nothing', async () => {
    const store = await adapter.open();
    const byViews = pushRecord({ expireAfterViews: 1 });
    const byDays = pushRecord({ expiresAt: T0 + DAY });
    const byHand = pushRecord();
    for (const push of [byViews, byDays, byHand]) await store.insertPush(push, ownerMeta, T0);
    await store.claimView(byViews.urlToken, anyone, T0 + 1);
    await store.expirePush(byHand.urlToken, { deleted: true, audit: ownerMeta, expiredBy: 'owner' }, T0 + 1);
    for (const push of [byViews, byDays, byHand]) {
      const before = await store.findPush(push.urlToken);
      const edit = editOf(push, { name: 'late', expireAfterViews: 50, expiresAt: T0 + 30 * DAY });
      const result = await store.updatePush(push.urlToken, edit, ownerMeta, T0 + DAY);
      expect(result).toEqual({ outcome: 'expired', push: before });
      expect(await store.findPush(push.urlToken)).toEqual(before);
      const kinds = (await store.auditLog(push.urlToken, { offset: 0, limit: 50 })).map((e) => e.kind);
      expect(kinds).not.toContain('edit');
    }
  });

  it('refuses an edit whose views are not above those used, or whose expiry has passed', async () => {
    const store = await adapter.open();
    const push = pushRecord({ expireAfterViews: 5 });
    await store.insertPush(push, ownerMeta, T0);
    await store.claimView(push.urlToken, anyone, T0 + 1);
    await store.claimView(push.urlToken, anyone, T0 + 2);
    const used = { ...push, countedViews: 2 };
    for (const changes of [{ expireAfterViews: 2 }, { expireAfterViews: 1 }, { expiresAt: T0 + 10 }]) {
      const result = await store.updatePush(push.urlToken, editOf(push, changes), ownerMeta, T0 + 10);
      expect(result).toEqual({ outcome: 'past_limits', push: used });
    }
    expect(await store.findPush(push.urlToken)).toEqual(used);
    const edited = await store.updatePush(
      push.urlToken,
      editOf(push, { expireAfterViews: 3 }),
      ownerMeta,
      T0 + 10,
    );
    expect(edited?.outcome).toBe('edited');
    expect((await store.claimView(push.urlToken, anyone, T0 + 11))?.expiredNow).not.toBeNull();
  });

  it('sweeps an edited push when its new time runs out, not at its old one', async () => {
    const store = await adapter.open();
    const longer = pushRecord({ expiresAt: T0 + DAY });
    const shorter = pushRecord({ expiresAt: T0 + 5 * DAY });
    for (const push of [longer, shorter]) await store.insertPush(push, ownerMeta, T0);
    const later = editOf(longer, { expireAfterDays: 3, expiresAt: T0 + 3 * DAY });
    const sooner = editOf(shorter, { expireAfterDays: 2, expiresAt: T0 + 2 * DAY });
    expect((await store.updatePush(longer.urlToken, later, ownerMeta, T0 + 1))?.outcome).toBe('edited');
    expect((await store.updatePush(shorter.urlToken, sooner, ownerMeta, T0 + 1))?.outcome).toBe('edited');
    expect(await store.expireDue(T0 + DAY)).toEqual([]);
    const tokens = async (at: number) => (await store.expireDue(at)).map((p) => p.urlToken);
    expect(await tokens(T0 + 2 * DAY)).toEqual([shorter.urlToken]);
    expect(await tokens(T0 + 3 * DAY)).toEqual([longer.urlToken]);
    expect(await tokens(T0 + 5 * DAY)).toEqual([]);
    expect((await store.findPush(longer.urlToken))?.expiredOn).toBe(T0 + 3 * DAY);
  });

  it('never lets an edit take views below those used while claims race it', async () => {
    const store = await adapter.open();
    for (let round = 0; round < 5; round++) {
      const push = pushRecord({ ownerId: 'u1', expireAfterViews: 20 });
      await store.insertPush(push, ownerMeta, T0);
      const claim = () => store.claimView(push.urlToken, anyone, T0 + 1);
      // The edit goes out after 0, 5, ... 20 of the claims: landing before or after the tenth view.
      const first = Array.from({ length: round * 5 }, claim);
      const edit = store.updatePush(push.urlToken, editOf(push, { expireAfterViews: 10 }), ownerMeta, T0 + 1);
      const rest = Array.from({ length: 30 - round * 5 }, claim);
      const outcomes = (await Promise.all([...first, ...rest])).map((c) => c?.outcome);
      const edited = await edit;
      const handedOut = outcomes.filter((outcome) => outcome === 'view').length;
      expect(handedOut).toBe(edited?.outcome === 'edited' ? 10 : 20);
      expect(edited).toBeDefined();
      const after = await store.findPush(push.urlToken);
      expect(after?.expired).toBe(true);
      expect(after?.expireAfterViews).toBe(edited?.outcome === 'edited' ? 10 : 20);
    }
  });
}
