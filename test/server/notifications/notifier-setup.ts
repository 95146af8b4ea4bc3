import { randomBytes } from 'node:crypto';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import { deliveryOutbox } from '../../../server/deliveries/outbox.ts';
import type { WebhookMessage } from '../../../server/deliveries/webhook-message.ts';
import type { Logger } from '../../../server/log/log.ts';
import { Mailer } from '../../../server/mail/mailer.ts';
import { pushNotifier } from '../../../server/notifications/notifier.ts';
import type { PushEvent } from '../../../server/pushes/push-event.ts';
import { openMemoryStore } from '../../../server/store/memory/memory-store.ts';
import type { Store } from '../../../server/store/port.ts';
import type {
  DeliveryRecord,
  NotificationSettingsRecord,
  NotifyEvent,
} from '../../../server/store/records.ts';

export const T0 = Date.parse('2026-03-01T08:00:00Z');
export const ORIGIN = 'https://push.example.com';
export const ALICE = { id: 'alice-id', email: 'alice@example.com' };
export const TOKEN = 'tok3n-Zq9hunter2secretlink';
export const HOOK_URL = 'https://hooks.example.net/in/Sl4ck-path-secret';
export const HOOK_SECRET = `whsec_${Buffer.alloc(24, 7).toString('base64')}`;

/** An event of alice's push "Staging database" (a text push made at T0), at T0 + 1 minute. */
export const eventOf = (event: NotifyEvent, push: Partial<PushEvent['push']> = {}): PushEvent => ({
  event,
  push: {
    ownerId: ALICE.id,
    urlToken: TOKEN,
    name: 'Staging database',
    kind: 'text',
    createdAt: T0,
    ...push,
  },
  at: T0 + 60_000,
});

/** A delivery with its sealed payload opened. */
export type Opened = DeliveryRecord & { message: Record<string, unknown> };

/**
 * A notifier over a memory store with alice in it, an outbox nothing sends from, and a Mailer
 * whose transport is never reached: what it queues is read back from the store.
 */
export async function notifierSetup(options: { mail?: boolean; store?: Store } = {}) {
  const store = options.store ?? openMemoryStore();
  const cipher = aesGcmCipher(randomBytes(32));
  const lines: string[] = [];
  const logger: Logger = { info: (l) => lines.push(l), error: (l) => lines.push(l) };
  const now = () => T0 + 120_000;
  const outbox = deliveryOutbox({ store, cipher, now, queued: () => {} });
  const transport = { sendMail: async () => ({}), close: () => {} };
  const mailer =
    options.mail === false
      ? null
      : new Mailer({ transport, from: 'push@example.com', origin: ORIGIN, logger, outbox });
  await store.insertUser({ ...ALICE, tokenHash: null, passwordHash: null, createdAt: T0, admin: false });
  let ids = 0;
  const notifier = pushNotifier({
    store,
    cipher,
    outbox,
    mailer,
    logger,
    now,
    newId: () => `n${++ids}`,
    newMessageId: () => `m${ids}`,
  });
  /** Stores alice's choices: every event, by mail and a standard webhook, unless `choices` say otherwise. */
  const choose = (choices: Partial<NotificationSettingsRecord> = {}) =>
    store.setNotificationSettings({
      userId: ALICE.id,
      events: ['view', 'failed_passphrase', 'expire', 'request_answered'],
      byEmail: true,
      webhook: { url: cipher.seal(HOOK_URL), secret: cipher.seal(HOOK_SECRET), format: 'standard' },
      updatedAt: T0,
      ...choices,
    });
  /** Alice's deliveries, oldest first, once the Mailer's queueing (not awaited by design) has settled. */
  const deliveries = async (): Promise<Opened[]> => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const listed = await store.listUserDeliveries(ALICE.id, 100);
    return listed
      .map((d) => ({ ...d, message: JSON.parse(cipher.open(d.payload)) as Record<string, unknown> }))
      .sort((a, b) => a.channel.localeCompare(b.channel));
  };
  const mailOf = (list: Opened[]) =>
    (list.find((d) => d.channel === 'mail')?.message ?? {}) as {
      to: string;
      subject: string;
      text: string;
      html: string;
    };
  const webhookOf = (list: Opened[]) =>
    list.find((d) => d.channel === 'webhook')?.message as unknown as WebhookMessage;
  const feed = () => store.listNotifications(ALICE.id, { createdAt: 0, id: '' }, 100);
  return { store, cipher, lines, notifier, choose, deliveries, mailOf, webhookOf, feed };
}
