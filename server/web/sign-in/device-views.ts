import type { Context } from 'hono';
import { html } from 'hono/html';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import { messagePage } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { strong } from './account-views.ts';
import type { AuthorizeParams } from './device-authorize-params.ts';

type C = Context<PageEnv>;

/** The consent the extension's sign-in asks for; both buttons post, so the answer goes back the same way. */
export function authorizePage(c: C, params: AuthorizeParams, email: string): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  return page(
    c,
    t('devices.authorizeTitle'),
    html`<h1>${t('devices.authorizeTitle')}</h1>
    <p>${words.html('devices.authorizeQuestion', { name: strong(params.name), email: strong(email) })}</p>
    <p class="muted">${t('devices.authorizeWhat')}</p>
    <p class="muted">${t('devices.authorizeOnlyIfYou')}</p>
    <form method="post" action="/users/extension/authorize">
      ${csrfField(c)}
      <input type="hidden" name="redirect_uri" value="${params.redirectUri}">
      <input type="hidden" name="state" value="${params.state}">
      <input type="hidden" name="code_challenge" value="${params.codeChallenge}">
      <input type="hidden" name="code_challenge_method" value="S256">
      <input type="hidden" name="name" value="${params.name}">
      <button type="submit" name="decision" value="allow">${t('devices.allow')}</button>
      <button class="secondary" type="submit" name="decision" value="cancel">${t('devices.cancel')}</button>
    </form>`,
  );
}

/** A request that names no extension's redirect URL exactly, or lacks a part: answered here, never redirected. */
export function badAuthorizeRequest(c: C): Response | Promise<Response> {
  const { t } = pageLanguage(c);
  return c.html(messagePage(c, t('devices.badRequestTitle'), t('devices.badRequestText'), 'error'), 400);
}
