import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import { deliveryOutbox } from '../../../server/deliveries/outbox.ts';
import type { Logger } from '../../../server/log/log.ts';
import { pushNotifier } from '../../../server/notifications/notifier.ts';
import type { PushEventSink } from '../../../server/pushes/push-event.ts';
import { openMemoryStore } from '../../../server/store/memory/memory-store.ts';
import type { Store } from '../../../server/store/port.ts';
import { type Harness, harness } from '../harness.ts';
import { webClient } from '../web-client.ts';

/** Alice's push with two views, read once through the API and once as the page; both answers' statuses. */
async function readsWith(events: PushEventSink, store?: Store, before?: (h: Harness) => Promise<void>) {
  const h = await harness(undefined, { events, ...(store ? { store } : {}) });
  await before?.(h);
  const push = await h.create({ payload: 'hunter2', expire_after_views: 2, retrieval_step: false }, h.alice);
  const api = await h.call('GET', `/api/v2/pushes/${push.url_token}`);
  const page = await webClient(h.app).get(`/p/${push.url_token}`);
  return { h, push, statuses: [api.status, page.status], payload: (api.body as { payload: string }).payload };
}

describe("the owner's notice of a view", () => {
  it('does not hold the answer: a notifier that never finishes leaves both reads answered', async () => {
    const told: string[] = [];
    const never: PushEventSink = (event) => {
      told.push(event.event);
      return new Promise(() => {});
    };
    const { statuses, payload } = await readsWith(never);
    expect([statuses, payload]).toEqual([[200, 200], 'hunter2']);
    expect(told).toEqual(['view', 'view', 'expire']);
  });

  it('fails no read: a notifier that throws, or whose promise is refused, leaves both reads answered', async () => {
    const throws: PushEventSink = () => {
      throw new Error('notifier broke');
    };
    const refuses: PushEventSink = async () => {
      throw new Error('notifier broke later');
    };
    for (const events of [throws, refuses]) {
      const { h, push, statuses, payload } = await readsWith(events);
      expect([statuses, payload]).toEqual([[200, 200], 'hunter2']);
      expect(await h.auditKinds(push.url_token)).toEqual(['creation', 'view', 'view']);
    }
  });

  it('still arrives, stored after the answer: in the feed and the outbox once the notifier is idle', async () => {
    const store = openMemoryStore();
    const cipher = aesGcmCipher(randomBytes(32));
    const lines: string[] = [];
    const logger: Logger = { info: (l) => lines.push(l), error: (l) => lines.push(l) };
    // The feed's writes wait until the test lets them go, as a busy store would hold them.
    let letGo = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const slowFeed: Store = Object.create(store, {
      insertNotification: {
        value: async (...args: Parameters<Store['insertNotification']>) => {
          await held;
          return store.insertNotification(...args);
        },
      },
    });
    const outbox = deliveryOutbox({ store, cipher, now: Date.now, queued: () => {} });
    const notifier = pushNotifier({ store: slowFeed, cipher, outbox, mailer: null, logger, now: Date.now });
    // Alice asks to be told of views and expiry by webhook.
    const choose = async (h: Harness) => {
      const alice = await h.store.findUserByEmail('alice@example.com');
      await h.store.setNotificationSettings({
        userId: alice?.id ?? '',
        events: ['view', 'expire'],
        byEmail: false,
        webhook: {
          url: cipher.seal('https://hooks.example.net/in'),
          secret: cipher.seal('whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0'),
          format: 'standard',
        },
        updatedAt: Date.now(),
      });
    };
    const { h, statuses } = await readsWith(notifier.events, store, choose);
    expect(statuses).toEqual([200, 200]);
    const alice = await store.findUserByEmail('alice@example.com');
    if (alice === undefined) throw new Error('no alice');
    const feed = () => store.listNotifications(alice.id, { createdAt: 0, id: '' }, 100);
    expect(await feed()).toEqual([]);

    letGo();
    await notifier.idle();
    expect((await feed()).map((n) => n.event).sort()).toEqual(['expire', 'view', 'view']);
    const queued = await store.listUserDeliveries(alice.id, 100);
    expect(queued.map((d) => [d.channel, d.kind]).sort()).toEqual([
      ['webhook', 'notify-expire'],
      ['webhook', 'notify-view'],
      ['webhook', 'notify-view'],
    ]);
    expect(lines).toEqual([]);
    await h.close();
  });
});
