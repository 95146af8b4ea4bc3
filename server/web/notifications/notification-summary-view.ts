import { html } from 'hono/html';
import type { MessageKey } from '../../i18n/catalog.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { NotificationSettingsRecord, NotifyEvent } from '../../store/records.ts';
import type { Markup } from '../chrome/layout.ts';

const EVENT_NOUNS = {
  view: 'notifyPage.summaryView',
  failed_passphrase: 'notifyPage.summaryFailedPassphrase',
  expire: 'notifyPage.summaryExpire',
  request_answered: 'notifyPage.summaryRequestAnswered',
} as const satisfies Record<NotifyEvent, MessageKey>;

/** What the account's owner is told of and by which channels, in one sentence. */
function summaryText(
  words: Translator,
  settings: NotificationSettingsRecord | undefined,
  mail: boolean,
): string {
  const { t } = words;
  const events = settings?.events ?? [];
  if (settings === undefined || events.length === 0) return t('notifyPage.summaryOff');
  const list = new Intl.ListFormat(words.language.code, { type: 'conjunction' });
  const eventList = list.format(events.map((event) => t(EVENT_NOUNS[event])));
  // Mail chosen while the server has no SMTP reaches no one: it is not counted as a channel.
  const channels = [
    ...(settings.byEmail && mail ? [t('notifyPage.summaryEmail')] : []),
    ...(settings.webhook === null ? [] : [t('notifyPage.summaryWebhook')]),
  ];
  return channels.length === 0
    ? t('notifyPage.summaryNoChannel', { events: eventList })
    : t('notifyPage.summaryOn', { events: eventList, channels: list.format(channels) });
}

/** The account page's notifications section: a summary and the way to the notifications page. */
export function notificationSummary(
  words: Translator,
  settings: NotificationSettingsRecord | undefined,
  mail: boolean,
): Markup {
  const { t } = words;
  return html`<h2 id="notifications-heading">${t('notifyPage.summaryHeading')}</h2>
    <p>${summaryText(words, settings, mail)}</p>
    <p><a href="/users/notifications">${t('notifyPage.summaryLink')}</a></p>`;
}
