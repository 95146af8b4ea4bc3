import { randomBytes } from 'node:crypto';
import type { Cipher } from '../crypto/cipher.ts';
import type { DeliveryOutbox } from '../deliveries/outbox.ts';
import type { WebhookMessage } from '../deliveries/webhook-message.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { UserRecord, WebhookSettings } from '../store/records.ts';
import { type Notice, noticeLanguage } from './notice-words.ts';
import { noticeKindOf, pushNoticeMail } from './notify-mail.ts';
import { webhookBody } from './webhook-body.ts';

export interface NoticeDeliveryDeps {
  cipher: Cipher;
  outbox: DeliveryOutbox;
  /** Null when the server has no SMTP: mail notices are then not sent. */
  mailer: Mailer | null;
  /** Random part of a webhook message's id. */
  newMessageId?: () => string;
}

/** Why a notice did not go, for the log: a step, never the URL, the secret, the name or the token. */
export class NoticeNotSent extends Error {
  constructor(readonly step: string) {
    super(`notice not sent: ${step}`);
  }
}

const randomMessageId = () => randomBytes(16).toString('base64url');

/** Puts one notice on its way to a user, by mail or by their webhook, through the stored outbox. */
export function noticeDelivery(deps: NoticeDeliveryDeps) {
  const newMessageId = deps.newMessageId ?? randomMessageId;

  /**
   * False when the server has no SMTP; the mail itself waits in the store for the delivery runner,
   * and is stored when this resolves.
   * Its dashboard link is on the mailer's configured origin, never the one of the request that caused it.
   */
  async function mail(user: UserRecord, notice: Notice): Promise<boolean> {
    if (deps.mailer === null) return false;
    const words = noticeLanguage(user);
    await deps.mailer.send({
      kind: noticeKindOf(notice),
      to: user.email,
      userId: user.id,
      ...pushNoticeMail(words, notice, deps.mailer.origin, deps.mailer.brand),
    });
    return true;
  }

  /** Opens the webhook's URL and secret (sealed in the settings) and queues the message, signed at each try. */
  async function webhook(user: UserRecord, settings: WebhookSettings, notice: Notice): Promise<void> {
    let url: string;
    let secret: string;
    let host: string;
    try {
      url = deps.cipher.open(settings.url);
      secret = deps.cipher.open(settings.secret);
      host = new URL(url).host;
    } catch {
      // Sealed under another key, or not a URL: no try would reach it.
      throw new NoticeNotSent('webhook settings unreadable');
    }
    const message: WebhookMessage = {
      url,
      secret,
      id: `msg_${newMessageId()}`,
      ...webhookBody(settings.format, notice, noticeLanguage(user)),
    };
    try {
      await deps.outbox.queue({
        channel: 'webhook',
        userId: user.id,
        kind: noticeKindOf(notice),
        recipient: host,
        message,
      });
    } catch {
      throw new NoticeNotSent('webhook not queued');
    }
  }

  return { mail, webhook };
}
