import type { Context } from 'hono';
import { html } from 'hono/html';
import { MIN_PASSWORD_LENGTH } from '../../accounts/passwords.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';

type C = Context<PageEnv>;

/** A link under a page's text, such as back to sign-in. */
export interface PageLink {
  href: string;
  label: string;
}

const links = (shown: PageLink[]) =>
  shown.map((link) => html`<p><a href="${link.href}">${link.label}</a></p>`);

/** A heading, its text (already in the page's language, or markup) and links on: the pages that only say something. */
export function recoveryMessagePage(
  c: C,
  title: string,
  text: Markup | string,
  shown: PageLink[] = [],
): Markup {
  return page(c, title, html`<h1>${title}</h1><p>${text}</p>${links(shown)}`);
}

export const signInLink = (c: C): PageLink => ({
  href: '/users/sign_in',
  label: pageLanguage(c).t('recovery.backToSignIn'),
});

/** The answer once a link is mailed: the same whether or not the address had an account. */
export function mailSentPage(c: C, text: Markup, shown: PageLink[]): Markup {
  const { t } = pageLanguage(c);
  const title = t('recovery.checkMailTitle');
  return page(
    c,
    title,
    html`<h1>${title}</h1><p role="status">${text}</p>
    <p class="muted">${t('recovery.noMailArrived')}</p>${links(shown)}`,
  );
}

export interface EmailForm {
  title: string;
  intro: string;
  action: string;
  email: string;
  error?: string;
}

/** One e-mail field and a button: the forms that ask for a reset link or a sign-up. */
export function emailFormPage(c: C, form: EmailForm): Markup {
  const { t } = pageLanguage(c);
  const invalid = form.error === undefined ? '' : html` aria-invalid="true" aria-describedby="email-error"`;
  return page(
    c,
    form.title,
    html`<h1>${form.title}</h1>
    <p class="muted">${form.intro}</p>
    <form method="post" action="${form.action}">
      ${csrfField(c)}
      <label for="email">${t('account.email')}</label>
      <input id="email" name="email" type="email" autocomplete="username" required value="${form.email}"${invalid}>
      ${form.error === undefined ? '' : html`<p class="error" id="email-error" role="alert">${form.error}</p>`}
      <button type="submit">${t('recovery.sendLink')}</button>
    </form>
    ${links([signInLink(c)])}`,
  );
}

export type PasswordErrors = Partial<Record<'password' | 'password_again' | 'form', string>>;

export interface PasswordForm {
  title: string;
  intro: Markup | string;
  action: string;
  /** The account's address, for password managers. */
  email: string;
  button: string;
  /** A first password (sign-up) rather than a new one in place of another (reset). */
  first?: boolean;
}

const described = (errors: PasswordErrors, field: 'password' | 'password_again', hint = '') => {
  const ids = [hint, errors[field] === undefined ? '' : `${field}-error`].filter((id) => id !== '').join(' ');
  const invalid = errors[field] === undefined ? '' : html` aria-invalid="true"`;
  return ids === '' ? invalid : html` aria-describedby="${ids}"${invalid}`;
};

const errorFor = (errors: PasswordErrors, field: 'password' | 'password_again') =>
  errors[field] === undefined ? '' : html`<p class="error" id="${field}-error">${errors[field]}</p>`;

/** A new password, typed twice: the reset link's page and the sign-up link's page. */
export function passwordFormPage(c: C, form: PasswordForm, errors: PasswordErrors = {}): Markup {
  const { t } = pageLanguage(c);
  return page(
    c,
    form.title,
    html`<h1>${form.title}</h1>
    <p>${form.intro}</p>
    ${errors.form === undefined ? '' : html`<p class="error" role="alert">${errors.form}</p>`}
    <form method="post" action="${form.action}">
      ${csrfField(c)}
      <input type="text" name="username" autocomplete="username" value="${form.email}" hidden>
      <label for="password">${t(form.first === true ? 'account.password' : 'account.newPassword')}</label>
      <input id="password" name="password" type="password" autocomplete="new-password" required
        minlength="${MIN_PASSWORD_LENGTH}"${described(errors, 'password', 'password-hint')}>
      <p class="muted" id="password-hint">${t('account.passwordHint', { count: MIN_PASSWORD_LENGTH })}</p>
      ${errorFor(errors, 'password')}
      <label for="password_again">${t(form.first === true ? 'account.passwordAgain' : 'account.newPasswordAgain')}</label>
      <input id="password_again" name="password_again" type="password" autocomplete="new-password" required${described(errors, 'password_again')}>
      ${errorFor(errors, 'password_again')}
      <button type="submit">${form.button}</button>
    </form>`,
  );
}
