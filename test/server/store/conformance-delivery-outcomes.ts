import { expect, it } from 'vitest';
import type { Store } from '../../../server/store/port.ts';
import type { Opened } from './conformance.ts';
import { deliveryRecord } from './conformance-deliveries.ts';
import { T0, userRecord } from './fixtures.ts';

const LEASE = 60_000;

async function withUser(store: Store): Promise<string> {
  const user = userRecord();
  await store.insertUser(user);
  return user.id;
}

/** How each try is recorded, what a removed user leaves behind, and what is cleared away. */
export function deliveryOutcomeRules(adapter: Opened): void {
  it('records a try that delivered, counts it, and hands the delivery out no more', async () => {
    const store = await adapter.open();
    const delivery = deliveryRecord({ userId: await withUser(store), attempts: 2, lastError: 'ETIMEDOUT' });
    await store.insertDelivery(delivery);
    await store.claimDueDeliveries(T0, 1, LEASE);
    await store.finishDelivery(delivery.id, { status: 'delivered' }, T0 + 7);
    const done = { ...delivery, attempts: 3, status: 'delivered', lastError: null, doneAt: T0 + 7 };
    expect(await store.listUserDeliveries(delivery.userId ?? '', 5)).toEqual([done]);
    expect(await store.claimDueDeliveries(T0 + 10 * LEASE, 5, LEASE)).toEqual([]);
  });

  it('records a failed try to be made again: released, counted, due at its next time and not before', async () => {
    const store = await adapter.open();
    const delivery = deliveryRecord({ userId: await withUser(store) });
    await store.insertDelivery(delivery);
    await store.claimDueDeliveries(T0, 1, LEASE);
    const retry = { status: 'pending' as const, nextAttemptAt: T0 + 5_000, error: 'ECONNREFUSED' };
    await store.finishDelivery(delivery.id, retry, T0 + 1);
    const waiting = { ...delivery, attempts: 1, nextAttemptAt: T0 + 5_000, lastError: 'ECONNREFUSED' };
    expect(await store.listUserDeliveries(delivery.userId ?? '', 5)).toEqual([waiting]);
    expect(await store.claimDueDeliveries(T0 + 4_999, 5, LEASE)).toEqual([]);
    // Released: due again before the first lease would have run out.
    expect(await store.claimDueDeliveries(T0 + 5_000, 5, LEASE)).toEqual([
      { ...waiting, claimedUntil: T0 + 5_000 + LEASE },
    ]);
    await store.finishDelivery(
      delivery.id,
      { ...retry, nextAttemptAt: T0 + 9_000, error: 'http 503' },
      T0 + 5_001,
    );
    expect(await store.listUserDeliveries(delivery.userId ?? '', 5)).toMatchObject([
      {
        attempts: 2,
        lastError: 'http 503',
        nextAttemptAt: T0 + 9_000,
        claimedUntil: null,
        status: 'pending',
      },
    ]);
  });

  it('records a delivery given up, and leaves one that is done as it is', async () => {
    const store = await adapter.open();
    const delivery = deliveryRecord({ userId: await withUser(store), attempts: 11 });
    await store.insertDelivery(delivery);
    await store.finishDelivery(delivery.id, { status: 'failed', error: 'http 410' }, T0 + 3);
    const failed = { ...delivery, attempts: 12, status: 'failed', lastError: 'http 410', doneAt: T0 + 3 };
    expect(await store.listUserDeliveries(delivery.userId ?? '', 5)).toEqual([failed]);
    await store.finishDelivery(delivery.id, { status: 'delivered' }, T0 + 4);
    await store.finishDelivery(delivery.id, { status: 'pending', nextAttemptAt: T0, error: 'x' }, T0 + 4);
    expect(await store.listUserDeliveries(delivery.userId ?? '', 5)).toEqual([failed]);
    expect(await store.claimDueDeliveries(T0 + 5, 5, LEASE)).toEqual([]);
    await store.finishDelivery('no-such-delivery', { status: 'delivered' }, T0);
  });

  it('removes deliveries done before a time, keeping those still waiting and those done since', async () => {
    const store = await adapter.open();
    const userId = await withUser(store);
    const waiting = deliveryRecord({ userId, createdAt: T0 + 1 });
    const delivered = deliveryRecord({ userId, createdAt: T0 + 2 });
    const failed = deliveryRecord({ userId, createdAt: T0 + 3 });
    const recent = deliveryRecord({ userId, createdAt: T0 + 4 });
    for (const delivery of [waiting, delivered, failed, recent]) await store.insertDelivery(delivery);
    await store.finishDelivery(delivered.id, { status: 'delivered' }, T0 + 100);
    await store.finishDelivery(failed.id, { status: 'failed', error: 'EAUTH' }, T0 + 199);
    await store.finishDelivery(recent.id, { status: 'delivered' }, T0 + 200);
    expect(await store.removeDoneDeliveries(T0 + 200)).toBe(2);
    expect((await store.listUserDeliveries(userId, 10)).map((d) => d.id)).toEqual([recent.id, waiting.id]);
    expect(await store.removeDoneDeliveries(T0 + 200)).toBe(0);
  });

  it("keeps a removed user's deliveries going, listed for no one, and keeps them across reopening", async () => {
    let store = await adapter.open();
    const [gone, other] = [await withUser(store), await withUser(store)];
    const pending = deliveryRecord({ userId: gone, createdAt: T0 + 1 });
    const done = deliveryRecord({ userId: gone, createdAt: T0 + 2 });
    const others = deliveryRecord({ userId: other, nextAttemptAt: T0 + 1 });
    for (const delivery of [pending, done, others]) await store.insertDelivery(delivery);
    await store.finishDelivery(done.id, { status: 'delivered' }, T0);
    await store.removeUser(gone);
    // One made after its user went (a notice of the removal) goes too.
    const after = deliveryRecord({ userId: gone, kind: 'notice-removed', nextAttemptAt: T0 + 2 });
    await store.insertDelivery(after);
    if (adapter.durable) store = await adapter.reopen(store);
    expect(await store.listUserDeliveries(gone, 10)).toEqual([]);
    expect(await store.listUserDeliveries(other, 10)).toEqual([others]);
    const claimed = await store.claimDueDeliveries(T0 + 5, 10, LEASE);
    expect(claimed).toEqual([
      { ...pending, userId: null, claimedUntil: T0 + 5 + LEASE },
      { ...others, claimedUntil: T0 + 5 + LEASE },
      { ...after, userId: null, claimedUntil: T0 + 5 + LEASE },
    ]);
    expect(await store.removeDoneDeliveries(T0 + 1)).toBe(1);
  });

  it('keeps waiting deliveries and their leases across closing and reopening its data', async (context) => {
    if (!adapter.durable) return context.skip();
    const store = await adapter.open();
    // Two users: one destination is held by one worker at a time.
    const held = deliveryRecord({ userId: await withUser(store), createdAt: T0 });
    const retried = deliveryRecord({ userId: await withUser(store), createdAt: T0 + 1 });
    for (const delivery of [held, retried]) await store.insertDelivery(delivery);
    await store.claimDueDeliveries(T0, 2, LEASE);
    await store.finishDelivery(
      retried.id,
      { status: 'pending', nextAttemptAt: T0 + 10, error: 'ECONNRESET' },
      T0,
    );
    const again = await adapter.reopen(store);
    expect(await again.claimDueDeliveries(T0 + 10, 5, LEASE)).toEqual([
      {
        ...retried,
        attempts: 1,
        nextAttemptAt: T0 + 10,
        lastError: 'ECONNRESET',
        claimedUntil: T0 + 10 + LEASE,
      },
    ]);
    expect(await again.claimDueDeliveries(T0 + LEASE, 5, LEASE)).toEqual([
      { ...held, claimedUntil: T0 + 2 * LEASE },
    ]);
  });
}
