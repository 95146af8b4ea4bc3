import type { Context } from 'hono';
import { html } from 'hono/html';
import type { TitleSource } from '../../../shared/push-title.ts';
import { titleText } from '../../i18n/title-words.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { RequestState } from '../../store/request-records.ts';
import { type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { pager, timeMarkup } from '../pushes/dashboard-views.ts';

type C = Context<PageEnv>;

/** One request as the requester's pages list it, its words already opened. */
export interface RequestRow {
  urlToken: string;
  title: TitleSource;
  message: string;
  state: RequestState;
  closesAt: number;
  /** When it was answered or closed; null while open. */
  endedAt: number | null;
  allowFiles: boolean;
  hasPassphrase: boolean;
}

/** "Open, 3 days left", "Answered 1 Jan 2026, 10:00 UTC", "Closed …". */
export function stateText(words: Translator, row: RequestRow, now: number): Markup {
  if (row.state === 'open')
    return html`${words.t('requests.stateOpen', { time: words.duration(row.closesAt - now) })}`;
  const time = timeMarkup(words, row.endedAt ?? row.closesAt);
  return words.html(row.state === 'answered' ? 'requests.stateAnswered' : 'requests.stateClosed', { time });
}

function requestRow(words: Translator, row: RequestRow, now: number): Markup {
  const { t } = words;
  return html`<li class="push-row">
    <h2><a href="/requests/${row.urlToken}">${titleText(words, row.title)}</a></h2>
    <ul class="facts">
      <li>${stateText(words, row, now)}</li>
      ${row.allowFiles ? html`<li>${t('requests.takesFiles')}</li>` : ''}
      ${row.hasPassphrase ? html`<li>${t('requests.hasPassphrase')}</li>` : ''}
    </ul>
  </li>`;
}

/** The requester's requests, newest first, a page at a time. */
export function requestListPage(
  c: C,
  view: { rows: RequestRow[]; page: number; hasNext: boolean },
  now: number,
): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const rows =
    view.rows.length === 0
      ? html`<p>${view.page === 1 ? t('requests.noRequests') : t('pushes.emptyPage')}</p>`
      : html`<ul class="pushes">${view.rows.map((row) => requestRow(words, row, now))}</ul>`;
  return page(
    c,
    t('requests.listTitle'),
    html`<h1>${t('requests.listTitle')}</h1>
    <p>${t('requests.listIntro')}</p>
    <p><a class="button" href="/requests/new">${t('requests.newRequest')}</a></p>
    ${rows}
    ${pager(words, '/requests', view.page, view.hasNext)}`,
  );
}
