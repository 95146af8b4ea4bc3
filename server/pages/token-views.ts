import type { Context } from 'hono';
import { html } from 'hono/html';
import { strong } from './account-views.ts';
import { csrfField, type Markup, page } from './layout.ts';
import type { PageEnv } from './page-env.ts';
import { pageLanguage } from './page-language.ts';

type C = Context<PageEnv>;

export function tokenPage(c: C, email: string): Markup {
  const words = pageLanguage(c);
  return page(
    c,
    words.t('account.tokenTitle'),
    html`<h1>${words.t('account.tokenTitle')}</h1>
    <p>${words.html('account.tokenIntro', { email: strong(email) })}</p>
    <p>${words.t('account.tokenReplaces')}</p>
    <form method="post" action="/users/token">
      ${csrfField(c)}
      <button type="submit">${words.t('account.tokenCreate')}</button>
    </form>`,
  );
}

export function newTokenPage(c: C, token: string): Markup {
  const { t } = pageLanguage(c);
  return page(
    c,
    t('account.newTokenTitle'),
    html`<h1>${t('account.newTokenTitle')}</h1>
    <p class="success" role="status">${t('account.newTokenOnce')}</p>
    <pre class="secret token" id="token">${token}</pre>
    <button type="button" data-copy="token" hidden>${t('account.copyToken')}</button>
    <p class="muted">${t('account.newTokenAfter')}</p>
    <p><a href="/users/account">${t('account.accountTitle')}</a></p>`,
  );
}
