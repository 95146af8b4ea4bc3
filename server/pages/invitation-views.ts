import type { Context } from 'hono';
import { html } from 'hono/html';
import { MIN_PASSWORD_LENGTH } from '../accounts/passwords.ts';
import { csrfField, type Markup, page } from './layout.ts';
import type { PageEnv } from './page-env.ts';

type C = Context<PageEnv>;

export type InvitationErrors = Partial<Record<'email' | 'password' | 'password_again' | 'link', string>>;

export const INVITATION_ERRORS = {
  badEmail: 'Enter an e-mail address, such as name@example.com.',
  notTheSame: 'The two passwords are not the same.',
  tooManyAttempts: 'Too many attempts from your address. Please wait 15 minutes and try again.',
  taken: 'There is already an account with this e-mail address. Sign in instead.',
};

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
  const setup = form.kind === 'setup';
  const title = setup ? 'Set up Secret Push' : 'Create your account';
  return page(
    c,
    title,
    html`<h1>${title}</h1>
    <p>${
      setup
        ? 'This server has no user yet. Create the first administrator: you can then invite the rest of your team.'
        : html`You were invited to this server as <strong>${form.email}</strong>. Choose a password to create your account.`
    }</p>
    ${errors.link === undefined ? '' : html`<p class="error" role="alert">${errors.link}</p>`}
    <form method="post" action="${form.action}">
      ${csrfField(c)}
      ${
        setup
          ? html`<label for="email">E-mail</label>
      <input id="email" name="email" type="email" autocomplete="username" required value="${typedEmail}"${described(errors, 'email')}>
      ${errorFor(errors, 'email')}`
          : html`<input type="text" name="username" autocomplete="username" value="${form.email}" hidden>`
      }
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="new-password" required
        minlength="${MIN_PASSWORD_LENGTH}"${described(errors, 'password', 'password-hint')}>
      <p class="muted" id="password-hint">At least ${MIN_PASSWORD_LENGTH} characters.</p>
      ${errorFor(errors, 'password')}
      <label for="password_again">Password again</label>
      <input id="password_again" name="password_again" type="password" autocomplete="new-password" required${described(errors, 'password_again')}>
      ${errorFor(errors, 'password_again')}
      <button type="submit">${setup ? 'Create the administrator' : 'Create my account'}</button>
    </form>`,
  );
}

/** One page for a link that is unknown, used, expired or revoked: it says nothing of which. */
export function linkGonePage(c: C): Markup {
  return page(
    c,
    'Link not valid',
    html`<h1>This link is not valid</h1>
    <p>It may have been used already, have expired or been revoked. Ask the administrator for a new one.</p>
    <p><a href="/users/sign_in">Sign in</a></p>`,
  );
}
