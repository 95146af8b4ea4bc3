import type { Context } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { kindLabel, titleText } from '../../i18n/title-words.ts';
import type { Translator } from '../../i18n/translator.ts';
import { type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { pageTime } from '../chrome/page-time.ts';
import type { DashboardRow, EndedHow } from './dashboard-rows.ts';

type C = Context<PageEnv>;
export type Which = 'active' | 'expired';

/** What a redirect to the dashboard may ask it to say; nothing else from the query is shown. */
export const NOTICES = {
  expired: 'pushes.noticeExpired',
  edited: 'pushes.noticeEdited',
} as const;
export type Notice = keyof typeof NOTICES;

/** A moment as markup to go inside a message; its template holds no promise, so it is ready at once. */
export const timeMarkup = (words: Translator, ms: number) => pageTime(words, ms) as HtmlEscapedString;

const ENDED = {
  owner: 'pushes.endedByOwner',
  viewer: 'pushes.endedByViewer',
  views: 'pushes.endedViews',
  time: 'pushes.endedTime',
  expired: 'pushes.endedExpired',
} as const satisfies Record<EndedHow, string>;

function state(words: Translator, row: DashboardRow, now: number): Markup {
  if (row.live) return html`${words.t('pushes.timeLeft', { time: words.duration(row.expiresAt - now) })}`;
  const how = words.t(ENDED[row.endedHow ?? 'expired']);
  return row.endedAt === null
    ? html`${words.t('pushes.ended', { how })}`
    : words.html('pushes.endedAt', { time: timeMarkup(words, row.endedAt), how });
}

/** An answer's title says whose request it answers, and leads to that request's page. */
function heading(words: Translator, row: DashboardRow): Markup {
  if (row.answerTo !== null) {
    const title = words.t('pushes.answerTo', { title: titleText(words, row.answerTo.title) });
    return html`<a href="/requests/${row.answerTo.urlToken}">${title}</a>`;
  }
  const title = titleText(words, row.title);
  return row.live ? html`<a href="/p/${row.urlToken}/preview">${title}</a>` : html`${title}`;
}

function pushRow(words: Translator, row: DashboardRow, now: number): Markup {
  const { t } = words;
  const id = `push-${row.urlToken}`;
  const passphrase =
    row.hasPassphrase === null ? '' : t(row.hasPassphrase ? 'pushes.passphraseYes' : 'pushes.passphraseNo');
  const lastViewed =
    row.lastViewedAt === null
      ? t('pushes.neverViewed')
      : words.html('pushes.lastViewed', { time: timeMarkup(words, row.lastViewedAt) });
  return html`<li class="push-row">
    <h2 id="${id}">${heading(words, row)}</h2>
    <ul class="facts">
      <li>${kindLabel(words, row.kind)}</li>
      ${row.sealed ? html`<li class="sealed-mark">${t('pushes.sealedMark')}</li>` : ''}
      ${passphrase === '' ? '' : html`<li>${passphrase}</li>`}
      <li>${t('pushes.viewsUsed', { used: row.viewsUsed, count: row.viewsAllowed })}</li>
      <li>${state(words, row, now)}</li>
      <li>${lastViewed}</li>
    </ul>
    <p class="actions">
      <a href="/p/${row.urlToken}/audit" aria-describedby="${id}">${t('pushes.auditLog')}</a>
      ${
        row.live && row.answerTo === null
          ? html`<a href="/p/${row.urlToken}/edit" aria-describedby="${id}">${t('pushes.edit')}</a>
        <a class="danger" href="/p/${row.urlToken}/expire" aria-describedby="${id}">${t('pushes.expireNow')}</a>`
          : ''
      }
    </p>
  </li>`;
}

function tabs({ t }: Translator, which: Which): Markup {
  const tab = (to: Which, label: string) =>
    html`<a href="/d/${to}"${to === which ? html` aria-current="page"` : ''}>${label}</a>`;
  return html`<nav class="tabs" aria-label="${t('pushes.yourPushes')}">${tab('active', t('pushes.tabActive'))}${tab('expired', t('pushes.tabExpired'))}</nav>`;
}

/** Newer and older pages of a list, for the dashboard and the audit log alike. */
export function pager(words: Translator, path: string, pageNumber: number, hasNext: boolean): Markup {
  if (pageNumber === 1 && !hasNext) return html``;
  const { t } = words;
  const link = (n: number, rel: string, label: string) =>
    html`<a rel="${rel}" href="${path}?page=${n}">${label}</a>`;
  return html`<nav class="pager" aria-label="${t('pushes.pagerLabel')}">
    ${pageNumber > 1 ? link(pageNumber - 1, 'prev', t('pushes.newer')) : ''}
    <span>${t('pushes.pageNumber', { number: pageNumber })}</span>
    ${hasNext ? link(pageNumber + 1, 'next', t('pushes.older')) : ''}
  </nav>`;
}

/** The signed-in user's pushes, newest first, a page at a time. */
export function dashboardPage(
  c: C,
  view: { which: Which; rows: DashboardRow[]; page: number; hasNext: boolean; notice: Notice | null },
  now: number,
): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const { which, rows } = view;
  const heading = t(which === 'active' ? 'pushes.activeTitle' : 'pushes.expiredTitle');
  const empty =
    which === 'active'
      ? html`<p>${t('pushes.noActive')} <a href="/">${t('pushes.pushASecret')}</a></p>`
      : html`<p>${t('pushes.noExpired')}</p>`;
  return page(
    c,
    heading,
    html`<h1>${heading}</h1>
    ${view.notice === null ? '' : html`<p class="success" role="status">${t(NOTICES[view.notice])}</p>`}
    ${tabs(words, which)}
    ${rows.length === 0 ? (view.page === 1 ? empty : html`<p>${t('pushes.emptyPage')}</p>`) : html`<ul class="pushes">${rows.map((row) => pushRow(words, row, now))}</ul>`}
    ${pager(words, `/d/${which}`, view.page, view.hasNext)}`,
  );
}

export function badPagePage(c: C): Markup {
  const { t } = pageLanguage(c);
  return page(
    c,
    t('pushes.badPageTitle'),
    html`<h1>${t('pushes.badPageTitle')}</h1><p class="error" role="alert">${t('pushes.badPageText', { first: 1, last: 200 })}</p>`,
  );
}
