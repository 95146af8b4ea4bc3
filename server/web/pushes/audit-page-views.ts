import type { Context } from 'hono';
import { html } from 'hono/html';
import type { TitleSource } from '../../../shared/push-title.ts';
import type { AuditKind } from '../../../shared/wire.ts';
import { titleText } from '../../i18n/title-words.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { AuditRecord } from '../../store/records.ts';
import { type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { pageTime } from '../chrome/page-time.ts';
import { pager } from './dashboard-views.ts';
import { readUserAgent } from './user-agent-facts.ts';

type C = Context<PageEnv>;

const EVENTS = {
  creation: 'pushes.eventCreation',
  view: 'pushes.eventView',
  failed_view: 'pushes.eventFailedView',
  expire: 'pushes.eventExpire',
  failed_passphrase: 'pushes.eventFailedPassphrase',
  owner_view: 'pushes.eventOwnerView',
  admin_view: 'pushes.eventAdminView',
  edit: 'pushes.eventEdit',
  creation_email_send: 'pushes.eventEmailSent',
  gate_passed: 'gate.auditPassedNetwork',
  failed_gate: 'gate.auditRefused',
} as const satisfies Record<AuditKind, string>;

const PASSED = {
  code: 'gate.auditPassedCode',
  member: 'gate.auditPassedMember',
  network: 'gate.auditPassedNetwork',
} as const;
/** Through a request's gate, on the push its answer made (`answer_code:...`). */
const ANSWERED = {
  code: 'requestGate.auditAnsweredCode',
  member: 'requestGate.auditAnsweredMember',
  network: 'requestGate.auditAnsweredNetwork',
} as const;

/** Who the gate let through: the address a code proved, or the signed-in user's. */
function gatePassed({ t }: Translator, detail: string): string {
  const [head = '', email = ''] = detail.split(/:(.*)/s);
  const answered = head.startsWith('answer_');
  const via = answered ? head.slice('answer_'.length) : head;
  const said = answered ? ANSWERED : PASSED;
  if (via === 'code') return t(said.code, { email });
  if (via === 'member' || via === 'account') return t(said.member, { email });
  return t(said.network);
}

function event(words: Translator, entry: AuditRecord): string {
  const { t } = words;
  if (entry.kind === 'gate_passed') return gatePassed(words, entry.detail ?? '');
  const what = t(
    entry.kind === 'expire' && entry.expiredBy !== undefined
      ? entry.expiredBy === 'owner'
        ? 'pushes.eventExpiredByOwner'
        : 'pushes.eventDeletedByViewer'
      : EVENTS[entry.kind],
  );
  return entry.count === undefined || entry.count < 2
    ? what
    : t('pushes.eventRepeated', { event: what, count: entry.count });
}

function browser({ t }: Translator, userAgent: string): string {
  const { browser, system } = readUserAgent(userAgent);
  if (browser !== null) return system === null ? browser : t('pushes.browserOnSystem', { browser, system });
  if (system !== null) return t('pushes.someBrowserOnSystem', { system });
  return userAgent.trim() === '' ? t('pushes.agentNotGiven') : userAgent.slice(0, 60);
}

const row = (words: Translator, entry: AuditRecord) => html`<tr>
    <td data-label="${words.t('pushes.columnEvent')}">${event(words, entry)}</td>
    <td data-label="${words.t('pushes.columnTime')}">${pageTime(words, entry.createdAt)}</td>
    <td data-label="${words.t('pushes.columnAddress')}">${entry.ip === '' ? words.t('pushes.addressUnknown') : entry.ip}</td>
    <td data-label="${words.t('pushes.columnBrowser')}" title="${entry.userAgent}">${browser(words, entry.userAgent)}</td>
  </tr>`;

/** Every event of one push, newest first, a page at a time. */
export function auditPage(
  c: C,
  view: { urlToken: string; title: TitleSource; entries: AuditRecord[]; page: number; hasNext: boolean },
): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const { urlToken } = view;
  const columns = (['columnEvent', 'columnTime', 'columnAddress', 'columnBrowser'] as const).map(
    (key) => html`<th scope="col">${t(`pushes.${key}`)}</th>`,
  );
  return page(
    c,
    t('pushes.auditLog'),
    html`<h1>${t('pushes.auditHeading', { title: titleText(words, view.title) })}</h1>
    <p><a href="/p/${urlToken}/preview">${t('pushes.secretLink')}</a> · <a href="/d/active">${t('pushes.yourPushes')}</a></p>
    ${
      view.entries.length === 0
        ? html`<p>${t('pushes.noEvents')}</p>`
        : html`<p class="muted">${t('pushes.auditIntro')}</p>
    <table class="audit">
      <thead><tr>${columns}</tr></thead>
      <tbody>${view.entries.map((entry) => row(words, entry))}</tbody>
    </table>`
    }
    ${pager(words, `/p/${urlToken}/audit`, view.page, view.hasNext)}`,
  );
}
export { row as auditRow };
