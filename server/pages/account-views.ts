import type { Context } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { csrfField, type Markup, page } from './layout.ts';
import type { PageEnv } from './page-env.ts';
import { pageLanguage } from './page-language.ts';

type C = Context<PageEnv>;

/** An e-mail address in bold inside a sentence; nothing in it awaits, so it is markup at once. */
export const strong = (text: string) => html`<strong>${text}</strong>` as HtmlEscapedString;

/** The sign-in form; `error` is already in the page's language. */
export function signInPage(c: C, email = '', error = '', accountDeleted = false): Markup {
  const { t } = pageLanguage(c);
  return page(
    c,
    t('account.signInTitle'),
    html`<h1>${t('account.signInTitle')}</h1>
    ${accountDeleted ? html`<p class="success" role="status">${t('account.accountDeleted')}</p>` : ''}
    <p class="muted">${t('account.signInIntro')}</p>
    ${error === '' ? '' : html`<p class="error" id="sign-in-error" role="alert">${error}</p>`}
    <form method="post" action="/users/sign_in">
      ${csrfField(c)}
      <label for="email">${t('account.email')}</label>
      <input id="email" name="email" type="email" autocomplete="username" required value="${email}"
        ${error === '' ? '' : html`aria-describedby="sign-in-error"`}>
      <label for="password">${t('account.password')}</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required>
      <button type="submit">${t('account.signInButton')}</button>
    </form>`,
  );
}
