import type { Context } from 'hono';
import { html } from 'hono/html';
import type { ActivityEntry } from '../../store/activity-store.ts';
import { entriesTable } from '../accounts/activity-entry-view.ts';
import { type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { filterForm } from './activity-form.ts';
import { type ActivityAsked, type AskedProblem, askedQuery } from './activity-query.ts';

/** The page as shown: the form as typed, its problems (no search ran), or a page of entries and its neighbours. */
export interface ActivityView {
  asked: ActivityAsked;
  problems: Partial<Record<keyof ActivityAsked, AskedProblem>>;
  entries: readonly ActivityEntry[];
  /** The number below which older entries start, when there are any. */
  olderBefore: number | null;
  /** The number above which newer entries start, when there are any. */
  newerAfter: number | null;
}

function pager(c: Context<PageEnv>, view: ActivityView): Markup {
  const { t } = pageLanguage(c);
  if (view.olderBefore === null && view.newerAfter === null) return html``;
  const link = (extra: Record<string, string>) => `/admin/activity?${askedQuery(view.asked, extra)}`;
  return html`<nav class="pager" aria-label="${t('activity.pages')}">
    ${view.newerAfter === null ? '' : html`<a href="${link({ after: String(view.newerAfter) })}" rel="prev">${t('activity.newer')}</a>`}
    ${view.olderBefore === null ? '' : html`<a href="${link({ before: String(view.olderBefore) })}" rel="next">${t('activity.older')}</a>`}
  </nav>`;
}

function exportLinks(c: Context<PageEnv>, view: ActivityView): Markup {
  const { t } = pageLanguage(c);
  const link = (format: string) => `/admin/activity/export?${askedQuery(view.asked, { format })}`;
  return html`<p>${t('activity.export')}: <a href="${link('csv')}" download>${t('activity.exportCsv')}</a> · <a href="${link('ndjson')}" download>${t('activity.exportNdjson')}</a></p>`;
}

/** `/admin/activity`: the filter form, then a page of the entries it finds, newest first. */
export function activityPage(c: Context<PageEnv>, view: ActivityView): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const title = t('activity.title');
  const refused = Object.keys(view.problems).length > 0;
  const results = refused
    ? ''
    : view.entries.length === 0
      ? html`<p class="muted" role="status">${t('activity.empty')}</p>`
      : html`${exportLinks(c, view)}${entriesTable(words, view.entries)}${pager(c, view)}`;
  return page(
    c,
    title,
    html`<h1>${title}</h1>
    <p><a href="/admin">${t('admin.backToAdmin')}</a></p>
    <p>${t('activity.intro')}</p>
    ${refused ? html`<p class="error" role="alert">${t('activity.refused')}</p>` : ''}
    ${filterForm(words, view.asked, view.problems)}
    ${results}`,
  );
}
