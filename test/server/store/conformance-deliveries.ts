import { expect, it } from 'vitest';
import type { DeliveryRecord } from '../../../server/store/records.ts';
import { StoreConflictError } from '../../../server/store/store-conflict.ts';
import type { Opened } from './conformance.ts';
import { deliveryOutcomeRules } from './conformance-delivery-outcomes.ts';
import { deliveryTurnRules } from './conformance-delivery-turns.ts';
import { T0, userRecord } from './fixtures.ts';

let next = 0;
export function deliveryRecord(overrides: Partial<DeliveryRecord> = {}): DeliveryRecord {
  next++;
  return {
    id: `delivery-${next}-${Math.random().toString(36).slice(2)}`,
    channel: 'mail',
    userId: null,
    kind: 'reset',
    recipient: 'example.com',
    payload: `sealed:mail-${next}`,
    createdAt: T0,
    attempts: 0,
    nextAttemptAt: T0,
    status: 'pending',
    lastError: null,
    claimedUntil: null,
    doneAt: null,
    ...overrides,
  };
}

const LEASE = 60_000;

/** Deliveries: claimed by one worker at a time while its lease runs, due ones only, oldest due first. */
export function deliveryRules(adapter: Opened): void {
  it('hands a due delivery out once, and again only once its lease is over', async () => {
    const store = await adapter.open();
    const delivery = deliveryRecord({ channel: 'webhook', recipient: 'hooks.example.net' });
    await store.insertDelivery(delivery);
    const held = { ...delivery, claimedUntil: T0 + 5 + LEASE };
    expect(await store.claimDueDeliveries(T0 + 5, 10, LEASE)).toEqual([held]);
    expect(await store.claimDueDeliveries(T0 + 6, 10, LEASE)).toEqual([]);
    expect(await store.claimDueDeliveries(T0 + 4 + LEASE, 10, LEASE)).toEqual([]);
    const later = T0 + 5 + LEASE;
    expect(await store.claimDueDeliveries(later, 10, LEASE)).toEqual([
      { ...delivery, claimedUntil: later + LEASE },
    ]);
  });

  it('hands out nothing before a delivery is due', async () => {
    const store = await adapter.open();
    const delivery = deliveryRecord({ nextAttemptAt: T0 + 1000 });
    await store.insertDelivery(delivery);
    expect(await store.claimDueDeliveries(T0 + 999, 10, LEASE)).toEqual([]);
    expect(await store.claimDueDeliveries(T0 + 1000, 10, LEASE)).toEqual([
      { ...delivery, claimedUntil: T0 + 1000 + LEASE },
    ]);
  });

  it('hands out at most the limit, the one due longest first', async () => {
    const store = await adapter.open();
    // Made in the other order than they fall due: the order is by when each is due.
    const late = deliveryRecord({ nextAttemptAt: T0 + 30, createdAt: T0 - 30 });
    const early = deliveryRecord({ nextAttemptAt: T0 + 10, createdAt: T0 - 10 });
    const middle = deliveryRecord({ nextAttemptAt: T0 + 20, createdAt: T0 - 20 });
    const notYet = deliveryRecord({ nextAttemptAt: T0 + 1000, createdAt: T0 - 1000 });
    for (const delivery of [late, early, middle, notYet]) await store.insertDelivery(delivery);
    const first = await store.claimDueDeliveries(T0 + 100, 2, LEASE);
    expect(first.map((d) => d.id)).toEqual([early.id, middle.id]);
    const rest = await store.claimDueDeliveries(T0 + 100, 2, LEASE);
    expect(rest.map((d) => d.id)).toEqual([late.id]);
    expect(await store.claimDueDeliveries(T0 + 100, 0, LEASE)).toEqual([]);
  });

  it('finds a delivery by its id as it stands after each try, and none under an unknown id', async () => {
    const store = await adapter.open();
    const delivery = deliveryRecord({ channel: 'webhook', recipient: 'hooks.example.net' });
    await store.insertDelivery(delivery);
    expect(await store.findDelivery(delivery.id)).toEqual(delivery);
    await store.claimDueDeliveries(T0 + 5, 10, LEASE);
    await store.finishDelivery(delivery.id, { status: 'delivered' }, T0 + 6);
    expect(await store.findDelivery(delivery.id)).toMatchObject({
      status: 'delivered',
      attempts: 1,
      doneAt: T0 + 6,
    });
    expect(await store.findDelivery('no-such-delivery')).toBeUndefined();
  });

  it('refuses a second delivery under a taken id', async () => {
    const store = await adapter.open();
    const delivery = deliveryRecord();
    await store.insertDelivery(delivery);
    await expect(store.insertDelivery({ ...delivery, kind: 'signup' })).rejects.toBeInstanceOf(
      StoreConflictError,
    );
  });

  it("lists a user's deliveries newest first, only theirs, up to the limit", async () => {
    const store = await adapter.open();
    const [alice, bob] = [userRecord(), userRecord()];
    for (const user of [alice, bob]) await store.insertUser(user);
    const old = deliveryRecord({ userId: alice.id, createdAt: T0 });
    const sameTimeFirst = deliveryRecord({ userId: alice.id, createdAt: T0 + 10 });
    const sameTimeSecond = deliveryRecord({ userId: alice.id, createdAt: T0 + 10 });
    const newest = deliveryRecord({ userId: alice.id, createdAt: T0 + 20 });
    const bobs = deliveryRecord({ userId: bob.id, createdAt: T0 + 15 });
    const nobodys = deliveryRecord({ createdAt: T0 + 30 });
    for (const d of [old, sameTimeFirst, newest, bobs, sameTimeSecond, nobodys])
      await store.insertDelivery(d);
    expect(await store.listUserDeliveries(alice.id, 10)).toEqual([
      newest,
      sameTimeSecond,
      sameTimeFirst,
      old,
    ]);
    expect(await store.listUserDeliveries(alice.id, 2)).toEqual([newest, sameTimeSecond]);
    expect(await store.listUserDeliveries(bob.id, 10)).toEqual([bobs]);
    expect(await store.listUserDeliveries('no-such-user', 10)).toEqual([]);
  });

  it('gives a due delivery to exactly one of ten workers claiming it at once', async () => {
    const store = await adapter.open();
    const delivery = deliveryRecord();
    await store.insertDelivery(delivery);
    const claims = await Promise.all(
      Array.from({ length: 10 }, () => store.claimDueDeliveries(T0 + 1, 5, LEASE)),
    );
    expect(claims.flat()).toEqual([{ ...delivery, claimedUntil: T0 + 1 + LEASE }]);
  });

  deliveryOutcomeRules(adapter);
  deliveryTurnRules(adapter);
}
