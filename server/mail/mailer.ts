import type { Logger } from '../http/log.ts';
import type { MailTransport } from './smtp-transport.ts';

export interface MailMessage {
  /** What the mail is, for the log: `password-reset`, `invitation`, ... never anything of its content. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** After a failed try, wait this long before the next; when they run out, the mail is given up. */
export const RETRY_DELAYS_MS: readonly number[] = [5_000, 30_000, 120_000, 600_000];

export interface MailerDeps {
  transport: MailTransport;
  from: string;
  logger: Logger;
  retryDelaysMs?: readonly number[];
  /** How long close() waits for sends in flight and queued. */
  closeGraceMs?: number;
}

interface Queued {
  message: MailMessage;
  tries: number;
}

/** Only the domain of a recipient is logged: the local part names a person. */
export function recipientDomain(to: string): string {
  const at = to.lastIndexOf('@');
  return at < 0 ? '(no domain)' : `@${to.slice(at + 1).replace(/>\s*$/, '')}`;
}

/** A failure's code only: SMTP replies and error messages may quote the recipient's address. */
function failureCode(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (
    [code, responseCode].filter((p) => typeof p === 'string' || typeof p === 'number').join(' ') || 'error'
  );
}

/**
 * Sends mail in the background: `send` queues and returns at once, so no page waits for SMTP. One
 * message at a time goes out; a failed one is tried again after each of the retry delays.
 */
export class Mailer {
  readonly #deps: MailerDeps;
  readonly #delays: readonly number[];
  readonly #queue: Queued[] = [];
  readonly #retries = new Map<ReturnType<typeof setTimeout>, Queued>();
  #sending = false;
  #closed = false;
  #idle: (() => void) | null = null;

  constructor(deps: MailerDeps) {
    this.#deps = deps;
    this.#delays = deps.retryDelaysMs ?? RETRY_DELAYS_MS;
  }

  send(message: MailMessage): void {
    if (this.#closed) {
      this.#log('error', { message, tries: 0 }, 'not sent: the server is stopping');
      return;
    }
    this.#queue.push({ message, tries: 0 });
    void this.#pump();
  }

  /** Waits briefly for the mail in flight and queued, then drops what is left (logged) and closes the transport. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#sending || this.#queue.length > 0) {
      const idle = new Promise<void>((resolve) => {
        this.#idle = resolve;
      });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.#deps.closeGraceMs ?? 10_000);
      });
      await Promise.race([idle, grace]);
      clearTimeout(timer);
    }
    for (const [timer, queued] of this.#retries) {
      clearTimeout(timer);
      this.#log('error', queued, `given up after ${queued.tries} tries: the server is stopping`);
    }
    this.#retries.clear();
    for (const queued of this.#queue.splice(0))
      this.#log('error', queued, 'not sent: the server is stopping');
    this.#deps.transport.close();
  }

  async #pump(): Promise<void> {
    if (this.#sending) return;
    this.#sending = true;
    for (let next = this.#queue.shift(); next !== undefined; next = this.#queue.shift()) {
      await this.#try(next);
    }
    this.#sending = false;
    this.#idle?.();
  }

  async #try(queued: Queued): Promise<void> {
    const { message } = queued;
    queued.tries += 1;
    try {
      await this.#deps.transport.sendMail({
        from: this.#deps.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      this.#log('info', queued, queued.tries === 1 ? 'sent' : `sent on try ${queued.tries}`);
    } catch (error) {
      const delay = this.#delays[queued.tries - 1];
      if (delay === undefined || this.#closed) {
        this.#log('error', queued, `given up after ${queued.tries} tries (${failureCode(error)})`);
        return;
      }
      this.#log(
        'error',
        queued,
        `try ${queued.tries} failed (${failureCode(error)}); retried in ${delay / 1000} s`,
      );
      const timer = setTimeout(() => {
        this.#retries.delete(timer);
        this.#queue.push(queued);
        void this.#pump();
      }, delay);
      this.#retries.set(timer, queued);
    }
  }

  #log(level: 'info' | 'error', { message }: Queued, what: string): void {
    this.#deps.logger[level](`mail ${message.kind} to ${recipientDomain(message.to)}: ${what}`);
  }
}
