import type { Context } from 'hono';
import { html } from 'hono/html';
import { MIN_PASSWORD_LENGTH } from '../../accounts/passwords.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { strong } from './account-views.ts';

type C = Context<PageEnv>;

/** Errors of the form, by field name, in the page's language. */
export type InvitationErrors = Partial<Record<'email' | 'password' | 'password_again' | 'link', string>>;

/** What the page is for: the first administrator (`setup`) or an invited person (`invitation`). */
export interface LinkForm {
  kind: 'setup' | 'invitation';
  action: string;
  /** The invited address; the setup form asks for one. */
  email: string | null;
}

function errorFor(errors: InvitationErrors, field: keyof InvitationErrors): Markup {
  const text = errors[field];
  return text === undefined ? html`` : html`<p class="error" id="${field}-error">${text}</p>`;
}

const described = (errors: InvitationErrors, field: keyof InvitationErrors, hint = '') => {
  const ids = [hint, errors[field] === undefined ? '' : `${field}-error`].filter((id) => id !== '').join(' ');
  const invalid = errors[field] === undefined ? '' : html` aria-invalid="true"`;
  return ids === '' ? invalid : html` aria-describedby="${ids}"${invalid}`;
};

export function linkFormPage(c: C, form: LinkForm, errors: InvitationErrors = {}, typedEmail = ''): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const setup = form.kind === 'setup';
  const title = setup ? t('account.setupTitle') : t('account.invitationTitle');
  return page(
    c,
    title,
    html`<h1>${title}</h1>
    <p>${
      setup
        ? t('account.setupIntro')
        : words.html('account.invitationIntro', { email: strong(form.email ?? '') })
    }</p>
    ${errors.link === undefined ? '' : html`<p class="error" role="alert">${errors.link}</p>`}
    <form method="post" action="${form.action}">
      ${csrfField(c)}
      ${
        setup
          ? html`<label for="email">${t('account.email')}</label>
      <input id="email" name="email" type="email" autocomplete="username" required value="${typedEmail}"${described(errors, 'email')}>
      ${errorFor(errors, 'email')}`
          : html`<input type="text" name="username" autocomplete="username" value="${form.email}" hidden>`
      }
      <label for="password">${t('account.password')}</label>
      <input id="password" name="password" type="password" autocomplete="new-password" required
        minlength="${MIN_PASSWORD_LENGTH}"${described(errors, 'password', 'password-hint')}>
      <p class="muted" id="password-hint">${t('account.passwordHint', { count: MIN_PASSWORD_LENGTH })}</p>
      ${errorFor(errors, 'password')}
      <label for="password_again">${t('account.passwordAgain')}</label>
      <input id="password_again" name="password_again" type="password" autocomplete="new-password" required${described(errors, 'password_again')}>
      ${errorFor(errors, 'password_again')}
      <button type="submit">${setup ? t('account.createAdmin') : t('account.createAccount')}</button>
    </form>`,
  );
}

/** One page for a link that is unknown, used, expired or revoked: it says nothing of which. */
export function linkGonePage(c: C): Markup {
  const { t } = pageLanguage(c);
  return page(
    c,
    t('account.linkGoneTitle'),
    html`<h1>${t('account.linkGoneHeading')}</h1>
    <p>${t('account.linkGoneText')}</p>
    <p><a href="/users/sign_in">${t('common.signIn')}</a></p>`,
  );
}
