import type { Context } from 'hono';
import { html } from 'hono/html';
import type { LiveLinks } from '../../accounts/live-links.ts';
import type { UserRecord } from '../../store/records.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';

type C = Context<PageEnv>;

const userPath = (user: UserRecord) => `/admin/users/${encodeURIComponent(user.id)}`;

/** A question, its consequences, one button that does it and a way back to the user's page. */
function confirmation(
  c: C,
  user: UserRecord,
  heading: string,
  text: Markup | string,
  action: string,
  button: string,
) {
  const { t } = pageLanguage(c);
  return page(
    c,
    heading,
    html`<h1>${heading}</h1>
    <p>${text}</p>
    <form method="post" action="${userPath(user)}/${action}">
      ${csrfField(c)}
      <button class="danger" type="submit">${button}</button>
      <a class="button secondary" href="${userPath(user)}">${t('admin.cancel')}</a>
    </form>`,
  );
}

export function suspendPage(c: C, user: UserRecord): Markup {
  const { t } = pageLanguage(c);
  const email = user.email;
  return confirmation(
    c,
    user,
    t('adminUsers.suspendHeading', { email }),
    t('adminUsers.suspendText'),
    'suspend',
    t('adminUsers.suspendButton', { email }),
  );
}

export function expirePushesPage(c: C, user: UserRecord, count: number): Markup {
  const { t, number } = pageLanguage(c);
  const email = user.email;
  return confirmation(
    c,
    user,
    t('adminUsers.expirePushesHeading', { email }),
    t('adminUsers.expirePushesText', { count: number(count) }),
    'expire_pushes',
    t('adminUsers.expirePushesButton'),
  );
}

/** Whom a removed user's live links may go to: anyone else not suspended. */
const heirsOf = (user: UserRecord, users: readonly UserRecord[]) =>
  users.filter((other) => other.id !== user.id && other.suspended !== true);

/** Asks before a user goes, saying how many live links would stop working, and offers to hand them over. */
export function removePage(
  c: C,
  user: UserRecord,
  live: LiveLinks,
  users: readonly UserRecord[],
  error?: 'lastAdmin' | 'badRecipient',
): Markup {
  const { t, number } = pageLanguage(c);
  const email = user.email;
  const heirs = heirsOf(user, users);
  const links = live.pushes + live.requests;
  const choice =
    links === 0 || heirs.length === 0
      ? html`<input type="hidden" name="left" value="expire">`
      : html`<fieldset class="rules">
          <legend>${t('adminUsers.leftLegend')}</legend>
          <label class="check"><input type="radio" name="left" value="hand" checked> ${t('adminUsers.leftHand')}</label>
          <label for="hand_to">${t('adminUsers.handTo')}</label>
          <select id="hand_to" name="hand_to">${heirs.map((h) => html`<option value="${h.id}">${h.email}</option>`)}</select>
          <label class="check"><input type="radio" name="left" value="expire"> ${t('adminUsers.leftExpire')}</label>
        </fieldset>`;
  return page(
    c,
    t('admin.removeUserTitle'),
    html`<h1>${t('admin.removeUserHeading', { email })}</h1>
    ${error === undefined ? '' : html`<p class="error" role="alert">${t(error === 'lastAdmin' ? 'admin.lastAdmin' : 'adminUsers.badRecipient')}</p>`}
    <p>${t('adminUsers.removeLinks', { pushes: number(live.pushes), requests: number(live.requests) })}</p>
    <p>${t('adminUsers.removeText')}</p>
    <form method="post" action="${userPath(user)}/remove">
      ${csrfField(c)}
      ${choice}
      <button class="danger" type="submit">${t('admin.removeUser', { email })}</button>
      <a class="button secondary" href="${userPath(user)}">${t('admin.cancel')}</a>
    </form>`,
  );
}

/** The reset link made without mail, shown this once; or, on a second look, why it is not shown. */
export function resetLinkPage(c: C, link: string | undefined): Markup {
  const { t } = pageLanguage(c);
  const title = t('adminUsers.resetLinkTitle');
  const back = html`<p><a href="/admin">${t('admin.backToAdmin')}</a></p>`;
  if (link === undefined)
    return page(c, title, html`<h1>${title}</h1><p>${t('adminUsers.resetLinkGone')}</p>${back}`);
  return page(
    c,
    title,
    html`<h1>${title}</h1>
    <p class="success" role="status">${t('adminUsers.resetLinkShownOnce')}</p>
    <pre class="secret token" id="reset-link">${link}</pre>
    <button type="button" data-copy="reset-link" hidden>${t('admin.copyLink')}</button>
    ${back}`,
  );
}
