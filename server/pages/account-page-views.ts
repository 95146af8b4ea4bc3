import type { Context } from 'hono';
import { html } from 'hono/html';
import { MIN_PASSWORD_LENGTH } from '../accounts/passwords.ts';
import { csrfField, type Markup, page } from './layout.ts';
import type { PageEnv } from './page-env.ts';

type C = Context<PageEnv>;

/** Errors of the account page's forms, by field name. */
export type AccountErrors = Partial<
  Record<'current_password' | 'new_password' | 'new_password_again' | 'confirm_email', string>
>;

/** What a finished action says once the page is shown again (post/redirect/get). */
export const ACCOUNT_NOTICES: Record<string, string> = {
  password: 'Your password was changed. Every other session was signed out.',
  sessions: 'Every other session was signed out.',
};

function errorFor(errors: AccountErrors, field: keyof AccountErrors): Markup {
  const text = errors[field];
  return text === undefined ? html`` : html`<p class="error" id="${field}-error">${text}</p>`;
}

const described = (errors: AccountErrors, field: keyof AccountErrors) =>
  errors[field] === undefined ? '' : html` aria-invalid="true" aria-describedby="${field}-error"`;

export function accountPage(
  c: C,
  email: string,
  errors: AccountErrors = {},
  notice = '',
  typedEmail = '',
): Markup {
  return page(
    c,
    'Your account',
    html`<h1>Your account</h1>
    <p>Signed in as <strong>${email}</strong>.</p>
    ${notice === '' ? '' : html`<p class="success" role="status">${notice}</p>`}
    <p><a href="/users/token">Your API token</a></p>

    <h2 id="password-heading">Change your password</h2>
    <form method="post" action="/users/account/password" aria-labelledby="password-heading">
      ${csrfField(c)}
      <input type="text" name="username" autocomplete="username" value="${email}" hidden>
      <label for="current_password">Current password</label>
      <input id="current_password" name="current_password" type="password" autocomplete="current-password"
        required${described(errors, 'current_password')}>
      ${errorFor(errors, 'current_password')}
      <label for="new_password">New password</label>
      <input id="new_password" name="new_password" type="password" autocomplete="new-password" required
        minlength="${MIN_PASSWORD_LENGTH}" aria-describedby="new_password-hint${errors.new_password === undefined ? '' : ' new_password-error'}"${errors.new_password === undefined ? '' : html` aria-invalid="true"`}>
      <p class="muted" id="new_password-hint">At least ${MIN_PASSWORD_LENGTH} characters.</p>
      ${errorFor(errors, 'new_password')}
      <label for="new_password_again">New password again</label>
      <input id="new_password_again" name="new_password_again" type="password" autocomplete="new-password"
        required${described(errors, 'new_password_again')}>
      ${errorFor(errors, 'new_password_again')}
      <button type="submit">Change password</button>
    </form>

    <h2 id="sessions-heading">Other sessions</h2>
    <p>Signed in on another computer or browser you no longer use? Sign out everywhere but here.</p>
    <form method="post" action="/users/account/sessions" aria-labelledby="sessions-heading">
      ${csrfField(c)}
      <button class="secondary" type="submit">Sign out every other session</button>
    </form>

    <h2 id="delete-heading">Delete your account</h2>
    <p>This deletes your account and every active push you made: their links stop working at once.
      Your API token stops working too. This cannot be undone.</p>
    <form method="post" action="/users/account/delete" aria-labelledby="delete-heading">
      ${csrfField(c)}
      <label for="confirm_email">Type your e-mail address to confirm</label>
      <input id="confirm_email" name="confirm_email" type="email" autocomplete="off" required
        value="${typedEmail}"${described(errors, 'confirm_email')}>
      ${errorFor(errors, 'confirm_email')}
      <button class="danger" type="submit">Delete my account and my pushes</button>
    </form>`,
  );
}

export const ACCOUNT_ERRORS = {
  wrongPassword: 'That is not your current password.',
  tooManyAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
  notTheSame: 'The two new passwords are not the same.',
  wrongEmail: 'That is not the e-mail address of this account.',
  lastAdmin:
    'You are the only administrator: nobody could invite or manage users without you. Make another user an administrator first, on the admin page.',
};
