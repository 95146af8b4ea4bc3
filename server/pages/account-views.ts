import type { Context } from 'hono';
import { html } from 'hono/html';
import { csrfField, type Markup, page } from './layout.ts';
import type { PageEnv } from './page-env.ts';

type C = Context<PageEnv>;

export function signInPage(c: C, email = '', error = '', accountDeleted = false): Markup {
  return page(
    c,
    'Sign in',
    html`<h1>Sign in</h1>
    ${accountDeleted ? html`<p class="success" role="status">Your account and its pushes were deleted.</p>` : ''}
    <p class="muted">Accounts are made by this server's administrator, who sends each new user an invitation
      link. No account yet? Ask your administrator for an invitation.</p>
    ${error === '' ? '' : html`<p class="error" id="sign-in-error" role="alert">${error}</p>`}
    <form method="post" action="/users/sign_in">
      ${csrfField(c)}
      <label for="email">E-mail</label>
      <input id="email" name="email" type="email" autocomplete="username" required value="${email}"
        ${error === '' ? '' : html`aria-describedby="sign-in-error"`}>
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required>
      <button type="submit">Sign in</button>
    </form>`,
  );
}

export function tokenPage(c: C, email: string): Markup {
  return page(
    c,
    'API token',
    html`<h1>API token</h1>
    <p>Signed in as <strong>${email}</strong>. Tools such as the Secret Push extension and pwpush clients use an
      API token to create pushes in your name.</p>
    <p>Creating a new token replaces your current one: anything still using the old token stops working.</p>
    <form method="post" action="/users/token">
      ${csrfField(c)}
      <button type="submit">Create a new API token</button>
    </form>`,
  );
}

export function newTokenPage(c: C, token: string): Markup {
  return page(
    c,
    'Your new API token',
    html`<h1>Your new API token</h1>
    <p class="success" role="status">This token is shown only once. Copy it now and keep it somewhere safe.</p>
    <pre class="secret token" id="token">${token}</pre>
    <button type="button" data-copy="token" hidden>Copy the token</button>
    <p class="muted">Your previous token no longer works. Reloading this page will not show the token again.</p>
    <p><a href="/users/account">Your account</a></p>`,
  );
}
