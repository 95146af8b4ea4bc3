import type { Context } from 'hono';
import { html } from 'hono/html';
import { INVITATION_LIFETIME_MS } from '../../accounts/invitations.ts';
import type { UserRecord } from '../../store/records.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { strong } from '../sign-in/account-views.ts';

type C = Context<PageEnv>;

/** A new invitation as its page shows it: the link, and the address it was mailed to when it was. */
export interface MadeInvitation {
  link: string;
  mailedTo: string | null;
}

/** The new invitation's link, shown once; or, on a second look, why it is not shown. */
export function invitationMadePage(c: C, made: MadeInvitation | undefined): Markup {
  const words = pageLanguage(c);
  const { t, duration } = words;
  const back = html`<p><a href="/admin">${t('admin.backToAdmin')}</a></p>`;
  if (made === undefined) {
    const title = t('admin.invitationTitle');
    return page(c, title, html`<h1>${title}</h1><p>${t('admin.invitationAlreadyShown')}</p>${back}`);
  }
  const title = t('admin.invitationLinkTitle');
  return page(
    c,
    title,
    html`<h1>${title}</h1>
    ${
      made.mailedTo === null
        ? html`<p class="success" role="status">${t('admin.invitationShownOnce')}</p>`
        : html`<p class="success" role="status">${words.html('recovery.invitationMailed', { email: strong(made.mailedTo) })}</p>
    <p>${t('recovery.invitationMailedLink')}</p>`
    }
    <pre class="secret token" id="invitation-link">${made.link}</pre>
    <button type="button" data-copy="invitation-link" hidden>${t('admin.copyLink')}</button>
    <p class="muted">${t('admin.invitationWorksOnce', { duration: duration(INVITATION_LIFETIME_MS) })}</p>
    ${back}`,
  );
}

/** Asks before an administrator takes away another user's second factor, their passkeys with it. */
export function twoFactorOffPage(c: C, user: UserRecord, passkeys: number): Markup {
  const { t } = pageLanguage(c);
  const email = user.email;
  return page(
    c,
    t('admin.twoFactorOffTitle'),
    html`<h1>${t('admin.twoFactorOffHeading', { email })}</h1>
    <p>${t('admin.twoFactorOffText')}</p>
    ${passkeys === 0 ? '' : html`<p><strong>${t('admin.twoFactorOffPasskeys')}</strong></p>`}
    <form method="post" action="/admin/users/${user.id}/two_factor_off">
      ${csrfField(c)}
      <button class="danger" type="submit">${t('admin.twoFactorOffLabel', { email })}</button>
      <a class="button secondary" href="/admin">${t('admin.cancel')}</a>
    </form>`,
  );
}

export function forbiddenPage(c: C): Markup {
  const { t } = pageLanguage(c);
  const title = t('admin.forbiddenTitle');
  return page(
    c,
    title,
    html`<h1>${title}</h1>
    <p>${t('admin.forbiddenText')}</p>
    <p><a href="/d/active">${t('admin.yourPushes')}</a></p>`,
  );
}
