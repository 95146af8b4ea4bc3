import { randomBytes } from 'node:crypto';
import { userAdmin } from '../../../server/accounts/user-admin.ts';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import { DeliveryRunner } from '../../../server/deliveries/delivery-runner.ts';
import { deliveryOutbox } from '../../../server/deliveries/outbox.ts';
import type { Logger } from '../../../server/log/log.ts';
import { Mailer, type MailMessage } from '../../../server/mail/mailer.ts';
import { type MailTransport, smtpTransport } from '../../../server/mail/smtp-transport.ts';
import { openMemoryStore } from '../../../server/store/memory/memory-store.ts';
import type { Store } from '../../../server/store/port.ts';

export const T0 = Date.parse('2026-03-01T08:00:00Z');

export const RESET: Omit<MailMessage, 'userId'> = {
  kind: 'password-reset',
  to: 'alice.secret@example.net',
  subject: 'Reset token 7f3a9c',
  text: 'Open https://push.example.com/reset/7f3a9c within the hour.',
  html: '<p>Open <a href="https://push.example.com/reset/7f3a9c">the reset page</a> within the hour.</p>',
};

export function recordingLogger() {
  const lines: string[] = [];
  const logger: Logger = { info: (line) => lines.push(line), error: (line) => lines.push(line) };
  return { logger, lines };
}

export const loopbackTransport = (port: number): MailTransport =>
  smtpTransport({
    host: '127.0.0.1',
    port,
    userName: null,
    password: null,
    starttls: false,
    sender: 'Secret Push <push@example.com>',
  });

/**
 * A memory store with alice in it, a clock the test moves, and a Mailer whose mail waits in the
 * store; `runner()` makes a delivery runner over the same store (two make two workers).
 */
export async function mailOverStore(transport: () => MailTransport, store: Store = openMemoryStore()) {
  const clock = { now: T0 };
  const now = () => clock.now;
  const cipher = aesGcmCipher(randomBytes(32));
  const { logger, lines } = recordingLogger();
  await userAdmin(store, now).add('alice.secret@example.net');
  const alice = await store.findUserByEmail('alice.secret@example.net');
  if (alice === undefined) throw new Error('alice was not added');
  let queued = 0;
  const outbox = deliveryOutbox({ store, cipher, now, queued: () => queued++ });
  const mailers: Mailer[] = [];
  const mailer = (t = transport()) => {
    const made = new Mailer({
      transport: t,
      from: 'Secret Push <push@example.com>',
      origin: 'https://push.example.com',
      logger,
      outbox,
    });
    mailers.push(made);
    return made;
  };
  const sending = mailer();
  const runner = (sender: Mailer = sending, options: { stopGraceMs?: number; leaseMs?: number } = {}) =>
    new DeliveryRunner({ store, cipher, logger, now, senders: { mail: sender }, ...options });
  /** Sends through the Mailer as a page does, and waits until the mail is in the store. */
  const send = async (message: Partial<MailMessage> = {}) => {
    const before = queued;
    sending.send({ ...RESET, userId: alice.id, ...message });
    for (let i = 0; i < 100 && queued === before; i++) await new Promise((r) => setTimeout(r, 5));
    if (queued === before) throw new Error('the mail was not queued');
  };
  const records = () => store.listUserDeliveries(alice.id, 100);
  const only = async () => {
    const [record, ...more] = await records();
    if (record === undefined || more.length > 0) throw new Error('not exactly one delivery');
    return record;
  };
  const closeAll = () => {
    for (const m of mailers) m.close();
  };
  return { clock, store, cipher, logger, lines, alice, mailer, runner, send, records, only, closeAll };
}
