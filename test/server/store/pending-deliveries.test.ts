import { describe, expect, it } from 'vitest';
import { PendingDeliveries } from '../../../server/store/memory/pending-deliveries.ts';
import type { DeliveryRecord } from '../../../server/store/records.ts';

const NOW = 1_000_000;

function lines() {
  const records = new Map<string, DeliveryRecord>();
  const pending = new PendingDeliveries((id) => records.get(id));
  const put = (id: string, changes: Partial<DeliveryRecord> = {}) => {
    const delivery: DeliveryRecord = {
      id,
      channel: 'webhook',
      userId: 'owner',
      kind: 'notify-view',
      recipient: 'hooks.example.net',
      payload: 'sealed',
      createdAt: NOW - 1000,
      attempts: 0,
      nextAttemptAt: NOW - 1000,
      status: 'pending',
      lastError: null,
      claimedUntil: null,
      doneAt: null,
      ...records.get(id),
      ...changes,
    };
    records.set(id, delivery);
    pending.put(delivery);
  };
  const ids = (channels?: DeliveryRecord['channel'][]) => pending.claimable(NOW, channels).map((d) => d.id);
  return { pending, put, ids };
}

describe('pending deliveries in a line per destination', () => {
  it('hands out the first due of each destination no one holds, first tries before retries', () => {
    const { put, ids } = lines();
    put('retry', { attempts: 1, createdAt: NOW - 5000, nextAttemptAt: NOW - 4000 });
    put('later', { createdAt: NOW - 10, nextAttemptAt: NOW + 60_000 });
    put('first', { createdAt: NOW - 20, nextAttemptAt: NOW - 20 });
    put('mail', { channel: 'mail', recipient: 'example.com', createdAt: NOW - 30, nextAttemptAt: NOW - 30 });
    expect(ids()).toEqual(['mail', 'first']);
    expect(ids(['webhook'])).toEqual(['first']);
    put('first', { claimedUntil: NOW + 1 });
    expect(ids(['webhook'])).toEqual([]);
    // The held one tried and due again later: the destination's next is its due retry, not the first try not due yet.
    put('first', { claimedUntil: null, attempts: 1, nextAttemptAt: NOW + 10_000 });
    expect(ids(['webhook'])).toEqual(['retry']);
  });

  it('goes through a burst to one destination in the order it came, one at a time', () => {
    const { pending, put, ids } = lines();
    for (let i = 0; i < 5000; i++) put(`n${i}`, { createdAt: NOW - 5000 + i, nextAttemptAt: NOW - 5000 + i });
    const sent: string[] = [];
    for (let i = 0; i < 5000; i++) {
      const [next] = ids();
      if (next === undefined) break;
      put(next, { claimedUntil: NOW + 1 });
      expect(ids()).toEqual([]);
      pending.remove(next);
      sent.push(next);
    }
    expect(sent).toEqual(Array.from({ length: 5000 }, (_, i) => `n${i}`));
    expect(ids()).toEqual([]);
  });

  it('hands out every due delivery that concerns no user, oldest first', () => {
    const { put, ids } = lines();
    put('b', { userId: null, createdAt: NOW - 10, nextAttemptAt: NOW - 10 });
    put('a', { userId: null, createdAt: NOW - 20, nextAttemptAt: NOW - 20 });
    put('c', { userId: null, claimedUntil: NOW + 1 });
    expect(ids()).toEqual(['a', 'b']);
  });
});
