import { expect, it } from 'vitest';
import { ACTIVITY_GENESIS, activityDigest } from '../../../server/store/activity/activity-chain.ts';
import { verifyActivity } from '../../../server/store/activity/verify-activity.ts';
import type { ActivityCutoffs } from '../../../server/store/activity-store.ts';
import { activity, inCategory } from './activity-fixtures.ts';
import type { Opened } from './conformance.ts';
import { DAY, T0 } from './fixtures.ts';

const KEEP_ALL: ActivityCutoffs = { push: null, request: null, security: null, admin: null };

/** ActivityStore: the instance's activity log, numbered, chained, append-only, with retention. */
export function activityRules(adapter: Opened): void {
  it('starts empty, at the genesis value', async () => {
    const store = await adapter.open();
    expect(await store.activityCheckpoint()).toEqual({ seq: 0, digest: ACTIVITY_GENESIS });
    expect(await store.activityHead()).toEqual({ seq: 0, digest: ACTIVITY_GENESIS });
    expect(await store.readActivity(0, 10)).toEqual([]);
    expect(await verifyActivity(store)).toMatchObject({ checked: 0, problem: null });
  });

  it('numbers each entry after the last and chains it to the digest before, every field kept', async () => {
    const store = await adapter.open();
    const first = await store.appendActivity(activity());
    const second = await store.appendActivity(
      activity({
        category: 'security',
        event: 'sign_in.failed',
        outcome: 'failure',
        target: null,
        details: {},
      }),
    );
    expect(first).toEqual({
      ...activity(),
      seq: 1,
      prevDigest: ACTIVITY_GENESIS,
      digest: activityDigest(1, activity(), ACTIVITY_GENESIS),
    });
    expect(second).toMatchObject({ seq: 2, prevDigest: first.digest, event: 'sign_in.failed', target: null });
    expect(await store.readActivity(0, 10)).toEqual([first, second]);
    expect(await store.readActivity(1, 10)).toEqual([second]);
    // The head is the newest entry's number and digest.
    expect(await store.activityHead()).toEqual({ seq: 2, digest: second.digest });
    expect(await store.readActivity(0, 1)).toEqual([first]);
  });

  it('keeps no detail the allow-list refuses, whatever the caller hands it', async () => {
    const store = await adapter.open();
    const details = {
      kind: 'text',
      payload: 'the secret',
      passphrase: 'open sesame',
      link: 'https://push.example/p/abc',
      urlToken: 'abc123',
      token: 'api-token-value',
      code: '123456',
      password: 'hunter2',
      reason: 'https://push.example/p/abc',
    };
    const kept = await store.appendActivity(activity({ details }));
    expect(kept.details).toEqual({ kind: 'text' });
    expect((await store.readActivity(0, 1))[0]?.details).toEqual({ kind: 'text' });
  });

  it('digests text beyond ASCII alike on every adapter', async () => {
    const store = await adapter.open();
    const given = activity({
      actor: { kind: 'user', id: 'u-ø', name: 'zoë.ångström@exämple.com' },
      browser: 'Navigateur « 🦊 »',
    });
    const kept = await store.appendActivity(given);
    expect(kept.digest).toBe(activityDigest(1, given, ACTIVITY_GENESIS));
    expect(await verifyActivity(store)).toMatchObject({ checked: 1, problem: null });
  });

  it('takes appends made at once without forking the chain', async () => {
    const store = await adapter.open();
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, i) => store.appendActivity(activity({ at: T0 + i }))),
    );
    expect(made.map((entry) => entry.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect(await verifyActivity(store, { batch: 5 })).toMatchObject({ checked: 12, problem: null });
  });

  it('removes entries past their category’s retention, oldest first, and starts the log after them', async () => {
    const store = await adapter.open();
    await store.appendActivity(inCategory('push', T0));
    await store.appendActivity(inCategory('security', T0 + 1));
    await store.appendActivity(inCategory('push', T0 + 2));
    const fourth = await store.appendActivity(inCategory('push', T0 + 10 * DAY));
    const cutoffs = { ...KEEP_ALL, push: T0 + DAY, request: T0 + DAY, security: T0 + 2 };
    expect(await store.removeOldActivity({ ...cutoffs, security: null }, 10)).toEqual({
      removed: 2,
      more: false,
    });
    // The first went whole; the third keeps its link behind the security entry still kept.
    expect(await store.activityCheckpoint()).toMatchObject({ seq: 1 });
    const kept = await store.readActivity(0, 10);
    expect(kept.map((entry) => [entry.seq, entry.removed === true])).toEqual([
      [2, false],
      [3, true],
      [4, false],
    ]);
    expect(kept[1]).toMatchObject({
      event: '',
      actor: { kind: 'anonymous', id: null },
      details: {},
      address: null,
    });
    expect(await verifyActivity(store)).toMatchObject({ checked: 3, problem: null });
    expect(await store.removeOldActivity(cutoffs, 1)).toEqual({ removed: 1, more: false });
    expect(await store.activityCheckpoint()).toMatchObject({ seq: 3 });
    expect(await store.readActivity(0, 10)).toEqual([fourth]);
    expect(await verifyActivity(store)).toMatchObject({ checked: 1, problem: null });
    const next = await store.appendActivity(activity());
    expect(next).toMatchObject({ seq: 5, prevDigest: fourth.digest });
  });

  it('removes in slices of the size asked, saying when more are due', async () => {
    const store = await adapter.open();
    for (let i = 0; i < 5; i++) await store.appendActivity(inCategory('request', T0 + i));
    const cutoffs = { ...KEEP_ALL, request: T0 + DAY };
    expect(await store.removeOldActivity(cutoffs, 2)).toEqual({ removed: 2, more: true });
    expect(await store.removeOldActivity(cutoffs, 2)).toEqual({ removed: 2, more: true });
    expect(await store.removeOldActivity(cutoffs, 2)).toEqual({ removed: 1, more: false });
    expect(await store.activityCheckpoint()).toMatchObject({ seq: 5 });
    expect(await store.removeOldActivity(KEEP_ALL, 2)).toEqual({ removed: 0, more: false });
  });

  it('keeps the log, its checkpoint and its head when opened again', async () => {
    if (!adapter.durable) return;
    const store = await adapter.open();
    await store.appendActivity(inCategory('push', T0));
    const second = await store.appendActivity(inCategory('admin', T0 + 1));
    await store.removeOldActivity({ ...KEEP_ALL, push: T0 + 1 }, 10);
    const again = await adapter.reopen(store);
    expect(await again.activityCheckpoint()).toMatchObject({ seq: 1 });
    expect(await again.readActivity(0, 10)).toEqual([second]);
    expect(await again.appendActivity(activity())).toMatchObject({ seq: 3, prevDigest: second.digest });
    expect(await verifyActivity(again)).toMatchObject({ checked: 2, problem: null });
  });
}
