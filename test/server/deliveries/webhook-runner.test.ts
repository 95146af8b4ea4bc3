import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { userAdmin } from '../../../server/accounts/user-admin.ts';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import { DeliveryRunner } from '../../../server/deliveries/delivery-runner.ts';
import { deliveryOutbox } from '../../../server/deliveries/outbox.ts';
import type { WebhookMessage } from '../../../server/deliveries/webhook-message.ts';
import {
  newWebhookSecret,
  webhookRecipient,
  webhookSender,
} from '../../../server/deliveries/webhook-sender.ts';
import { openMemoryStore } from '../../../server/store/memory/memory-store.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';
import { recordingLogger, T0 } from './mail-runner-setup.ts';

let hook: WebhookReceiver | undefined;
afterEach(async () => {
  await hook?.close();
  hook = undefined;
});

/** A webhook queued in a memory store as the notifier will queue it, and a runner over that store. */
async function setup() {
  const secret = newWebhookSecret();
  hook = await startWebhookReceiver(secret);
  const store = openMemoryStore();
  await userAdmin(store, () => T0).add('owner@example.org');
  const owner = await store.findUserByEmail('owner@example.org');
  if (owner === undefined) throw new Error('the owner was not added');
  const cipher = aesGcmCipher(randomBytes(32));
  const clock = { now: T0 };
  const { logger, lines } = recordingLogger();
  const outbox = deliveryOutbox({ store, cipher, now: () => clock.now, queued: () => {} });
  const message: WebhookMessage = {
    url: hook.url,
    secret,
    id: 'msg_7Qa1',
    body: JSON.stringify({ type: 'push.viewed', data: { digest: '0a1b2c3d4e5f' } }),
    contentType: 'application/json',
    headers: {},
  };
  await outbox.queue({
    channel: 'webhook',
    userId: owner.id,
    kind: 'push.viewed',
    recipient: webhookRecipient(hook.url),
    message,
  });
  // The runner's clock is the test's; the signature's stays real, as the receiver checks it against now.
  const runner = new DeliveryRunner({
    store,
    cipher,
    logger,
    now: () => clock.now,
    senders: { webhook: webhookSender({ allowedNetworks: ['127.0.0.1/32'] }) },
  });
  const only = async () => {
    const [record, ...more] = await store.listUserDeliveries(owner.id, 10);
    if (record === undefined || more.length > 0) throw new Error('not exactly one delivery');
    return record;
  };
  return { hook, secret, clock, lines, runner, only };
}

describe('webhooks through the delivery runner', () => {
  it('retries a 500 after 10 s and records the webhook delivered on the second try, same id, both signed', async () => {
    const { hook, secret, clock, lines, runner, only } = await setup();
    hook.failNext(1, 500);
    await runner.runDue();
    expect(await only()).toMatchObject({
      channel: 'webhook',
      recipient: '127.0.0.1',
      status: 'pending',
      attempts: 1,
      nextAttemptAt: T0 + 10_000,
      lastError: 'http 500',
    });
    clock.now = T0 + 10_000;
    await runner.runDue();
    expect(await only()).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastError: null,
      doneAt: T0 + 10_000,
    });
    expect(hook.received.map((r) => [r.answer, r.verified, r.headers['webhook-id']])).toEqual([
      [500, true, 'msg_7Qa1'],
      [204, true, 'msg_7Qa1'],
    ]);
    expect(lines).toEqual([
      'webhook push.viewed to 127.0.0.1: try 1 failed (http 500); next in 10 s',
      'webhook push.viewed to 127.0.0.1: sent on try 2',
    ]);
    const path = new URL(hook.url).pathname;
    for (const secretPart of [path, path.split('/').at(-1) ?? path, secret, secret.slice(6)]) {
      expect(lines.join('\n')).not.toContain(secretPart);
    }
  });

  it('gives up at once on 410 Gone', async () => {
    const { hook, lines, runner, only } = await setup();
    hook.failNext(1, 410);
    await runner.runDue();
    expect(await only()).toMatchObject({ status: 'failed', attempts: 1, lastError: 'http 410', doneAt: T0 });
    expect(lines).toEqual(['webhook push.viewed to 127.0.0.1: given up after try 1 (http 410)']);
  });
});
