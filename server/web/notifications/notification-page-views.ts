import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import type { MessageKey } from '../../i18n/catalog.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { DeliveryRecord, NotifyEvent, UserRecord, WebhookFormat } from '../../store/records.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { strong } from '../sign-in/account-views.ts';
import { DELIVERIES_REFRESH_SCRIPT } from './notification-deliveries-script.ts';
import { deliveriesSection } from './notification-deliveries-view.ts';
import {
  type NotificationForm,
  type NotificationOffer,
  offeredEvents,
  WEBHOOK_FORMATS,
} from './notification-form.ts';
import { savedChannelActions } from './notification-saved-view.ts';

type C = Context<PageEnv>;

/**
 * Errors of the page's forms, in the page's language: the webhook's fields, and a button pressed
 * on a page older than what it acts on (`action`, shown at the top: the button is gone).
 */
export type NotificationErrors = Partial<Record<'webhook_url' | 'webhook_format' | 'action', string>>;

/** What a finished action says once the page is shown again (post/redirect/get), by `?done=`. */
export const NOTIFICATION_NOTICES = {
  saved: 'notifyPage.saved',
  secret: 'notifyPage.secretMade',
  test: 'notifyPage.testQueued',
  removed: 'notifyPage.webhookRemoved',
} as const;

export interface NotificationShown {
  form: NotificationForm;
  offer: NotificationOffer;
  /** The saved webhook's signing secret, opened; null when no webhook is saved. */
  secret: string | null;
  /** Whether a test can be sent: a channel is saved and the server can send one. */
  testable: boolean;
  deliveries: readonly DeliveryRecord[];
  /** Some are on their way: the list refreshes itself (deliveriesRefreshing). */
  refreshing: boolean;
  errors?: NotificationErrors;
  /** Already in the page's language. */
  notice?: string;
}

const EVENT_WORDS = {
  view: 'notifyPage.eventView',
  failed_passphrase: 'notifyPage.eventFailedPassphrase',
  expire: 'notifyPage.eventExpire',
  request_answered: 'notifyPage.eventRequestAnswered',
} as const satisfies Record<NotifyEvent, MessageKey>;

const FORMAT_WORDS = {
  standard: 'notifyPage.formatStandard',
  slack: 'notifyPage.formatSlack',
  ntfy: 'notifyPage.formatNtfy',
} as const satisfies Record<WebhookFormat, MessageKey>;

const checked = (on: boolean) => (on ? ' checked' : '');

const errorFor = (errors: NotificationErrors, field: keyof NotificationErrors): Markup =>
  errors[field] === undefined
    ? html``
    : html`<p class="error" id="${field}-error" role="alert">${errors[field]}</p>`;

/** The hint, and the error when there is one, that describe a field. */
const describedBy = (errors: NotificationErrors, field: keyof NotificationErrors, hint?: string) => {
  const ids = [hint, errors[field] === undefined ? undefined : `${field}-error`].filter(
    (id) => id !== undefined,
  );
  if (ids.length === 0) return '';
  return html` aria-describedby="${ids.join(' ')}"${errors[field] === undefined ? '' : html` aria-invalid="true"`}`;
};

function channels(words: Translator, user: UserRecord, shown: NotificationShown): Markup {
  const { t } = words;
  const { form, offer, errors = {} } = shown;
  const email = html`<label class="check"><input type="checkbox" name="by_email" value="on"${checked(form.byEmail && offer.mail)}${
    offer.mail ? '' : html` disabled aria-describedby="no-mail"`
  }> <span>${words.html('notifyPage.byEmail', { email: strong(user.email) })}</span></label>`;
  return html`<h2 id="channels-heading">${t('notifyPage.channelsHeading')}</h2>
    <div role="group" aria-labelledby="channels-heading">${email}
      ${offer.mail ? '' : html`<p class="muted" id="no-mail">${t('notifyPage.noMail')}</p>`}
    </div>
    <h3 id="webhook-heading">${t('notifyPage.webhookHeading')}</h3>
    <p class="muted">${t('notifyPage.webhookText')}</p>
    <label for="webhook_url">${t('notifyPage.webhookUrl')}</label>
    <input id="webhook_url" name="webhook_url" type="url" inputmode="url" autocomplete="off" spellcheck="false"
      value="${form.url}"${describedBy(errors, 'webhook_url', 'webhook_url-hint')}>
    <p class="muted" id="webhook_url-hint">${t('notifyPage.webhookUrlHint')}</p>
    ${errorFor(errors, 'webhook_url')}
    <label for="webhook_format">${t('notifyPage.webhookFormat')}</label>
    <select id="webhook_format" name="webhook_format"${describedBy(errors, 'webhook_format')}>
      ${WEBHOOK_FORMATS.map(
        (format) =>
          html`<option value="${format}"${format === form.format ? ' selected' : ''}>${t(FORMAT_WORDS[format])}</option>`,
      )}
    </select>
    ${errorFor(errors, 'webhook_format')}`;
}

/** A channel is chosen but no event this server has (a request's answer needs requests on): nothing is ever sent. */
export const nothingToTell = (form: NotificationForm, offer: NotificationOffer): boolean =>
  !offeredEvents(offer).some((event) => form.events.includes(event)) &&
  ((form.byEmail && offer.mail) || form.url !== '');

/** `/users/notifications`: what to be told of and how, the webhook's secret and buttons, then the deliveries. */
export function notificationPage(c: C, user: UserRecord, shown: NotificationShown): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const { form, offer, errors = {}, notice = '' } = shown;
  const events = offeredEvents(offer).map(
    (event) =>
      html`<label class="check"><input type="checkbox" name="event_${event}" value="on"${checked(form.events.includes(event))}> ${t(EVENT_WORDS[event])}</label>`,
  );
  const silent = nothingToTell(form, offer);
  return page(
    c,
    t('notifyPage.title'),
    html`<h1>${t('notifyPage.title')}</h1>
    <p>${t('notifyPage.intro')}</p>
    ${notice === '' ? '' : html`<p class="success" role="status">${notice}</p>`}
    ${errorFor(errors, 'action')}
    <form method="post" action="/users/notifications">
      ${csrfField(c)}
      <h2 id="events-heading">${t('notifyPage.eventsHeading')}</h2>
      <div role="group" aria-labelledby="events-heading"${silent ? html` aria-describedby="events-warning"` : ''}>${events}</div>
      ${silent ? html`<p class="error" id="events-warning">${t('notifyPage.noEventsChosen')}</p>` : ''}
      ${channels(words, user, shown)}
      <button type="submit">${t('notifyPage.save')}</button>
    </form>
    ${savedChannelActions(c, words, shown)}
    ${deliveriesSection(words, shown.deliveries, shown.refreshing)}
    <p><a href="/users/account">${t('twoFactor.backToAccount')}</a></p>`,
    { script: html`<script nonce="${c.get('nonce')}">${raw(DELIVERIES_REFRESH_SCRIPT)}</script>` },
  );
}
