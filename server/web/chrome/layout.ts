import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { type Brand, DEFAULT_BRAND } from '../../brand/brand.ts';
import { accentStyle, brandMark } from './brand-views.ts';
import { carryLanguage } from './carry-language.ts';
import { FAVICON_INLINE, FAVICON_PATH } from './favicon.ts';
import { languagePicker } from './language-picker.ts';
import type { PageEnv } from './page-env.ts';
import { linkLanguage, pageLanguage } from './page-language.ts';
import { PAGE_CSS } from './styles.ts';

export type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

/**
 * Reveals copy buttons (hidden without JavaScript) and copies the text of the element they name,
 * in the words the body carries; the language picker applies a choice at once.
 */
const PAGE_SCRIPT = `
const words = document.body.dataset;
for (const button of document.querySelectorAll('button[data-copy]')) {
  const target = document.getElementById(button.dataset.copy);
  if (!target || !navigator.clipboard) continue;
  button.hidden = false;
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(target.textContent);
      button.textContent = words.copied;
    } catch {
      button.textContent = words.copyFailed;
    }
  });
}
const picker = document.querySelector('form[data-language-picker]');
if (picker) {
  picker.querySelector('button').hidden = true;
  picker.querySelector('select').addEventListener('change', () => picker.submit());
}`;

function navigation(c: Context<PageEnv>, signIn: PageOptions['signIn']): Markup {
  // Pages rendered outside the web middleware (a 404, say) have no user set.
  const user = c.get('user') ?? null;
  const { t } = pageLanguage(c);
  const label = t('common.accountNavLabel');
  if (user === null && signIn !== undefined)
    return html`<nav aria-label="${label}"><a href="${signIn.href}" id="${signIn.id}">${t('common.signIn')}</a></nav>`;
  if (user === null)
    return html`<nav aria-label="${label}"><a href="/users/sign_in">${t('common.signIn')}</a></nav>`;
  return html`<nav aria-label="${label}">
    <a href="/">${t('common.newPush')}</a>
    <a href="/d/active">${t('common.dashboard')}</a>
    ${c.get('requestsOn') === true ? html`<a href="/requests">${t('requests.navLabel')}</a>` : ''}
    <a href="/users/account">${t('common.account')}</a>
    ${user.admin ? html`<a href="/admin">${t('common.admin')}</a>` : ''}
    <a href="/users/token">${t('common.apiToken')}</a>
    <form class="inline" method="post" action="/users/sign_out">
      <input type="hidden" name="_csrf" value="${c.get('csrf')}">
      <button class="link" type="submit">${t('common.signOut', { email: user.email })}</button>
    </form>
  </nav>`;
}

export interface PageOptions {
  /** Off on a page whose opening used a view: reopening it in another language would use another. */
  languagePicker?: boolean;
  /** A script tag of the page's own, already allowed by its CSP (see sealed-script.ts). */
  script?: Markup;
  /** The icon inside the page rather than fetched: for a page that fetches nothing once loaded. */
  inlineIcon?: boolean;
  /** The brand's tagline above the content: the home page's. */
  tagline?: boolean;
  /** The header's sign-in link where it must bring the visitor back: where it leads, and the id its script finds it by. */
  signIn?: { href: string; id: string };
}

/** The footer: what links do, the API's page unless the brand hides the menu, and its disclaimer. */
function footerNotes(c: Context<PageEnv>, brand: Brand): Markup {
  const { t } = pageLanguage(c);
  const menu = brand.showFooterMenu ? html` <a href="/api">${t('common.api')}</a>` : '';
  const disclaimer = brand.disclaimer === null ? '' : html`<p class="disclaimer">${brand.disclaimer}</p>`;
  return html`<p>${t('common.footer')}${menu}</p>${disclaimer}`;
}

/**
 * A whole page in the request's language: one card of content inside a header and footer, styled
 * and scripted under the nonce. A `?locale=` it was opened with is carried on by its links.
 */
export function page(c: Context<PageEnv>, title: string, body: Markup, options: PageOptions = {}): Markup {
  const nonce = c.get('nonce');
  // Pages answered before any middleware ran (a worker waiting for its store) show the default.
  const brand = c.get('brand') ?? DEFAULT_BRAND;
  const tagline =
    options.tagline === true && brand.tagline !== null ? html`<p class="tagline">${brand.tagline}</p>` : '';
  const { t, language } = pageLanguage(c);
  const carried = linkLanguage(c);
  const picker = (options.languagePicker ?? true) && c.req.method === 'GET' ? languagePicker(c) : '';
  c.header('Content-Language', language.code);
  const whole = html`<!doctype html>
<html lang="${language.code}" dir="${language.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex, nofollow">
<title>${title} · ${brand.title}</title>
<link rel="icon" type="image/svg+xml" href="${options.inlineIcon === true ? FAVICON_INLINE : FAVICON_PATH}">
<style nonce="${nonce}">${raw(PAGE_CSS + accentStyle(brand))}</style>
</head>
<body data-copied="${t('common.copied')}" data-copy-failed="${t('common.copyFailed')}">
<header><a href="/"${brand.logo === null ? '' : raw(' class="brand"')}>${brandMark(brand)}</a>${navigation(c, options.signIn)}</header>
<main id="main">${tagline}<div class="card">${body}</div></main>
<footer class="muted">${footerNotes(c, brand)}${picker}</footer>
<script nonce="${nonce}">${raw(PAGE_SCRIPT)}</script>${options.script ?? ''}
</body>
</html>`;
  // A primitive string: Hono hands a String object on as the body, which the Node adapter then
  // rebuilds as a stream (a page cost half again an API answer); a whole page is never nested.
  return Promise.resolve(whole).then((text) =>
    carried === null ? text.toString() : carryLanguage(text.toString(), carried),
  ) as Promise<HtmlEscapedString>;
}

/** A hidden field carrying this response's CSRF token; every form that POSTs includes it. */
export const csrfField = (c: Context<PageEnv>): Markup =>
  html`<input type="hidden" name="_csrf" value="${c.get('csrf')}">`;
