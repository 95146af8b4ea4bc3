import type { Context } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { Translator } from '../../i18n/translator.ts';
import type { UserRecord } from '../../store/records.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { pageTime } from '../chrome/page-time.ts';
import { userKeysSection } from './user-keys.ts';
import { hasSecondFactor, type UserFacts, type UserOffers } from './user-page-facts.ts';

type C = Context<PageEnv>;

const at = (words: Translator, ms: number) => pageTime(words, ms) as HtmlEscapedString;

/** What a finished action says when the user's page is shown again (post/redirect/get). */
export const USER_NOTICES = {
  suspended: 'adminUsers.doneSuspended',
  restored: 'adminUsers.doneRestored',
  reset_mailed: 'adminUsers.doneResetMailed',
  pushes_expired: 'adminUsers.donePushesExpired',
  key_revoked: 'apiKeys.revokedNotice',
} as const;

export type UserNotice = keyof typeof USER_NOTICES;

/** What a suspended account's page says of who suspended it, and so who may lift it. */
const SUSPENDED_BY = {
  admin: 'adminUsers.suspendedByAdmin',
  directory: 'adminUsers.suspendedByDirectory',
} as const;

export const isUserNotice = (done: string | undefined): done is UserNotice =>
  done !== undefined && Object.hasOwn(USER_NOTICES, done);

const row = (label: string, value: Markup | string) =>
  html`<tr><th scope="row">${label}</th><td>${value}</td></tr>`;

function factsTable(words: Translator, facts: UserFacts): Markup {
  const { t, number } = words;
  const { user, live } = facts;
  const onOff = (on: boolean) => t(on ? 'adminUsers.on' : 'adminUsers.off');
  const owner = encodeURIComponent(user.id);
  return html`<table class="facts-table">
    <tbody>
      ${row(t('adminUsers.role'), t(user.admin ? 'admin.roleAdmin' : 'admin.roleUser'))}
      ${row(t('adminUsers.state'), user.suspended === true ? html`<strong class="error">${t('adminUsers.stateSuspended')}</strong>` : t('adminUsers.stateActive'))}
      ${row(t('adminUsers.created'), at(words, user.createdAt))}
      ${row(t('adminUsers.lastSignIn'), user.lastSignInAt === undefined ? t('admin.noSignIn') : at(words, user.lastSignInAt))}
      ${row(t('adminUsers.lastActivity'), facts.lastActivity === null ? t('adminUsers.none') : at(words, facts.lastActivity))}
      ${row(t('adminUsers.twoFactor'), onOff(hasSecondFactor(facts)))}
      ${row(t('adminUsers.apiToken'), t(user.tokenHash === null ? 'adminUsers.tokenNone' : 'adminUsers.tokenPresent'))}
      ${row(t('adminUsers.sessions'), number(facts.sessions))}
      ${row(t('adminUsers.activePushes'), html`<a href="/admin/pushes?owner=${owner}&amp;state=active">${number(live.pushes)}</a>`)}
      ${row(t('adminUsers.openRequests'), number(live.requests))}
    </tbody>
  </table>`;
}

function browsers(words: Translator, facts: UserFacts): Markup {
  const { t } = words;
  if (facts.browsers.length === 0) return html`<p class="muted">${t('adminUsers.noBrowsers')}</p>`;
  return html`<ul class="facts">${facts.browsers.map(
    (b) =>
      html`<li>${b.name}: ${
        b.lastUsedAt === null
          ? t('adminUsers.browserNeverUsed')
          : words.html('adminUsers.browserLastUsed', { time: at(words, b.lastUsedAt) })
      }</li>`,
  )}</ul>`;
}

const postButton = (c: C, action: string, label: string, cls = 'secondary') =>
  html`<form class="inline" method="post" action="${action}">${csrfField(c)}<button class="${cls}" type="submit">${label}</button></form>`;

function actions(c: C, facts: UserFacts, offers: UserOffers, mailing: boolean): Markup {
  const { t } = pageLanguage(c);
  const base = `/admin/users/${encodeURIComponent(facts.user.id)}`;
  const { user } = facts;
  return html`<h2>${t('adminUsers.actionsHeading')}</h2>
    <div class="admin-actions">
      ${
        offers.changeRole
          ? html`<form class="inline" method="post" action="${base}/admin">${csrfField(c)}<input type="hidden" name="admin" value="${user.admin ? 'no' : 'yes'}"><button class="secondary" type="submit">${t(user.admin ? 'admin.takeAdmin' : 'admin.makeAdmin')}</button></form>`
          : ''
      }
      ${offers.passwordReset ? postButton(c, `${base}/password_reset`, t(mailing ? 'adminUsers.sendReset' : 'adminUsers.showResetLink')) : ''}
      ${offers.secondFactorOff ? html`<a class="button secondary" href="${base}/two_factor_off">${t('admin.twoFactorOff')}</a>` : ''}
      ${offers.restore ? postButton(c, `${base}/restore`, t('adminUsers.restore')) : ''}
      ${offers.suspend ? html`<a class="button secondary" href="${base}/suspend">${t('adminUsers.suspend')}</a>` : ''}
      ${offers.expirePushes ? html`<a class="button secondary" href="${base}/expire_pushes">${t('adminUsers.expirePushes')}</a>` : ''}
      ${offers.remove ? html`<a class="danger" href="${base}/remove">${t('admin.remove')}</a>` : ''}
    </div>
    ${offers.remove ? '' : html`<p class="muted">${t('adminUsers.lastAdminNote')}</p>`}`;
}

export interface UserPageView {
  facts: UserFacts;
  offers: UserOffers;
  me: UserRecord;
  mailing: boolean;
  notice?: UserNotice;
}

/** `/admin/users/:id`: one user's account, what they hold, and what an administrator can do about it. */
export function userPage(c: C, view: UserPageView): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const { user } = view.facts;
  const title = user.id === view.me.id ? t('admin.you', { email: user.email }) : user.email;
  return page(
    c,
    title,
    html`<h1>${title}</h1>
    <p><a href="/admin">${t('admin.backToAdmin')}</a></p>
    ${view.notice === undefined ? '' : html`<p class="success" role="status">${t(USER_NOTICES[view.notice])}</p>`}
    ${
      // Right after the suspension its notice already says what the standing note would.
      user.suspended === true && view.notice !== 'suspended'
        ? html`<p class="error" role="status">${t('adminUsers.suspendedNote')}</p>`
        : ''
    }
    ${view.facts.suspendedBy === null ? '' : html`<p class="muted">${t(SUSPENDED_BY[view.facts.suspendedBy])}</p>`}
    ${factsTable(words, view.facts)}
    <h2>${t('adminUsers.browsersHeading')}</h2>
    ${browsers(words, view.facts)}
    ${userKeysSection(c, user.id, view.facts.keys, view.facts.at)}
    ${actions(c, view.facts, view.offers, view.mailing)}`,
  );
}
