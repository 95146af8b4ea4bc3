import type { Context } from 'hono';
import { html } from 'hono/html';
import type { Translator } from '../../i18n/translator.ts';
import type { ActivityEntry, ActivityFilter } from '../../store/activity-store.ts';
import { type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { type EntryColumn, entriesTable } from './activity-entry-view.ts';

/** Entries on the account page itself; the rest are a link away. */
export const OWN_RECENT = 10;
/** Entries on each page of the user's own events. */
export const OWN_PAGE_SIZE = 50;

/** A user's own events: sign-ins and security events they made or that were made to their account. */
export const ownEvents = (userId: string): ActivityFilter => ({ userId, category: 'security' });

const OWN_COLUMNS: readonly EntryColumn[] = ['when', 'event', 'actor', 'clientAddress', 'browser', 'outcome'];

/** The account page's section: the newest of the user's own events, and a link to all of them. */
export function ownEventsSection(words: Translator, entries: readonly ActivityEntry[]): Markup {
  const { t } = words;
  const heading = html`<h2 id="own-events-heading">${t('activity.ownHeading')}</h2>`;
  if (entries.length === 0) return html`${heading}<p class="muted">${t('activity.ownEmpty')}</p>`;
  return html`${heading}
    ${entriesTable(words, entries.slice(0, OWN_RECENT), OWN_COLUMNS)}
    ${entries.length > OWN_RECENT ? html`<p><a href="/users/account/activity">${t('activity.ownMore')}</a></p>` : ''}`;
}

/** `/users/account/activity`: every own event, newest first, a page at a time. */
export function ownEventsPage(
  c: Context<PageEnv>,
  entries: readonly ActivityEntry[],
  pages: { olderBefore: number | null; newer: boolean },
): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const title = t('activity.ownTitle');
  const nav =
    pages.olderBefore === null && !pages.newer
      ? ''
      : html`<nav class="pager" aria-label="${t('activity.pages')}">
    ${pages.newer ? html`<a href="/users/account/activity" rel="first">${t('activity.newer')}</a>` : ''}
    ${pages.olderBefore === null ? '' : html`<a href="/users/account/activity?before=${pages.olderBefore}" rel="next">${t('activity.older')}</a>`}
  </nav>`;
  return page(
    c,
    title,
    html`<h1>${title}</h1>
    <p><a href="/users/account">${t('activity.backToAccount')}</a></p>
    ${entries.length === 0 ? html`<p class="muted">${t('activity.ownEmpty')}</p>` : entriesTable(words, entries, OWN_COLUMNS)}
    ${nav}`,
  );
}
