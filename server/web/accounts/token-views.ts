import type { Context } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { Translator } from '../../i18n/translator.ts';
import type { DeviceTokenRecord } from '../../store/records.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { pageTime } from '../chrome/page-time.ts';
import { strong } from '../sign-in/account-views.ts';

type C = Context<PageEnv>;

// A template with no promise inside renders at once, so a message can take it as a param.
const at = (words: Translator, ms: number) => pageTime(words, ms) as HtmlEscapedString;

function browserRow(c: C, browser: DeviceTokenRecord): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  return html`<li class="push-row">
    <h3>${browser.name}</h3>
    <ul class="facts">
      <li>${words.html('devices.browserSignedIn', { time: at(words, browser.createdAt) })}</li>
      <li>${
        browser.lastUsedAt === null
          ? t('devices.browserNeverUsed')
          : words.html('devices.browserLastUsed', { time: at(words, browser.lastUsedAt) })
      }</li>
    </ul>
    <form method="post" action="/users/token/browsers/${browser.id}/revoke">
      ${csrfField(c)}
      <button class="danger" type="submit" aria-label="${t('devices.revokeLabel', { name: browser.name })}">${t('devices.revoke')}</button>
    </form>
  </li>`;
}

/** Each browser the extension signed in from, with its own token to revoke. */
function browserList(c: C, browsers: DeviceTokenRecord[]): Markup {
  const { t } = pageLanguage(c);
  return html`<h2>${t('devices.browsersHeading')}</h2>
    <p>${t('devices.browsersIntro')}</p>
    ${
      browsers.length === 0
        ? html`<p class="muted">${t('devices.browsersNone')}</p>`
        : html`<ul class="pushes">${browsers.map((browser) => browserRow(c, browser))}</ul>`
    }`;
}

export interface TokenShown {
  /** Whether a token exists that a new one would replace: then the button asks first. */
  hasToken: boolean;
  /** After a browser's token was revoked. */
  revoked: boolean;
  /** After a named API key was revoked. */
  keyRevoked: boolean;
  /** The named API keys' section, between the token and the browsers. */
  keys: Markup;
}

/** Makes the first token at once; replacing one goes through the page that asks first. */
function newTokenButton(c: C, hasToken: boolean): Markup {
  const { t } = pageLanguage(c);
  if (hasToken)
    return html`<p><a class="button" href="/users/token/replace">${t('account.tokenCreate')}</a></p>`;
  return html`<form method="post" action="/users/token">
      ${csrfField(c)}
      <button type="submit">${t('account.tokenCreate')}</button>
    </form>`;
}

/** The API token section as pwpush clients know it, then the browsers. */
export function tokenPage(c: C, email: string, browsers: DeviceTokenRecord[], shown: TokenShown): Markup {
  const words = pageLanguage(c);
  return page(
    c,
    words.t('account.tokenTitle'),
    html`<h1>${words.t('account.tokenTitle')}</h1>
    ${shown.revoked ? html`<p class="success" role="status">${words.t('devices.revoked')}</p>` : ''}
    ${shown.keyRevoked ? html`<p class="success" role="status">${words.t('apiKeys.revokedNotice')}</p>` : ''}
    <p>${words.html('account.tokenIntro', { email: strong(email) })}</p>
    <p>${words.t('account.tokenReplaces')}</p>
    ${newTokenButton(c, shown.hasToken)}
    ${shown.keys}
    ${browserList(c, browsers)}`,
  );
}

/** The step between the token page's button and the replacement; Cancel leaves the token as it is. */
export function replaceTokenPage(c: C): Markup {
  const { t } = pageLanguage(c);
  const title = t('account.tokenReplaceTitle');
  return page(
    c,
    title,
    html`<h1>${title}</h1>
    <p>${t('account.tokenReplaces')}</p>
    <form method="post" action="/users/token">
      ${csrfField(c)}
      <button class="danger" type="submit">${t('account.tokenReplaceConfirm')}</button>
      <a class="button secondary" href="/users/token">${t('manage.cancel')}</a>
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
