import type { Context } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { kindLabel } from '../../i18n/title-words.ts';
import type { AuditRecord, PushRecord } from '../../store/records.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { pageTime } from '../chrome/page-time.ts';
import { auditRow } from '../pushes/audit-page-views.ts';

type C = Context<PageEnv>;

const back = (c: C) =>
  html`<p><a href="/admin/pushes">${pageLanguage(c).t('adminUsers.backToPushes')}</a></p>`;

/** Any push's audit log for an administrator: what happened to it, never its payload or its link. */
export function pushAuditPage(c: C, push: PushRecord, entries: AuditRecord[]): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const title = t('adminUsers.auditTitle');
  const columns = (['columnEvent', 'columnTime', 'columnAddress', 'columnBrowser'] as const).map(
    (key) => html`<th scope="col">${t(`pushes.${key}`)}</th>`,
  );
  const time = pageTime(words, push.createdAt) as HtmlEscapedString;
  return page(
    c,
    title,
    html`<h1>${title}</h1>
    ${back(c)}
    <p>${words.html('adminUsers.auditIntro', { kind: kindLabel(words, push.kind), time })}</p>
    ${
      entries.length === 0
        ? html`<p>${t('adminUsers.auditEmpty')}</p>`
        : html`<table class="audit">
      <thead><tr>${columns}</tr></thead>
      <tbody>${entries.map((entry) => auditRow(words, entry))}</tbody>
    </table>`
    }`,
  );
}

/** Asks before an administrator expires someone's push. */
export function expirePushPage(c: C, push: PushRecord, ref: string): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const title = t('adminUsers.expireHeading');
  const time = pageTime(words, push.createdAt) as HtmlEscapedString;
  return page(
    c,
    title,
    html`<h1>${title}</h1>
    <p>${words.html('adminUsers.auditIntro', { kind: kindLabel(words, push.kind), time })}</p>
    <p>${t('adminUsers.expireText')}</p>
    <form method="post" action="/admin/pushes/${encodeURIComponent(ref)}/expire">
      ${csrfField(c)}
      <button class="danger" type="submit">${t('adminUsers.expireButton')}</button>
      <a class="button secondary" href="/admin/pushes">${t('admin.cancel')}</a>
    </form>`,
  );
}
