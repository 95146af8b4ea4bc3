import type { Cipher } from '../../crypto/cipher.ts';
import { checkWebhookUrl, type ResolveHost, type WebhookUrlProblem } from '../../deliveries/address-guard.ts';
import type { MessageKey } from '../../i18n/catalog.ts';
import {
  NOTIFY_EVENTS,
  type NotificationSettingsRecord,
  type NotifyEvent,
  type WebhookFormat,
} from '../../store/records.ts';

export const WEBHOOK_FORMATS: readonly WebhookFormat[] = ['standard', 'slack', 'ntfy'];

/** Longer than any webhook address a service hands out; a longer one is refused as not an address. */
export const MAX_WEBHOOK_URL_LENGTH = 2_000;

/** The notifications form as shown: the stored choices opened, or what was typed. */
export interface NotificationForm {
  events: NotifyEvent[];
  byEmail: boolean;
  /** Empty for no webhook. */
  url: string;
  format: WebhookFormat;
}

/** What this server offers: the events and channels shown on the form. */
export interface NotificationOffer {
  /** The server has SMTP. */
  mail: boolean;
  /** Requests are on (PWP__ENABLE_REQUESTS). */
  requests: boolean;
}

export const offeredEvents = (offer: NotificationOffer): NotifyEvent[] =>
  NOTIFY_EVENTS.filter((event) => offer.requests || event !== 'request_answered');

export const isWebhookFormat = (value: string): value is WebhookFormat =>
  (WEBHOOK_FORMATS as readonly string[]).includes(value);

/** A stored record opened for the form; no record is a form with nothing chosen. */
export function storedForm(record: NotificationSettingsRecord | undefined, cipher: Cipher): NotificationForm {
  if (record === undefined) return { events: [], byEmail: false, url: '', format: 'standard' };
  const { webhook } = record;
  return {
    events: [...record.events],
    byEmail: record.byEmail,
    url: webhook === null ? '' : cipher.open(webhook.url),
    format: webhook?.format ?? 'standard',
  };
}

type Body = Record<string, unknown>;

const text = (body: Body, name: string) => (typeof body[name] === 'string' ? body[name] : '');

/**
 * The posted form, and whether its format was one of ours. Choices the form did not offer (a
 * disabled e-mail box, the requests event while requests are off) keep their stored value, so
 * saving never drops them behind the owner's back.
 */
export function postedForm(
  body: Body,
  offer: NotificationOffer,
  stored: NotificationForm,
): { form: NotificationForm; formatKnown: boolean } {
  const shown = offeredEvents(offer);
  const events = NOTIFY_EVENTS.filter((event) =>
    shown.includes(event) ? text(body, `event_${event}`) === 'on' : stored.events.includes(event),
  );
  const url = text(body, 'webhook_url')
    .trim()
    .slice(0, MAX_WEBHOOK_URL_LENGTH + 1);
  const format = text(body, 'webhook_format');
  // A format matters only with an address; none given keeps the one shown.
  const formatKnown = url === '' || format === '' || isWebhookFormat(format);
  return {
    form: {
      events,
      byEmail: offer.mail ? text(body, 'by_email') === 'on' : stored.byEmail,
      url,
      format: isWebhookFormat(format) ? format : stored.format,
    },
    formatKnown,
  };
}

const PROBLEM_WORDS = {
  invalid: 'notifyPage.urlInvalid',
  scheme: 'notifyPage.urlScheme',
  credentials: 'notifyPage.urlCredentials',
  private: 'notifyPage.urlPrivate',
  unresolvable: 'notifyPage.urlUnresolvable',
} as const satisfies Record<WebhookUrlProblem, MessageKey>;

/** Why a typed webhook address may not be saved, as a message; undefined when it may. */
export async function webhookUrlRefusal(
  url: string,
  allowedNetworks: readonly string[],
  resolve: ResolveHost,
): Promise<MessageKey | undefined> {
  if (url.length > MAX_WEBHOOK_URL_LENGTH) return PROBLEM_WORDS.invalid;
  const checked = await checkWebhookUrl(url, allowedNetworks, resolve);
  return checked.ok ? undefined : PROBLEM_WORDS[checked.problem];
}
