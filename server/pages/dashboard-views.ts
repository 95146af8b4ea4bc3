import type { Context } from 'hono';
import { html } from 'hono/html';
import { KIND_LABELS } from '../../shared/kinds.ts';
import type { TitleSource } from '../../shared/push-title.ts';
import type { DashboardRow, EndedHow } from './dashboard-rows.ts';
import { type Markup, page } from './layout.ts';
import type { PageEnv } from './page-env.ts';
import { pageTime } from './page-time.ts';
import { plural, timeLeftWords } from './time-left-words.ts';

type C = Context<PageEnv>;
export type Which = 'active' | 'expired';

/** What a redirect to the dashboard may ask it to say; nothing else from the query is shown. */
export const NOTICES = {
  expired: 'The push has expired: its secret is deleted and its link no longer works.',
  edited: 'Your changes to the push are saved.',
} as const;
export type Notice = keyof typeof NOTICES;

const ENDED: Record<EndedHow, string> = {
  owner: 'expired by you',
  viewer: 'deleted by its recipient',
  views: 'all views used',
  time: 'its time ran out',
  expired: 'expired',
};

function state(row: DashboardRow, now: number): Markup {
  if (row.live) return html`${timeLeftWords(row.expiresAt - now)} left`;
  const ended = ENDED[row.endedHow ?? 'expired'];
  return row.endedAt === null ? html`Ended: ${ended}` : html`Ended ${pageTime(row.endedAt)}: ${ended}`;
}

function pushRow(row: DashboardRow, now: number): Markup {
  const title = titleText(row.title);
  const id = `push-${row.urlToken}`;
  const passphrase =
    row.hasPassphrase === null ? '' : row.hasPassphrase ? 'Passphrase: yes' : 'Passphrase: no';
  return html`<li class="push-row">
    <h2 id="${id}">${row.live ? html`<a href="/p/${row.urlToken}/preview">${title}</a>` : title}</h2>
    <ul class="facts">
      <li>${KIND_LABELS[row.kind]}</li>
      ${passphrase === '' ? '' : html`<li>${passphrase}</li>`}
      <li>${row.viewsUsed} of ${plural(row.viewsAllowed, 'view', 'views')} used</li>
      <li>${state(row, now)}</li>
      <li>${row.lastViewedAt === null ? 'Never viewed' : html`Last viewed ${pageTime(row.lastViewedAt)}`}</li>
    </ul>
    <p class="actions">
      <a href="/p/${row.urlToken}/audit" aria-describedby="${id}">Audit log</a>
      ${
        row.live
          ? html`<a href="/p/${row.urlToken}/edit" aria-describedby="${id}">Edit</a>
        <a class="danger" href="/p/${row.urlToken}/expire" aria-describedby="${id}">Expire now</a>`
          : ''
      }
    </p>
  </li>`;
}

function tabs(which: Which): Markup {
  const tab = (to: Which, label: string) =>
    html`<a href="/d/${to}"${to === which ? html` aria-current="page"` : ''}>${label}</a>`;
  return html`<nav class="tabs" aria-label="Your pushes">${tab('active', 'Active')}${tab('expired', 'Expired')}</nav>`;
}

function pager(which: Which, pageNumber: number, hasNext: boolean): Markup {
  if (pageNumber === 1 && !hasNext) return html``;
  const link = (n: number, rel: string, label: string) =>
    html`<a rel="${rel}" href="/d/${which}?page=${n}">${label}</a>`;
  return html`<nav class="pager" aria-label="Pages">
    ${pageNumber > 1 ? link(pageNumber - 1, 'prev', 'Newer') : ''}
    <span>Page ${pageNumber}</span>
    ${hasNext ? link(pageNumber + 1, 'next', 'Older') : ''}
  </nav>`;
}

/** The signed-in user's pushes, newest first, a page at a time. */
export function dashboardPage(
  c: C,
  view: { which: Which; rows: DashboardRow[]; page: number; hasNext: boolean; notice: Notice | null },
  now: number,
): Markup {
  const { which, rows } = view;
  const heading = which === 'active' ? 'Active pushes' : 'Expired pushes';
  const empty =
    which === 'active'
      ? html`<p>No active pushes. <a href="/">Push a secret</a></p>`
      : html`<p>No expired pushes yet.</p>`;
  return page(
    c,
    heading,
    html`<h1>${heading}</h1>
    ${view.notice === null ? '' : html`<p class="success" role="status">${NOTICES[view.notice]}</p>`}
    ${tabs(which)}
    ${rows.length === 0 ? (view.page === 1 ? empty : html`<p>Nothing on this page.</p>`) : html`<ul class="pushes">${rows.map((row) => pushRow(row, now))}</ul>`}
    ${pager(which, view.page, view.hasNext)}`,
  );
}

export function badPagePage(c: C): Markup {
  return page(
    c,
    'No such page',
    html`<h1>No such page</h1><p class="error" role="alert">Pages are numbered from 1 to 200.</p>`,
  );
}
