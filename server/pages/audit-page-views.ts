import type { Context } from 'hono';
import { html } from 'hono/html';
import type { TitleSource } from '../../shared/push-title.ts';
import type { AuditKind } from '../../shared/wire.ts';
import type { AuditRecord } from '../store/records.ts';
import { titleText } from './dashboard-views.ts';
import { type Markup, page } from './layout.ts';
import type { PageEnv } from './page-env.ts';
import { pageTime } from './page-time.ts';
import { readUserAgent } from './user-agent-facts.ts';

type C = Context<PageEnv>;

const EVENTS: Record<AuditKind, string> = {
  creation: 'Created',
  view: 'Viewed',
  failed_view: 'Opened after it had expired',
  expire: 'Expired',
  failed_passphrase: 'Wrong passphrase',
  owner_view: 'Viewed by you (not counted)',
  admin_view: 'Viewed by an administrator (not counted)',
  edit: 'Edited',
  creation_email_send: 'Link sent by e-mail',
};

function event(entry: AuditRecord): string {
  const what =
    entry.kind === 'expire' && entry.expiredBy !== undefined
      ? entry.expiredBy === 'owner'
        ? 'Expired by you'
        : 'Deleted by its recipient'
      : EVENTS[entry.kind];
  return entry.count === undefined || entry.count < 2 ? what : `${what} (${entry.count} times that minute)`;
}

function browser(userAgent: string): string {
  const { browser, system } = readUserAgent(userAgent);
  if (browser !== null) return system === null ? browser : `${browser} on ${system}`;
  if (system !== null) return `A browser on ${system}`;
  return userAgent.trim() === '' ? 'Not given' : userAgent.slice(0, 60);
}

const row = (entry: AuditRecord) => html`<tr>
    <td data-label="Event">${event(entry)}</td>
    <td data-label="Time">${pageTime(entry.createdAt)}</td>
    <td data-label="Address">${entry.ip === '' ? 'Unknown' : entry.ip}</td>
    <td data-label="Browser" title="${entry.userAgent}">${browser(entry.userAgent)}</td>
  </tr>`;

/** Every event of one push, newest first, a page at a time. */
export function auditPage(
  c: C,
  view: { urlToken: string; title: TitleSource; entries: AuditRecord[]; page: number; hasNext: boolean },
): Markup {
  const { urlToken, page: n } = view;
  const link = (to: number, rel: string, label: string) =>
    html`<a rel="${rel}" href="/p/${urlToken}/audit?page=${to}">${label}</a>`;
  const pager =
    n === 1 && !view.hasNext
      ? ''
      : html`<nav class="pager" aria-label="Pages">
        ${n > 1 ? link(n - 1, 'prev', 'Newer') : ''}<span>Page ${n}</span>${view.hasNext ? link(n + 1, 'next', 'Older') : ''}
      </nav>`;
  return page(
    c,
    'Audit log',
    html`<h1>Audit log of “${titleText(view.title)}”</h1>
    <p><a href="/p/${urlToken}/preview">Secret link</a> · <a href="/d/active">Your pushes</a></p>
    ${
      view.entries.length === 0
        ? html`<p>No events on this page.</p>`
        : html`<p class="muted">Newest first. Times are in UTC.</p>
    <table class="audit">
      <thead><tr><th scope="col">Event</th><th scope="col">Time</th><th scope="col">Address</th><th scope="col">Browser</th></tr></thead>
      <tbody>${view.entries.map(row)}</tbody>
    </table>`
    }
    ${pager}`,
  );
}
