import { expect, it } from 'vitest';
import type { Store } from '../../../server/store/port.ts';
import type { DeliveryRecord } from '../../../server/store/records.ts';
import type { Opened } from './conformance.ts';
import { deliveryRecord } from './conformance-deliveries.ts';
import { T0, userRecord } from './fixtures.ts';

const LEASE = 60_000;

async function users(store: Store, count: number): Promise<string[]> {
  const made = Array.from({ length: count }, () => userRecord());
  for (const user of made) await store.insertUser(user);
  return made.map((user) => user.id);
}

const ids = (deliveries: readonly DeliveryRecord[]) => deliveries.map((delivery) => delivery.id);

/** Taking turns: one delivery per destination held at a time, first tries before retries. */
export function deliveryTurnRules(adapter: Opened): void {
  it("hands out one of a user's webhooks at a time, and other users' alongside it", async () => {
    const store = await adapter.open();
    const [flooder, other] = await users(store, 2);
    const flood = Array.from({ length: 5 }, (_, i) =>
      deliveryRecord({ channel: 'webhook', userId: flooder, recipient: 'hang.example', createdAt: T0 + i }),
    );
    const theirs = deliveryRecord({
      channel: 'webhook',
      userId: other,
      recipient: 'ok.example',
      createdAt: T0 + 9,
    });
    const mail = deliveryRecord({
      channel: 'mail',
      userId: flooder,
      recipient: 'example.org',
      createdAt: T0 + 8,
    });
    for (const delivery of [...flood, theirs, mail]) await store.insertDelivery(delivery);

    const first = await store.claimDueDeliveries(T0 + 10, 10, LEASE);
    expect(ids(first)).toEqual([flood[0]?.id, mail.id, theirs.id]);
    // The flood's first is still held: none of the rest is handed out meanwhile.
    expect(await store.claimDueDeliveries(T0 + 11, 10, LEASE)).toEqual([]);
    await store.finishDelivery(flood[0]?.id ?? '', { status: 'delivered' }, T0 + 12);
    expect(ids(await store.claimDueDeliveries(T0 + 13, 10, LEASE))).toEqual([flood[1]?.id]);
  });

  it("goes on with a destination's next delivery once a held one's lease is over", async () => {
    const store = await adapter.open();
    const [owner] = await users(store, 1);
    const [a, b] = [0, 1].map((i) =>
      deliveryRecord({ channel: 'webhook', userId: owner, recipient: 'hang.example', createdAt: T0 + i }),
    );
    for (const delivery of [a, b]) await store.insertDelivery(delivery as DeliveryRecord);
    expect(ids(await store.claimDueDeliveries(T0 + 5, 10, LEASE))).toEqual([a?.id]);
    // The worker holding `a` died: `a` is taken again, and `b` still waits its turn.
    expect(ids(await store.claimDueDeliveries(T0 + 5 + LEASE, 10, LEASE))).toEqual([a?.id]);
  });

  it('hands out first tries before retries due earlier', async () => {
    const store = await adapter.open();
    const [one, two] = await users(store, 2);
    const retry = deliveryRecord({ userId: one, attempts: 3, nextAttemptAt: T0, createdAt: T0 - 60_000 });
    const fresh = deliveryRecord({ userId: two, createdAt: T0 + 50, nextAttemptAt: T0 + 50 });
    const freshNoUser = deliveryRecord({ createdAt: T0 + 60, nextAttemptAt: T0 + 60 });
    for (const delivery of [retry, fresh, freshNoUser]) await store.insertDelivery(delivery);
    expect(ids(await store.claimDueDeliveries(T0 + 100, 2, LEASE))).toEqual([fresh.id, freshNoUser.id]);
    expect(ids(await store.claimDueDeliveries(T0 + 100, 2, LEASE))).toEqual([retry.id]);
  });

  it('hands deliveries that concern no user out side by side', async () => {
    const store = await adapter.open();
    const loose = [0, 1, 2].map((i) => deliveryRecord({ createdAt: T0 + i }));
    for (const delivery of loose) await store.insertDelivery(delivery);
    expect(ids(await store.claimDueDeliveries(T0 + 10, 10, LEASE))).toEqual(ids(loose));
  });

  it('holds one delivery of a destination when ten workers claim at once', async () => {
    const store = await adapter.open();
    const [owner] = await users(store, 1);
    for (let i = 0; i < 6; i++)
      await store.insertDelivery(
        deliveryRecord({ channel: 'webhook', userId: owner, recipient: 'hang.example', createdAt: T0 + i }),
      );
    const claims = await Promise.all(
      Array.from({ length: 10 }, () => store.claimDueDeliveries(T0 + 10, 5, LEASE)),
    );
    expect(claims.flat()).toHaveLength(1);
  });
}
