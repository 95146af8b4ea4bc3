import type { Context } from 'hono';
import { html } from 'hono/html';
import type { PushGate } from '../../../shared/gate.ts';
import type { PushView } from '../../../shared/wire.ts';
import { titleText } from '../../i18n/title-words.ts';
import type { DurationKeys } from '../../i18n/translator.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { gateSummary } from '../gates/gate-summary.ts';
import { type RequestRow, stateText } from './request-list-views.ts';

type C = Context<PageEnv>;

const WITHIN: DurationKeys = {
  minutes: 'recipient.withinMinutes',
  hours: 'recipient.withinHours',
  days: 'recipient.withinDays',
};

/** What a redirect to a request's page may ask it to say; nothing else from the query is shown. */
export const REQUEST_NOTICES = {
  created: 'requests.createdNotice',
  closed: 'requests.closedNotice',
  answer_deleted: 'requests.answerDeletedNotice',
} as const;
export type RequestNotice = keyof typeof REQUEST_NOTICES;

export interface RequestDetail extends RequestRow {
  /** The answer link, whole. */
  link: string;
  /** The answer can still be read. */
  answerLive: boolean;
  /** How many more times it can be read before it is deleted; 0 when it cannot. */
  answerViewsLeft: number;
  /** The answer push's audit page; null before an answer. */
  answerAudit: string | null;
  notice: RequestNotice | null;
  /** Who may answer, as the requester chose it; null when anyone holding the link may. */
  gate: PushGate | null;
}

function answerPart(c: C, detail: RequestDetail): Markup {
  const { t } = pageLanguage(c);
  if (detail.state !== 'answered') return html``;
  if (!detail.answerLive) return html`<p>${t('requests.answerGone')}</p>`;
  return html`<p class="muted">${detail.answerViewsLeft === 1 ? t('requests.readOnce') : t('requests.readsLeft', { count: detail.answerViewsLeft })}</p>
    <p class="actions">
      <a class="button" href="/requests/${detail.urlToken}/answer">${t('requests.readAnswer')}</a>
      ${detail.answerAudit === null ? '' : html`<a href="${detail.answerAudit}">${t('requests.answerAudit')}</a>`}
    </p>
    <form method="post" action="/requests/${detail.urlToken}/close">${csrfField(c)}
      <button class="danger" type="submit">${t('requests.deleteAnswer')}</button>
    </form>`;
}

/** A request as its requester sees it: its state, its link while open, what it asks, and the way to its answer. */
export function requestDetailPage(c: C, detail: RequestDetail, now: number): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const title = titleText(words, detail.title);
  // A reload after the answer came must not ask again to send the link.
  const shown = detail.notice === 'created' && detail.state !== 'open' ? null : detail.notice;
  const notice = shown === null ? '' : t(REQUEST_NOTICES[shown]);
  const open =
    detail.state === 'open'
      ? html`<pre class="secret" id="link">${detail.link}</pre>
    <button type="button" data-copy="link" hidden>${t('requests.copyLink')}</button>
    <p class="muted">${t('requests.linkHint')}</p>`
      : '';
  return page(
    c,
    title,
    html`<h1>${title}</h1>
    ${notice === '' ? '' : html`<p class="success" role="status">${notice}</p>`}
    <p>${stateText(words, detail, now)}</p>
    ${open}
    <h2>${t('requests.youAsked')}</h2>
    <pre class="secret" id="message">${detail.message}</pre>
    ${gateSummary(words, detail.gate, 'request')}
    ${answerPart(c, detail)}
    ${
      detail.state === 'open'
        ? html`<form method="post" action="/requests/${detail.urlToken}/close">${csrfField(c)}
      <button class="danger" type="submit">${t('requests.closeRequest')}</button>
    </form>`
        : ''
    }
    <p><a href="/requests">${t('requests.listTitle')}</a></p>`,
  );
}

/** The answer itself, for its requester: the text, the files' download links, and how long it stays. */
export function requestAnswerPage(c: C, urlToken: string, answer: PushView, now: number): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const text = answer.payload ?? '';
  return page(
    c,
    t('requests.answerTitleOwn'),
    html`<h1>${t('requests.answerTitleOwn')}</h1>
    ${
      text === ''
        ? ''
        : html`<pre class="secret" id="secret" tabindex="0" aria-label="${t('recipient.secretLabel')}">${text}</pre>
    <button type="button" data-copy="secret" hidden>${t('recipient.copySecret')}</button>`
    }
    ${
      answer.files.length === 0
        ? ''
        : html`<h2>${t('recipient.filesHeading')}</h2>
    <ul class="files">${answer.files.map(
      (f) => html`<li><a href="${f.url}" download="${f.filename}">${f.filename}</a>
      <span class="muted">(${f.content_type})</span></li>`,
    )}</ul>
    <p class="muted">${t('recipient.downloadLinksNote')}</p>`
    }
    <p class="muted">${
      answer.viewsRemaining === 0
        ? t('requests.answerReadDeleted')
        : t('requests.answerLeft', { time: words.duration(Date.parse(answer.expiresAt) - now, WITHIN) })
    }</p>
    <p><a href="/requests/${urlToken}">${t('requests.listTitle')}</a></p>`,
    { languagePicker: false },
  );
}
