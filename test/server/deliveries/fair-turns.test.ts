import { afterEach, describe, expect, it } from 'vitest';
import { userAdmin } from '../../../server/accounts/user-admin.ts';
import { DeliveryRunner } from '../../../server/deliveries/delivery-runner.ts';
import { deliveryOutbox } from '../../../server/deliveries/outbox.ts';
import type { WebhookMessage } from '../../../server/deliveries/webhook-message.ts';
import {
  newWebhookSecret,
  webhookRecipient,
  webhookSender,
} from '../../../server/deliveries/webhook-sender.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../support/smtp-test-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';
import { loopbackTransport, mailOverStore, RESET } from './mail-runner-setup.ts';

const cleanups: Array<() => unknown> = [];
// Last made, first undone: the receivers close (ending hanging connections), then the runner stops.
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function receiver(): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver(newWebhookSecret());
  cleanups.push(() => started.close());
  return started;
}

/**
 * Alice (mail through a real SMTP server, a webhook of her own) and a flooder whose webhook never
 * answers, over one memory store and one runner sending both channels.
 */
async function setup() {
  const smtp: SmtpTestServer = await startSmtpTestServer();
  cleanups.push(() => smtp.close());
  const mail = await mailOverStore(() => loopbackTransport(smtp.port));
  cleanups.push(mail.closeAll);
  const { store, cipher, logger, clock, alice } = mail;
  await userAdmin(store, () => clock.now).add('flood@example.org');
  const flooder = await store.findUserByEmail('flood@example.org');
  if (flooder === undefined) throw new Error('the flooder was not added');
  const runner = new DeliveryRunner({
    store,
    cipher,
    logger,
    now: () => clock.now,
    senders: {
      mail: mail.mailer(),
      webhook: webhookSender({ allowedNetworks: ['127.0.0.1'], timeoutMs: 3_000 }),
    },
  });
  cleanups.push(() => runner.stop());
  const outbox = deliveryOutbox({ store, cipher, now: () => clock.now, queued: () => {} });
  const hook = (userId: string, to: WebhookReceiver, id: string) => {
    const message: WebhookMessage = {
      url: to.url,
      secret: newWebhookSecret(),
      id,
      body: '{"type":"push.viewed"}',
      contentType: 'application/json',
      headers: {},
    };
    return outbox.queue({
      channel: 'webhook',
      userId,
      kind: 'notify-view',
      recipient: webhookRecipient(to.url),
      message,
    });
  };
  return { smtp, mail, runner, hook, flooder, alice };
}

describe('one destination that hangs, flooded with deliveries', () => {
  it("holds one webhook slot, and delays neither another user's reset mail nor their webhook", async () => {
    const { smtp, mail, runner, hook, flooder, alice } = await setup();
    const hanging = await receiver();
    hanging.failNext(1_000, 'hang');
    const fine = await receiver();
    for (let i = 0; i < 60; i++) await hook(flooder.id, hanging, `msg_flood${i}`);
    await mail.send();
    await hook(alice.id, fine, 'msg_alice');

    runner.wake();
    const reset = await smtp.nthMail(1, 2_500);
    expect(reset.envelopeTo).toEqual([RESET.to]);
    expect((await fine.nth(1, 2_500)).headers['webhook-id']).toBe('msg_alice');
    // While the hanging receiver still holds its first try: nothing waited for it.
    const untried = await mail.store.listUserDeliveries(flooder.id, 100);
    expect(untried.filter((d) => d.attempts > 0)).toEqual([]);
    expect(hanging.received).toHaveLength(1);

    // Once its time is up, the flood's next first try goes (the timed-out one waits for its retry), still one at a time.
    await hanging.nth(2, 5_000);
    expect(hanging.received.map((r) => r.headers['webhook-id'])).toEqual(['msg_flood0', 'msg_flood1']);
    const flood = (await mail.store.listUserDeliveries(flooder.id, 100)).filter((d) => d.attempts > 0);
    expect(flood.map((d) => [d.status, d.lastError])).toEqual([['pending', 'timeout']]);
    expect(hanging.mostAtOnce()).toBe(1);
  });
});
