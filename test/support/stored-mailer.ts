import type { Brand } from '../../server/brand/brand.ts';
import type { Cipher } from '../../server/crypto/cipher.ts';
import { DeliveryRunner } from '../../server/deliveries/delivery-runner.ts';
import { type DeliveryOutbox, deliveryOutbox } from '../../server/deliveries/outbox.ts';
import type { Logger } from '../../server/log/log.ts';
import { mailBrandOf } from '../../server/mail/mail-brand.ts';
import { Mailer } from '../../server/mail/mailer.ts';
import type { MailTransport } from '../../server/mail/smtp-transport.ts';
import type { Store } from '../../server/store/port.ts';

export interface StoredMailerDeps {
  store: Store;
  cipher: Cipher;
  transport: MailTransport;
  from: string;
  logger: Logger;
  now: () => number;
  /** The configured origin mails link to; the test web client's by default. */
  origin?: string;
  /** The brand mails are composed with (a function: the one in force for each mail), turned into the mail's as the server's mailer does; Secret Push's own when omitted. */
  brand?: Brand | (() => Brand);
}

/**
 * A Mailer as the server wires it: mail waits in the store and a runner sends it as soon as it is
 * queued. The runner is never started, so no polling timer outlives a test; `runDue()` sends what waits.
 */
export function storedMailer(deps: StoredMailerDeps): {
  mailer: Mailer;
  runner: DeliveryRunner;
  outbox: DeliveryOutbox;
} {
  const { store, cipher, transport, from, logger, now, origin = 'http://push.test' } = deps;
  const outbox = deliveryOutbox({ store, cipher, now, queued: () => runner.wake() });
  const given = deps.brand;
  const brand =
    given === undefined
      ? {}
      : { brand: () => mailBrandOf(typeof given === 'function' ? given() : given, origin) };
  const mailer = new Mailer({ transport, from, origin, logger, outbox, ...brand });
  const runner = new DeliveryRunner({ store, cipher, logger, now, senders: { mail: mailer } });
  return { mailer, runner, outbox };
}
