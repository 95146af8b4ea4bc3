import type { Brand } from '../../server/brand/brand.ts';
import type { Cipher } from '../../server/crypto/cipher.ts';
import type { DeliveryRunner } from '../../server/deliveries/delivery-runner.ts';
import { type DeliveryOutbox, deliveryOutbox } from '../../server/deliveries/outbox.ts';
import type { Logger } from '../../server/log/log.ts';
import { Mailer, type MailMessage } from '../../server/mail/mailer.ts';
import { smtpTransport } from '../../server/mail/smtp-transport.ts';
import type { Store } from '../../server/store/port.ts';
import { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server.ts';
import { storedMailer } from './stored-mailer.ts';

/**
 * How a test app mails: `kept` keeps what it sends in a list; `smtp` sends it to a real SMTP server
 * on loopback (started here, or another app's); `held` leaves it waiting in the store, as no runner
 * takes it; `none` runs the app as with no SMTP server.
 */
export type MailChoice = 'none' | 'kept' | 'smtp' | 'held';

export interface TestMailDeps {
  store: Store;
  cipher: Cipher;
  logger: Logger;
  now: () => number;
  /** Another app's SMTP server, as a second process of one server shares it; closed by that app. */
  sharedSmtp?: SmtpTestServer | null;
  /** The brand the mailer composes each mail with: the one in force, as the server's asks its brand source. */
  brand?: Brand | (() => Brand);
}

const SENDER = 'Secret Push <push@push.test>';

export interface TestMail {
  mailer: Mailer | null;
  /** The delivery runner: its `runDue()` sends what waits now; null when nothing sends. */
  runner: DeliveryRunner | null;
  /** Where mails and notices wait before their runner takes them. */
  outbox: DeliveryOutbox;
  smtp: SmtpTestServer | null;
  /** What the app mailed, oldest first (`kept`). */
  kept: Omit<MailMessage, 'kind'>[];
  close(): Promise<void>;
}

/** Wires the mail of a test app the way the server wires it, as `choice` says. */
export async function testMail(choice: MailChoice, deps: TestMailDeps): Promise<TestMail> {
  const { store, cipher, logger, now } = deps;
  const kept: Omit<MailMessage, 'kind'>[] = [];
  const ownSmtp = choice === 'smtp' && (deps.sharedSmtp ?? null) === null;
  const smtp = choice !== 'smtp' ? null : (deps.sharedSmtp ?? (await startSmtpTestServer()));
  const transport =
    smtp === null
      ? { sendMail: async (mail: Omit<MailMessage, 'kind'>) => kept.push(mail), close: () => {} }
      : smtpTransport({
          host: '127.0.0.1',
          port: smtp.port,
          userName: null,
          password: null,
          starttls: false,
          sender: SENDER,
        });
  if (choice === 'kept' || choice === 'smtp') {
    const { mailer, runner, outbox } = storedMailer({
      ...{ store, cipher, transport, from: SENDER, logger, now },
      ...(deps.brand === undefined ? {} : { brand: deps.brand }),
    });
    const close = async () => {
      await runner.stop();
      mailer.close();
      if (ownSmtp) await smtp?.close();
    };
    return { mailer, runner, outbox, smtp, kept, close };
  }
  const outbox = deliveryOutbox({ store, cipher, now, queued: () => {} });
  const origin = 'http://push.test';
  const mailer = choice === 'held' ? new Mailer({ transport, from: SENDER, origin, logger, outbox }) : null;
  return { mailer, runner: null, outbox, smtp, kept, close: async () => mailer?.close() };
}
