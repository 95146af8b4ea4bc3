import { type ChannelSender, DeliveryFailure } from '../deliveries/channel.ts';
import type { DeliveryOutbox } from '../deliveries/outbox.ts';
import type { Logger } from '../log/log.ts';
import { DEFAULT_MAIL_BRAND, type MailBrand } from './mail-brand.ts';
import type { MailTransport } from './smtp-transport.ts';

export interface MailMessage {
  /** What the mail is, for the log: `password-reset`, `invitation`, ... never anything of its content. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The account the mail concerns, when there is one: it is listed among that user's deliveries. */
  userId?: string;
}

/** What is sealed in the store: the mail as it goes out. */
type StoredMail = Pick<MailMessage, 'to' | 'subject' | 'text' | 'html'>;

export interface MailerDeps {
  transport: MailTransport;
  /** The From line; a function when it carries the brand's name, which an administrator may change. */
  from: string | (() => string);
  /**
   * The instance's public origin, `PWP__OVERRIDE_BASE_URL`: every link and site name a mail carries
   * is built on it, never on a request's Host or X-Forwarded-Host, which whoever asks may choose.
   */
  origin: string;
  logger: Logger;
  /** Where mail waits until the delivery runner sends it. */
  outbox: DeliveryOutbox;
  /**
   * The instance's name, logo, accent and disclaimer, for every mail composed to go out here: the
   * brand in force when each is composed, so a function; Secret Push's own when omitted.
   */
  brand?: MailBrand | (() => MailBrand);
}

/** Only the domain of a recipient is kept and logged: the local part names a person. */
export function recipientDomain(to: string): string {
  const at = to.lastIndexOf('@');
  return at < 0 ? '(no domain)' : to.slice(at + 1).replace(/>\s*$/, '');
}

/** A failure's code only: SMTP replies and error messages may quote the recipient's address. */
function failureCode(error: unknown): { code: string; permanent: boolean } {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const said = [code, responseCode].filter((p) => typeof p === 'string' || typeof p === 'number').join(' ');
  // A 5xx to the message or its address stays a 5xx; one to the sign-in is fixed by the administrator.
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && code !== 'EAUTH';
  return { code: said || 'error', permanent };
}

function isStoredMail(payload: unknown): payload is StoredMail {
  const p = (payload ?? {}) as Record<string, unknown>;
  return ['to', 'subject', 'text', 'html'].every((field) => typeof p[field] === 'string');
}

/**
 * The server's mail: `send` stores the message for the delivery runner and returns at once, so no
 * page waits for SMTP; `deliver` is the runner's way out through the SMTP transport.
 */
export class Mailer implements ChannelSender {
  readonly #deps: MailerDeps;

  constructor(deps: MailerDeps) {
    this.#deps = deps;
  }

  /** The origin mails link to: configured, never taken from a request. */
  get origin(): string {
    return this.#deps.origin;
  }

  /** The brand every mail sent here is composed with. */
  get brand(): MailBrand {
    const { brand } = this.#deps;
    return typeof brand === 'function' ? brand() : (brand ?? DEFAULT_MAIL_BRAND);
  }

  /**
   * Never throws into a page: a mail that cannot be stored is logged by its kind. Pages need not
   * wait; what waits (a notice, so a stop finds it stored) is told once it is stored or logged.
   */
  send(message: MailMessage): Promise<void> {
    const { kind, to, subject, text, html, userId } = message;
    const { outbox, logger } = this.#deps;
    return outbox
      .queue({
        channel: 'mail',
        userId: userId ?? null,
        kind,
        recipient: recipientDomain(to),
        message: { to, subject, text, html } satisfies StoredMail,
      })
      .catch(() => logger.error(`mail ${kind}: not queued, the store is out of reach`));
  }

  async deliver(payload: unknown): Promise<void> {
    if (!isStoredMail(payload)) throw new DeliveryFailure('not a mail', true);
    const { to, subject, text, html } = payload;
    try {
      const { from } = this.#deps;
      await this.#deps.transport.sendMail({
        from: typeof from === 'function' ? from() : from,
        to,
        subject,
        text,
        html,
      });
    } catch (error) {
      const { code, permanent } = failureCode(error);
      throw new DeliveryFailure(code, permanent);
    }
  }

  /** Closes the SMTP connection; the runner has stopped sending by then. */
  close(): void {
    this.#deps.transport.close();
  }
}
