import type { Context } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { INVITATION_LIFETIME_MS } from '../../accounts/invitations.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { PushCounts } from '../../store/push-store.ts';
import type { InvitationRecord, UserRecord } from '../../store/records.ts';
import type { StoreHealth } from '../../store/store-control.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { pageTime } from '../chrome/page-time.ts';

type C = Context<PageEnv>;

// A template with no promise inside renders at once, so a message can take it as a param.
const at = (words: Translator, ms: number) => pageTime(words, ms) as HtmlEscapedString;

/** What a finished action says when the admin page is shown again (post/redirect/get). */
export const ADMIN_NOTICES = {
  made_admin: 'admin.doneMadeAdmin',
  took_admin: 'admin.doneTookAdmin',
  removed: 'admin.doneRemoved',
  removed_handed_over: 'adminUsers.doneRemovedHandedOver',
  revoked: 'admin.doneRevoked',
  two_factor_off: 'admin.doneTwoFactorOff',
  two_factor_off_mailed: 'admin.doneTwoFactorOffMailed',
} as const;

export type AdminNotice = keyof typeof ADMIN_NOTICES;

export const isAdminNotice = (done: string | undefined): done is AdminNotice =>
  done !== undefined && Object.hasOwn(ADMIN_NOTICES, done);

export type AdminError = 'badEmail' | 'alreadyUser' | 'lastAdmin';

export interface InstanceFacts {
  version: string;
  health: StoreHealth;
  counts: PushCounts;
  /** Where mails' links go (PWP__OVERRIDE_BASE_URL); null when the server sends no mail. */
  mailOrigin: string | null;
}

export interface AdminView {
  me: UserRecord;
  users: UserRecord[];
  invitations: InvitationRecord[];
  facts: InstanceFacts;
  now: number;
  notice?: AdminNotice;
  error?: AdminError;
  invite?: { email: string; admin: boolean; error?: AdminError };
  /** Whether invitations go out by e-mail (an SMTP server is set) or only as a link to pass on. */
  mailing?: boolean;
}

function userRow(c: C, view: AdminView, user: UserRecord): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const email = user.email;
  const toggleLabel = t(user.admin ? 'admin.takeAdminLabel' : 'admin.makeAdminLabel', { email });
  return html`<li class="push-row">
    <h3>${user.id === view.me.id ? t('admin.you', { email }) : email}${user.suspended === true ? html` <strong class="error">${t('adminUsers.stateSuspended')}</strong>` : ''}</h3>
    <ul class="facts">
      <li>${user.admin ? html`<strong>${t('admin.roleAdmin')}</strong>` : t('admin.roleUser')}</li>
      <li>${words.html('admin.userCreated', { time: at(words, user.createdAt) })}</li>
      <li>${
        user.lastSignInAt === undefined
          ? t('admin.noSignIn')
          : words.html('admin.lastSignIn', { time: at(words, user.lastSignInAt) })
      }</li>
    </ul>
    <div class="admin-actions">
      <a href="/admin/users/${encodeURIComponent(user.id)}" aria-label="${t('adminUsers.detailsLabel', { email })}">${t('adminUsers.details')}</a>
      <form class="inline" method="post" action="/admin/users/${user.id}/admin">
        ${csrfField(c)}
        <input type="hidden" name="admin" value="${user.admin ? 'no' : 'yes'}">
        <button class="link" type="submit" aria-label="${toggleLabel}">${t(user.admin ? 'admin.takeAdmin' : 'admin.makeAdmin')}</button>
      </form>
      ${
        // Their own goes through the account page, behind their password.
        user.totp === undefined || user.id === view.me.id
          ? ''
          : html`<a href="/admin/users/${user.id}/two_factor_off" aria-label="${t('admin.twoFactorOffLabel', { email })}">${t('admin.twoFactorOff')}</a>`
      }
      <a class="danger" href="/admin/users/${user.id}/remove" aria-label="${t('admin.removeUser', { email })}">${t('admin.remove')}</a>
    </div>
  </li>`;
}

function invitationRow(c: C, view: AdminView, invitation: InvitationRecord): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const expired = invitation.expiresAt <= view.now;
  // Setup links (no e-mail) are never listed.
  const email = invitation.email ?? '';
  const until = at(words, invitation.expiresAt);
  return html`<li class="push-row">
    <h3>${email}</h3>
    <ul class="facts">
      <li>${t(invitation.admin ? 'admin.asAdmin' : 'admin.asUser')}</li>
      <li>${words.html('admin.invited', { time: at(words, invitation.createdAt) })}</li>
      <li>${
        expired
          ? html`<strong>${words.html('admin.invitationExpired', { time: until })}</strong>`
          : words.html('admin.validUntil', { time: until })
      }</li>
    </ul>
    <form class="inline" method="post" action="/admin/invitations/${invitation.tokenHash}/resend">
      ${csrfField(c)}
      <button class="secondary" type="submit" aria-label="${t('adminUsers.resendLabel', { email })}">${t('adminUsers.resend')}</button>
    </form>
    <form method="post" action="/admin/invitations/${invitation.tokenHash}/revoke">
      ${csrfField(c)}
      <button class="secondary" type="submit" aria-label="${t(expired ? 'admin.removeInvitationLabel' : 'admin.revokeLabel', { email })}">${t(expired ? 'admin.remove' : 'admin.revoke')}</button>
    </form>
  </li>`;
}

function inviteForm(c: C, view: AdminView): Markup {
  const { t, duration } = pageLanguage(c);
  const typed = view.invite ?? { email: '', admin: false };
  const error = typed.error;
  return html`<h2 id="invite-heading">${t('admin.inviteHeading')}</h2>
    <p>${t(view.mailing === true ? 'recovery.inviteTextMailed' : 'admin.inviteText', { duration: duration(INVITATION_LIFETIME_MS) })}</p>
    <form method="post" action="/admin/invitations" aria-labelledby="invite-heading">
      ${csrfField(c)}
      <label for="invite_email">${t('admin.email')}</label>
      <input id="invite_email" name="email" type="email" autocomplete="off" required value="${typed.email}"${
        error === undefined ? '' : html` aria-invalid="true" aria-describedby="invite_email-error"`
      }>
      ${error === undefined ? '' : html`<p class="error" id="invite_email-error">${t(`admin.${error}`)}</p>`}
      <label class="check"><input type="checkbox" name="admin" value="yes"${typed.admin ? ' checked' : ''}> ${t('admin.inviteAsAdmin')}</label>
      <button type="submit">${t(view.mailing === true ? 'recovery.sendInvitation' : 'admin.createInvitation')}</button>
    </form>`;
}

function instanceFacts(words: Translator, facts: InstanceFacts): Markup {
  const { t, number } = words;
  const { health, counts } = facts;
  const problem =
    health.problem === null
      ? t('admin.unknownProblem')
      : (html`<code>${health.problem}</code>` as HtmlEscapedString);
  return html`<h2>${t('admin.instanceHeading')}</h2>
    <table class="facts-table">
      <tbody>
        <tr><th scope="row">${t('admin.version')}</th><td>${facts.version}</td></tr>
        <tr><th scope="row">${t('admin.store')}</th><td>${
          health.writable
            ? t('admin.storeWritable')
            : html`<strong class="error">${words.html('admin.storeNotWritable', { problem })}</strong>`
        }</td></tr>
        <tr><th scope="row">${t('admin.mail')}</th><td>${
          facts.mailOrigin === null ? t('admin.mailOff') : t('admin.mailOrigin', { origin: facts.mailOrigin })
        }</td></tr>
        <tr><th scope="row">${t('admin.activePushes')}</th><td>${number(counts.active)}</td></tr>
        <tr><th scope="row">${t('admin.expiredPushes')}</th><td>${number(counts.expired)}</td></tr>
        <tr><th scope="row">${t('admin.allPushes')}</th><td>${number(counts.active + counts.expired)}</td></tr>
      </tbody>
    </table>`;
}

export function adminPage(c: C, view: AdminView): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const title = t('admin.title');
  return page(
    c,
    title,
    html`<h1>${title}</h1>
    <nav class="tabs" aria-label="${title}"><a href="/admin/pushes">${t('adminUsers.pushesLink')}</a> <a href="/admin/settings">${t('settings.link')}</a> <a href="/admin/activity">${t('activity.link')}</a> <a href="/admin/scim">${t('scim.link')}</a></nav>
    ${view.notice === undefined ? '' : html`<p class="success" role="status">${t(ADMIN_NOTICES[view.notice])}</p>`}
    ${view.error === undefined ? '' : html`<p class="error" role="alert">${t(`admin.${view.error}`)}</p>`}
    ${instanceFacts(words, view.facts)}
    <h2>${t('admin.usersHeading', { count: view.users.length })}</h2>
    <ul class="pushes">${view.users.map((user) => userRow(c, view, user))}</ul>
    ${inviteForm(c, view)}
    <h2>${t('admin.invitationsHeading', { count: view.invitations.length })}</h2>
    ${
      view.invitations.length === 0
        ? html`<p class="muted">${t('admin.noInvitations')}</p>`
        : html`<ul class="pushes">${view.invitations.map((i) => invitationRow(c, view, i))}</ul>`
    }`,
  );
}
