import type { Brand } from '../brand/brand.ts';
import type { DeliveryOutbox } from '../deliveries/outbox.ts';
import type { Logger } from '../log/log.ts';
import { mailBrandOf, senderWithName } from './mail-brand.ts';
import type { MailConfig } from './mail-config.ts';
import { Mailer } from './mailer.ts';
import { smtpTransport } from './smtp-transport.ts';

/**
 * The server's Mailer over SMTP, its mail waiting in `outbox` until the delivery runner sends it;
 * null when no SMTP server is set, and features that mail say so.
 */
export function openMailer(
  config: MailConfig | null,
  logger: Logger,
  outbox: DeliveryOutbox,
  /** The brand in force, asked again for each mail: an administrator may change it while the server runs. */
  brand: () => Brand,
): Mailer | null {
  if (config === null) return null;
  return new Mailer({
    transport: smtpTransport(config),
    from: () => senderWithName(config.sender, brand().title),
    origin: config.origin,
    logger,
    outbox,
    brand: () => mailBrandOf(brand(), config.origin),
  });
}
