import { describe, expect, it } from 'vitest';
import { deliveryOutbox } from '../../../server/deliveries/outbox.ts';
import type { Logger } from '../../../server/log/log.ts';
import { pushNotifier } from '../../../server/notifications/notifier.ts';
import type { PushEventSink } from '../../../server/pushes/push-event.ts';
import { adapterHarnesses } from '../web-adapters.ts';
import { webClient } from '../web-client.ts';
import { signedInClient } from '../web-push-client.ts';
import { BOB, proveAddress } from './gate-support.ts';

const adapters = adapterHarnesses('gate_feed');
const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} } as unknown as Logger;

type FeedEntry = { event: string; viewer?: { address: string; verified_by: string } };

describe.each(adapters)("the owner's feed of gated views, on the %s store", (_name, open) => {
  it('names who opened each gated push and how, and no one for an open push; the store keeps the address sealed', async () => {
    let sink: PushEventSink = async () => {};
    const h = await open(undefined, { mail: true, events: (event) => sink(event) });
    const outbox = deliveryOutbox({
      store: h.store,
      cipher: h.cipher,
      now: () => h.clock.now,
      queued: () => {},
    });
    const notifier = pushNotifier({
      store: h.store,
      cipher: h.cipher,
      outbox,
      mailer: null,
      logger: quiet,
      now: () => h.clock.now,
    });
    sink = notifier.events;
    const byCode = await h.create({ payload: 'a', gate: { emails: [BOB] } }, h.alice);
    const { visitor } = await proveAddress(h, `/p/${byCode.url_token}`);
    await visitor.get(`/p/${byCode.url_token}`);
    // The feed is in time order: each view a moment after the one before.
    h.clock.now += 1000;
    const members = await h.create({ payload: 'b', gate: { members: true } }, h.alice);
    await (await signedInClient(h, 'bob@example.com')).get(`/p/${members.url_token}`);
    h.clock.now += 1000;
    const plain = await h.create({ payload: 'c' }, h.alice);
    await webClient(h.app).get(`/p/${plain.url_token}`);
    await notifier.idle();
    const { status, body } = await h.call('GET', '/api/v2/notifications', { token: h.alice });
    expect(status).toBe(200);
    const views = (body as { notifications: FeedEntry[] }).notifications.filter((n) => n.event === 'view');
    expect(views.map((n) => n.viewer)).toEqual([
      { address: BOB, verified_by: 'code' },
      { address: 'bob@example.com', verified_by: 'sign_in' },
      undefined,
    ]);
    const alice = await h.store.findUserByEmail('alice@example.com');
    const stored = await h.store.listNotifications(alice?.id ?? '', { createdAt: 0, id: '' }, 100);
    expect(JSON.stringify(stored)).not.toContain('bob@');
  });
});
