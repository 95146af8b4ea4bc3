import { html } from 'hono/html';
import { ACTIVITY_EVENTS } from '../../activity/activity-events.ts';
import type { MessageKey } from '../../i18n/catalog.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { ActivityActor, ActivityEntry } from '../../store/activity-store.ts';
import type { Markup } from '../chrome/layout.ts';
import { pageTime } from '../chrome/page-time.ts';
import { shortBrowser } from './activity-browser.ts';

/** An event's label in the page's language; a name this code does not know shows as it is. */
export const eventLabel = (t: Translator['t'], event: string): string =>
  Object.hasOwn(ACTIVITY_EVENTS, event) ? t(`activityEvents.${event}` as MessageKey) : event;

export function actorWords(t: Translator['t'], actor: ActivityActor): string {
  const name = actor.name ?? actor.id ?? '';
  switch (actor.kind) {
    case 'user':
      return name;
    case 'api_token':
      return t('activity.apiToken', { name });
    case 'browser_token':
      return t('activity.browserToken', { name });
    case 'api_key':
      return t('activity.apiKey', { name });
    case 'server':
      return t('activity.server');
    default:
      return t('activity.anonymous');
  }
}

const detailWords = (details: ActivityEntry['details']): string =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');

/** Characters of a target's id shown; the whole id is the link's (a push's) and the export's. */
const SHOWN_ID = 8;

/** A target as kind and the start of its id; a push's links to its own entries. */
function targetWords(target: NonNullable<ActivityEntry['target']>): Markup {
  const id = target.id.length > SHOWN_ID + 1 ? `${target.id.slice(0, SHOWN_ID)}…` : target.id;
  const code = html`<code title="${target.id}">${id}</code>`;
  return target.kind === 'push'
    ? html`<a href="/admin/activity?push=${encodeURIComponent(target.id)}">${target.kind} ${code}</a>`
    : html`${target.kind} ${code}`;
}

/** The columns an entry is shown in; a page leaves out those it does not need. */
export type EntryColumn =
  | 'when'
  | 'event'
  | 'actor'
  | 'clientAddress'
  | 'browser'
  | 'target'
  | 'outcome'
  | 'details';

export const ALL_COLUMNS: readonly EntryColumn[] = [
  'when',
  'event',
  'actor',
  'clientAddress',
  'browser',
  'target',
  'outcome',
  'details',
];

function cell(words: Translator, entry: ActivityEntry, column: EntryColumn): Markup | string {
  const { t } = words;
  switch (column) {
    case 'when':
      return pageTime(words, entry.at);
    case 'event':
      return eventLabel(t, entry.event);
    case 'actor':
      return actorWords(t, entry.actor);
    case 'clientAddress':
      return entry.address ?? '';
    case 'browser':
      return entry.browser === null
        ? ''
        : html`<span title="${entry.browser}">${shortBrowser(entry.browser)}</span>`;
    case 'target':
      return entry.target === null ? '' : targetWords(entry.target);
    case 'outcome':
      return entry.outcome === 'success'
        ? t('activity.success')
        : html`<strong>${t('activity.failure')}</strong>`;
    default:
      return detailWords(entry.details);
  }
}

/** Entries as a table, newest first, each cell labelled for narrow screens. */
export function entriesTable(
  words: Translator,
  entries: readonly ActivityEntry[],
  columns = ALL_COLUMNS,
): Markup {
  const { t } = words;
  return html`<div class="table-scroll"><table class="audit activity">
    <caption class="visually-hidden">${t('activity.caption')}</caption>
    <thead><tr>${columns.map((column) => html`<th scope="col">${t(`activity.${column}`)}</th>`)}</tr></thead>
    <tbody>${entries.map(
      (entry) =>
        html`<tr>${columns.map(
          (column) => html`<td data-label="${t(`activity.${column}`)}">${cell(words, entry, column)}</td>`,
        )}</tr>`,
    )}</tbody>
  </table></div>`;
}
