import { describe, expect, it } from 'vitest';
import { noticeQueue } from '../../../server/notifications/notice-queue.ts';
import type { PushEvent } from '../../../server/pushes/push-event.ts';

const eventAt = (at: number): PushEvent => ({
  event: 'view',
  push: { ownerId: 'owner', urlToken: `t${at}`, name: '', kind: 'text', createdAt: 0 },
  at,
});

describe('the queue of owners’ notices', () => {
  it('tells them in the order they came, two at a time, and is idle once all are told', async () => {
    const started: number[] = [];
    const finish = new Map<number, () => void>();
    const queue = noticeQueue(
      (event) =>
        new Promise<void>((resolve) => {
          started.push(event.at);
          finish.set(event.at, resolve);
        }),
      2,
    );
    const told = [1, 2, 3, 4].map((at) => queue.add(eventAt(at)));
    let idle = false;
    const idled = queue.idle().then(() => {
      idle = true;
    });
    expect(started).toEqual([1, 2]);
    finish.get(2)?.();
    await told[1];
    expect(started).toEqual([1, 2, 3]);
    for (const at of [1, 3]) finish.get(at)?.();
    await Promise.all([told[0], told[2]]);
    expect([started, idle]).toEqual([[1, 2, 3, 4], false]);
    finish.get(4)?.();
    await idled;
    await expect(Promise.all(told)).resolves.toEqual([undefined, undefined, undefined, undefined]);
  });

  it('goes on past a notice whose telling fails, and is idle at once when nothing waits', async () => {
    const told: number[] = [];
    const queue = noticeQueue(async (event) => {
      if (event.at === 1) throw new Error('store out of reach');
      told.push(event.at);
    }, 1);
    await expect(queue.idle()).resolves.toBeUndefined();
    await Promise.all([queue.add(eventAt(1)), queue.add(eventAt(2))]);
    await queue.idle();
    expect(told).toEqual([2]);
  });
});
