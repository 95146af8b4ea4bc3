import { describe, expect, it } from 'vitest';
import { DeliveryLane } from '../../../server/deliveries/delivery-lane.ts';
import type { DeliveryRecord } from '../../../server/store/records.ts';
import { deliveryRecord } from '../store/conformance-deliveries.ts';

/** A lane over a queue of deliveries; the one named `slow` is sent only when the test lets it go. */
function laneOver(ids: string[], slots: number) {
  const waiting: DeliveryRecord[] = ids.map((id) => deliveryRecord({ id }));
  const sent: string[] = [];
  const inFlight = { now: 0, most: 0 };
  let letSlowGo: () => void = () => {};
  const lane = new DeliveryLane({
    slots,
    take: async (count) => waiting.splice(0, count),
    send: async (delivery) => {
      inFlight.now += 1;
      inFlight.most = Math.max(inFlight.most, inFlight.now);
      if (delivery.id === 'slow') await new Promise<void>((resolve) => (letSlowGo = resolve));
      else await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight.now -= 1;
      sent.push(delivery.id);
    },
    takeFailed: (error) => {
      throw error;
    },
  });
  return { lane, sent, inFlight, letSlowGo: () => letSlowGo() };
}

describe('a delivery lane', () => {
  it('fills a freed slot at once, never waiting for the slowest send of its round', async () => {
    const { lane, sent, inFlight, letSlowGo } = laneOver(['slow', 'a', 'b', 'c', 'd'], 2);
    lane.wake();
    let settled = false;
    void lane.settled().then(() => {
      settled = true;
    });
    for (let i = 0; i < 100 && sent.length < 4; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(sent).toEqual(['a', 'b', 'c', 'd']);
    expect(inFlight.most).toBe(2);
    expect(settled).toBe(false);
    letSlowGo();
    await lane.settled();
    expect(sent).toEqual(['a', 'b', 'c', 'd', 'slow']);
  });

  it('takes nothing more once stopped, and its stop waits for the sends in flight', async () => {
    const { lane, sent, letSlowGo } = laneOver(['slow', 'a'], 1);
    lane.wake();
    const stopping = lane.stop();
    let stopped = false;
    void stopping.then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    letSlowGo();
    await stopping;
    expect(sent).toEqual(['slow']);
  });
});
