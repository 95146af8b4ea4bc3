import type { Context } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { kindLabel } from '../../i18n/title-words.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { UserRecord } from '../../store/records.ts';
import { type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { pageTime } from '../chrome/page-time.ts';
import type { AllPushesRow, PushEnd } from './all-pushes-rows.ts';

type C = Context<PageEnv>;

export type StateFilter = 'active' | 'expired' | 'all';

export interface AllPushesFilter {
  /** '' for anyone, 'anonymous', or a user's id. */
  owner: string;
  state: StateFilter;
}

export interface AllPushesView {
  filter: AllPushesFilter;
  users: UserRecord[];
  rows: AllPushesRow[];
  /** The next page's query, when there is one. */
  next: string | null;
  first: boolean;
  now: number;
  notice: boolean;
}

const ENDS = {
  views: 'adminUsers.expiredByViews',
  time: 'adminUsers.expiredByTime',
  deletion: 'adminUsers.expiredByDeletion',
} as const satisfies Record<PushEnd, string>;

const at = (words: Translator, ms: number) => pageTime(words, ms) as HtmlEscapedString;

/** The list's query string for a filter, with the page's place when given. */
export function filterQuery(filter: AllPushesFilter, after?: { at: number; ref: string }): string {
  const query = new URLSearchParams({ owner: filter.owner, state: filter.state });
  if (after !== undefined) {
    query.set('after_at', String(after.at));
    query.set('after', after.ref);
  }
  return query.toString();
}

function ownerText({ t }: Translator, owner: AllPushesRow['owner']): string {
  if (owner === null) return t('adminUsers.anonymous');
  return owner ?? t('adminUsers.unknownOwner');
}

function pushRow(words: Translator, row: AllPushesRow, now: number): Markup {
  const { t, number } = words;
  const ref = encodeURIComponent(row.ref);
  const created = at(words, row.createdAt);
  const when = words.dateTime(row.createdAt);
  return html`<li class="push-row">
    <h3>${kindLabel(words, row.kind)} · ${created}</h3>
    <ul class="facts">
      <li>${t('adminUsers.owner')}: ${ownerText(words, row.owner)}</li>
      <li>${row.live ? t('adminUsers.filterActive') : html`<strong>${t(ENDS[row.ended ?? 'time'])}</strong>`}</li>
      <li>${t('adminUsers.views')}: ${t('adminUsers.viewsUsedLeft', { used: number(row.viewsUsed), left: number(row.viewsLeft) })}</li>
      ${row.live ? html`<li>${t('adminUsers.daysLeft')}: ${words.duration(row.expiresAt - now)}</li>` : ''}
    </ul>
    <div class="admin-actions">
      <a href="/admin/pushes/${ref}/audit" aria-label="${t('adminUsers.auditLabel', { time: when })}">${t('adminUsers.audit')}</a>
      ${row.live ? html`<a class="danger" href="/admin/pushes/${ref}/expire" aria-label="${t('adminUsers.expireLabel', { time: when })}">${t('adminUsers.expire')}</a>` : ''}
    </div>
  </li>`;
}

function filterForm(words: Translator, view: AllPushesView): Markup {
  const { t } = words;
  const { owner, state } = view.filter;
  const selected = (on: boolean) => (on ? ' selected' : '');
  const states: [StateFilter, string][] = [
    ['active', t('adminUsers.filterActive')],
    ['expired', t('adminUsers.filterExpired')],
    ['all', t('adminUsers.filterAll')],
  ];
  return html`<form method="get" action="/admin/pushes" class="row push-filter">
    <div>
      <label for="owner">${t('adminUsers.filterOwner')}</label>
      <select id="owner" name="owner">
        <option value=""${selected(owner === '')}>${t('adminUsers.filterAnyone')}</option>
        <option value="anonymous"${selected(owner === 'anonymous')}>${t('adminUsers.filterAnonymous')}</option>
        ${view.users.map((u) => html`<option value="${u.id}"${selected(owner === u.id)}>${u.email}</option>`)}
      </select>
    </div>
    <div>
      <label for="state">${t('adminUsers.filterState')}</label>
      <select id="state" name="state">
        ${states.map(([value, label]) => html`<option value="${value}"${selected(state === value)}>${label}</option>`)}
      </select>
    </div>
    <div><button class="secondary" type="submit">${t('adminUsers.filterButton')}</button></div>
  </form>`;
}

/** `/admin/pushes`: every push of the instance, filtered, newest first, a page at a time. */
export function allPushesPage(c: C, view: AllPushesView): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const title = t('adminUsers.pushesTitle');
  const pager =
    view.first && view.next === null
      ? ''
      : html`<nav class="pager" aria-label="${t('pushes.pagerLabel')}">
      ${view.first ? '' : html`<a href="/admin/pushes?${filterQuery(view.filter)}">${t('adminUsers.newest')}</a>`}
      ${view.next === null ? '' : html`<a rel="next" href="/admin/pushes?${view.next}">${t('adminUsers.older')}</a>`}
    </nav>`;
  return page(
    c,
    title,
    html`<h1>${title}</h1>
    <nav class="tabs" aria-label="${t('admin.title')}"><a href="/admin">${t('adminUsers.usersLink')}</a> <a href="/admin/settings">${t('settings.link')}</a> <a href="/admin/activity">${t('activity.link')}</a></nav>
    ${view.notice ? html`<p class="success" role="status">${t('adminUsers.doneExpired')}</p>` : ''}
    ${filterForm(words, view)}
    ${
      view.rows.length === 0
        ? html`<p class="muted">${t('adminUsers.noPushes')}</p>`
        : html`<ul class="pushes">${view.rows.map((row) => pushRow(words, row, view.now))}</ul>`
    }
    ${pager}`,
  );
}
