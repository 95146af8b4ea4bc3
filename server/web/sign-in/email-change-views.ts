import type { Context } from 'hono';
import { html } from 'hono/html';
import type { UserRecord } from '../../store/records.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { strong } from './account-views.ts';

type C = Context<PageEnv>;

export type EmailChangeErrors = Partial<Record<'new_email' | 'current_password', string>>;

const described = (errors: EmailChangeErrors, field: keyof EmailChangeErrors) =>
  errors[field] === undefined ? '' : html` aria-invalid="true" aria-describedby="${field}-error"`;

const errorFor = (errors: EmailChangeErrors, field: keyof EmailChangeErrors) =>
  errors[field] === undefined ? '' : html`<p class="error" id="${field}-error">${errors[field]}</p>`;

/** The new address and the current password, which proves it is the account's owner asking. */
export function emailChangePage(c: C, user: UserRecord, errors: EmailChangeErrors = {}, typed = ''): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const title = t('recovery.emailChangeTitle');
  return page(
    c,
    title,
    html`<h1>${title}</h1>
    <p>${words.html('recovery.emailChangeIntro', { email: strong(user.email) })}</p>
    <form method="post" action="/users/account/email">
      ${csrfField(c)}
      <input type="text" name="username" autocomplete="username" value="${user.email}" hidden>
      <label for="new_email">${t('recovery.newEmail')}</label>
      <input id="new_email" name="new_email" type="email" autocomplete="email" required value="${typed}"${described(errors, 'new_email')}>
      ${errorFor(errors, 'new_email')}
      <label for="current_password">${t('account.currentPassword')}</label>
      <input id="current_password" name="current_password" type="password" autocomplete="current-password" required${described(errors, 'current_password')}>
      ${errorFor(errors, 'current_password')}
      <button type="submit">${t('recovery.sendLink')}</button>
    </form>
    <p><a href="/users/account">${t('recovery.backToAccount')}</a></p>`,
  );
}

/** A button, not the link itself, makes the change: a mail scanner that opens links changes nothing. */
export function emailConfirmPage(c: C, token: string, oldEmail: string, newEmail: string): Markup {
  const words = pageLanguage(c);
  const title = words.t('recovery.emailConfirmTitle');
  return page(
    c,
    title,
    html`<h1>${title}</h1>
    <p>${words.html('recovery.emailConfirmIntro', { old: strong(oldEmail), new: strong(newEmail) })}</p>
    <form method="post" action="/users/account/email/${token}">
      ${csrfField(c)}
      <button type="submit">${words.t('recovery.emailConfirmButton')}</button>
    </form>`,
  );
}
