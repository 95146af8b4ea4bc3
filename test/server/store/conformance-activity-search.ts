import { expect, it } from 'vitest';
import type { ActivityFilter, NewActivity } from '../../../server/store/activity-store.ts';
import type { Store } from '../../../server/store/port.ts';
import { activity } from './activity-fixtures.ts';
import type { Opened } from './conformance.ts';
import { DAY, T0 } from './fixtures.ts';

const alice = { kind: 'user' as const, id: 'u-alice', name: 'alice@example.com' };
const bob = { kind: 'user' as const, id: 'u-bob', name: 'bob@example.com' };
const nobody = { kind: 'anonymous' as const, id: null, name: null };

/** A small day of activity; entry n (1-based) is the n-th of this list, an hour apart. */
const DAY_OF: Partial<NewActivity>[] = [
  { event: 'sign_in', category: 'security', actor: alice, address: '203.0.113.5', target: null },
  {
    event: 'push.created',
    category: 'push',
    actor: alice,
    address: '203.0.113.5',
    target: { kind: 'push', id: 'p1' },
  },
  {
    event: 'push.viewed',
    category: 'push',
    actor: nobody,
    address: '198.51.100.9',
    target: { kind: 'push', id: 'p1' },
  },
  {
    event: 'sign_in.failed',
    category: 'security',
    actor: nobody,
    address: '198.51.100.9',
    target: { kind: 'user', id: 'u-bob' },
    outcome: 'failure',
  },
  { event: 'sign_in', category: 'security', actor: bob, address: '203.0.113.77', target: null },
  {
    event: 'push.created',
    category: 'push',
    actor: bob,
    address: '203.0.113.77',
    target: { kind: 'push', id: 'p2' },
  },
  {
    event: 'user.role_changed',
    category: 'admin',
    actor: alice,
    address: '203.0.113.5',
    target: { kind: 'user', id: 'u-bob' },
  },
  {
    event: 'password.changed',
    category: 'security',
    actor: alice,
    address: '2001:db8::1',
    target: { kind: 'user', id: 'u-alice' },
  },
  {
    event: 'push.viewed',
    category: 'push',
    actor: nobody,
    address: null,
    target: { kind: 'push', id: 'p2' },
  },
  {
    event: 'push.expired',
    category: 'push',
    actor: { kind: 'server', id: null, name: null },
    address: null,
    target: { kind: 'push', id: 'p1' },
  },
];

async function filled(adapter: Opened): Promise<Store> {
  const store = await adapter.open();
  for (const [i, given] of DAY_OF.entries())
    await store.appendActivity(activity({ details: {}, ...given, at: T0 + i * 3_600_000 }));
  return store;
}

const seqs = async (
  store: Store,
  filter: ActivityFilter,
  page: { beforeSeq?: number; afterSeq?: number; limit?: number } = {},
) => (await store.searchActivity(filter, { limit: 50, ...page })).map((entry) => entry.seq);

/** ActivityStore's search: every filter alone and together, newest first, paged by sequence number. */
export function activitySearchRules(adapter: Opened): void {
  it('finds every entry newest first with no filter, whole as appended', async () => {
    const store = await filled(adapter);
    expect(await seqs(store, {})).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(await store.searchActivity({}, { limit: 1 })).toEqual(await store.readActivity(9, 1));
  });

  it('finds a user’s entries as actor and as target, each once', async () => {
    const store = await filled(adapter);
    expect(await seqs(store, { userId: 'u-alice' })).toEqual([8, 7, 2, 1]);
    expect(await seqs(store, { userId: 'u-bob' })).toEqual([7, 6, 5, 4]);
    expect(await seqs(store, { userId: 'u-nobody' })).toEqual([]);
  });

  it('finds a push’s entries, one event or several, a category', async () => {
    const store = await filled(adapter);
    expect(await seqs(store, { pushId: 'p1' })).toEqual([10, 3, 2]);
    expect(await seqs(store, { pushId: 'u-bob' })).toEqual([]);
    expect(await seqs(store, { events: ['push.created'] })).toEqual([6, 2]);
    expect(await seqs(store, { events: ['push.viewed', 'sign_in', 'push.viewed'] })).toEqual([9, 5, 3, 1]);
    expect(await seqs(store, { events: [] })).toEqual([]);
    expect(await seqs(store, { category: 'security' })).toEqual([8, 5, 4, 1]);
  });

  it('finds an address exactly or by a prefix ending in a star', async () => {
    const store = await filled(adapter);
    expect(await seqs(store, { address: '203.0.113.5' })).toEqual([7, 2, 1]);
    expect(await seqs(store, { address: '203.0.113.7*' })).toEqual([6, 5]);
    expect(await seqs(store, { address: '203.0.113.*' })).toEqual([7, 6, 5, 2, 1]);
    expect(await seqs(store, { address: '2001:db8:*' })).toEqual([8]);
    expect(await seqs(store, { address: '*' })).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(await seqs(store, { address: '203.0.113' })).toEqual([]);
    expect(await seqs(store, { address: '203.0.113.%*' })).toEqual([]);
  });

  it('finds a time range, its start kept and its end left out', async () => {
    const store = await filled(adapter);
    const hour = 3_600_000;
    expect(await seqs(store, { from: T0 + 2 * hour, to: T0 + 5 * hour })).toEqual([5, 4, 3]);
    expect(await seqs(store, { from: T0 + 8 * hour })).toEqual([10, 9]);
    expect(await seqs(store, { to: T0 + hour })).toEqual([1]);
    expect(await seqs(store, { from: T0 + DAY })).toEqual([]);
  });

  it('finds an entry timed a little before one appended earlier, as clocks apart allow', async () => {
    const store = await adapter.open();
    const hour = 3_600_000;
    for (const at of [
      T0 + 10 * hour,
      T0 + 10 * hour - 20 * 60_000,
      T0 + 12 * hour,
      T0 + 11 * hour + 50 * 60_000,
    ])
      await store.appendActivity(activity({ at, details: {} }));
    expect(await seqs(store, { to: T0 + 10 * hour })).toEqual([2]);
    expect(await seqs(store, { from: T0 + 9 * hour + 30 * 60_000, to: T0 + 9 * hour + 50 * 60_000 })).toEqual(
      [2],
    );
    expect(await seqs(store, { from: T0 + 10 * hour })).toEqual([4, 3, 1]);
    expect(await seqs(store, { from: T0 + 11 * hour, to: T0 + 12 * hour })).toEqual([4]);
    expect(await seqs(store, { from: T0 + 11 * hour }, { limit: 1, afterSeq: 1 })).toEqual([3]);
  });

  it('holds every filter given at once', async () => {
    const store = await filled(adapter);
    const hour = 3_600_000;
    expect(await seqs(store, { userId: 'u-alice', category: 'security' })).toEqual([8, 1]);
    expect(await seqs(store, { userId: 'u-bob', events: ['sign_in', 'sign_in.failed'] })).toEqual([5, 4]);
    expect(await seqs(store, { pushId: 'p1', events: ['push.viewed'] })).toEqual([3]);
    expect(await seqs(store, { address: '203.0.113.*', from: T0 + 4 * hour, userId: 'u-bob' })).toEqual([
      7, 6, 5,
    ]);
    expect(
      await seqs(store, { userId: 'u-alice', address: '203.0.113.5', category: 'admin', to: T0 + 7 * hour }),
    ).toEqual([7]);
    expect(await seqs(store, { pushId: 'p2', category: 'security' })).toEqual([]);
  });

  it('pages by sequence number older and newer, keeping the filter', async () => {
    const store = await filled(adapter);
    expect(await seqs(store, {}, { limit: 3 })).toEqual([10, 9, 8]);
    expect(await seqs(store, {}, { limit: 3, beforeSeq: 8 })).toEqual([7, 6, 5]);
    expect(await seqs(store, {}, { limit: 3, afterSeq: 4 })).toEqual([7, 6, 5]);
    expect(await seqs(store, {}, { limit: 3, afterSeq: 8 })).toEqual([10, 9]);
    expect(await seqs(store, { userId: 'u-bob' }, { limit: 2, beforeSeq: 7 })).toEqual([6, 5]);
    expect(await seqs(store, { userId: 'u-bob' }, { limit: 2, beforeSeq: 5 })).toEqual([4]);
    expect(await seqs(store, { userId: 'u-bob' }, { limit: 2, afterSeq: 4 })).toEqual([6, 5]);
    expect(await seqs(store, { events: ['push.viewed', 'sign_in'] }, { limit: 1, beforeSeq: 9 })).toEqual([
      5,
    ]);
    expect(await seqs(store, { category: 'push' }, { limit: 1, afterSeq: 3 })).toEqual([6]);
    expect(await seqs(store, {}, { limit: 50, beforeSeq: 1 })).toEqual([]);
  });

  it('never finds what retention removed, links included', async () => {
    const store = await filled(adapter);
    // Pushes' entries before the fourth hour go; those after the first security entry stay as links.
    const cutoffs = { push: T0 + 4 * 3_600_000, security: null, admin: null, request: null };
    expect(await store.removeOldActivity(cutoffs, 10)).toEqual({ removed: 2, more: false });
    expect(await seqs(store, {})).toEqual([10, 9, 8, 7, 6, 5, 4, 1]);
    expect(await seqs(store, { pushId: 'p1' })).toEqual([10]);
    expect(await seqs(store, { userId: 'u-alice' })).toEqual([8, 7, 1]);
    expect(await seqs(store, { address: '203.0.113.5' })).toEqual([7, 1]);
    expect(await seqs(store, { events: ['push.created'] })).toEqual([6]);
  });

  it('finds the same after the store is opened again', async () => {
    if (!adapter.durable) return;
    const store = await filled(adapter);
    const again = await adapter.reopen(store);
    expect(await seqs(again, { userId: 'u-bob', category: 'security' })).toEqual([5, 4]);
    expect(await seqs(again, { address: '203.0.113.*' }, { limit: 2, beforeSeq: 6 })).toEqual([5, 2]);
  });
}
