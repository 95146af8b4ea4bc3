import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { MessageKey } from '../../i18n/catalog.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { DeliveryRecord } from '../../store/records.ts';
import type { Markup } from '../chrome/layout.ts';
import { pageTime } from '../chrome/page-time.ts';

/** How many of a user's deliveries the page lists. */
export const DELIVERIES_LISTED = 50;

/** Delivery kinds in words; a kind not named here is shown as the store keeps it. */
const KINDS: Readonly<Record<string, MessageKey>> = {
  'notify-view': 'notifyPage.kindView',
  'notify-failed-passphrase': 'notifyPage.kindFailedPassphrase',
  'notify-expire': 'notifyPage.kindExpire',
  'notify-request-answered': 'notifyPage.kindRequestAnswered',
  'notify-test': 'notifyPage.kindTest',
  'link-mail': 'notifyPage.kindLink',
  'password-reset': 'notifyPage.kindPasswordReset',
  'sign-up': 'notifyPage.kindSignUp',
  'sign-up-existing': 'notifyPage.kindSignUpExisting',
  'email-change': 'notifyPage.kindEmailChange',
  invitation: 'notifyPage.kindInvitation',
  'notice-password': 'notifyPage.kindNoticePassword',
  'notice-email': 'notifyPage.kindNoticeEmail',
  'notice-second-factor-on': 'notifyPage.kindNoticeSecondFactorOn',
  'notice-second-factor-off': 'notifyPage.kindNoticeSecondFactorOff',
  'notice-second-factor-removed': 'notifyPage.kindNoticeSecondFactorRemoved',
  'notice-second-factor-failures': 'notifyPage.kindNoticeSecondFactorFailures',
};

const COLUMNS = [
  'columnWhen',
  'columnChannel',
  'columnWhat',
  'columnWhere',
  'columnOutcome',
  'columnTries',
] as const;

const at = (words: Translator, ms: number) => pageTime(words, ms) as HtmlEscapedString;

/** A host keeps its own direction on a right-to-left page. */
const plain = (text: string) => html`<bdi>${text}</bdi>` as HtmlEscapedString;

function what(words: Translator, kind: string): Markup {
  const key = Object.hasOwn(KINDS, kind) ? KINDS[kind] : undefined;
  return key === undefined ? html`<code>${kind}</code>` : html`${words.t(key)}`;
}

function outcome(words: Translator, delivery: DeliveryRecord): Markup {
  // A try's error is a code (ECONNREFUSED, http 500), not words of the page's language.
  const error = html`<code>${delivery.lastError ?? '?'}</code>` as HtmlEscapedString;
  if (delivery.status === 'delivered') return html`${words.t('notifyPage.outcomeDelivered')}`;
  if (delivery.status === 'failed') return words.html('notifyPage.outcomeFailed', { error });
  if (delivery.attempts === 0) return html`${words.t('notifyPage.outcomeQueued')}`;
  return words.html('notifyPage.outcomeRetry', {
    number: words.number(delivery.attempts + 1),
    time: at(words, delivery.nextAttemptAt),
    error,
  });
}

function row(words: Translator, delivery: DeliveryRecord): Markup {
  const { t } = words;
  const label = (key: (typeof COLUMNS)[number]) => t(`notifyPage.${key}`);
  const channel = t(delivery.channel === 'mail' ? 'notifyPage.channelMail' : 'notifyPage.channelWebhook');
  return html`<tr>
    <td data-label="${label('columnWhen')}">${at(words, delivery.createdAt)}</td>
    <td data-label="${label('columnChannel')}">${channel}</td>
    <td data-label="${label('columnWhat')}">${what(words, delivery.kind)}</td>
    <td data-label="${label('columnWhere')}">${plain(delivery.recipient)}</td>
    <td data-label="${label('columnOutcome')}">${outcome(words, delivery)}</td>
    <td data-label="${label('columnTries')}">${words.number(delivery.attempts)}</td>
  </tr>`;
}

/** Where the page's script fetches the list again. */
export const DELIVERIES_PATH = '/users/notifications/deliveries';

/** Whether the list refreshes itself: a delivery waits for its first try, or for a retry within a minute. */
export const deliveriesRefreshing = (deliveries: readonly DeliveryRecord[], now: number): boolean =>
  deliveries.some((delivery) => delivery.status === 'pending' && delivery.nextAttemptAt <= now + 60_000);

/** While some are on their way: a note the script reveals, and a button that reloads the page without it. */
function updating(words: Translator): Markup {
  const { t } = words;
  return html`<p class="muted" data-updating hidden>${t('notifyPage.deliveriesUpdating')}</p>
    <noscript><form method="get" action="/users/notifications#deliveries-heading"><button class="secondary" type="submit">${t('notifyPage.deliveriesRefresh')}</button></form></noscript>`;
}

/** The user's latest deliveries, newest first, with how each went; the page's script refreshes it while `refreshing`. */
export function deliveriesSection(
  words: Translator,
  deliveries: readonly DeliveryRecord[],
  refreshing: boolean,
): Markup {
  const { t } = words;
  const heading = html`<h2 id="deliveries-heading">${t('notifyPage.deliveriesHeading')}</h2>`;
  const list =
    deliveries.length === 0
      ? html`<p>${t('notifyPage.noDeliveries')}</p>`
      : html`<p class="muted">${t('notifyPage.deliveriesIntro')}</p>
    ${refreshing ? updating(words) : ''}
    <table class="audit" aria-labelledby="deliveries-heading">
      <thead><tr>${COLUMNS.map((key) => html`<th scope="col">${t(`notifyPage.${key}`)}</th>`)}</tr></thead>
      <tbody>${deliveries.map((delivery) => row(words, delivery))}</tbody>
    </table>`;
  return html`<div id="deliveries"${refreshing ? html` data-refresh="${DELIVERIES_PATH}"` : ''}>${heading}${list}</div>`;
}
