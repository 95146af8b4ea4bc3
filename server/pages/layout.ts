import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { PageEnv } from './page-env.ts';
import { PAGE_CSS } from './styles.ts';

export type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

/** Reveals copy buttons (hidden without JavaScript) and copies the text of the element they name. */
const COPY_SCRIPT = `
for (const button of document.querySelectorAll('button[data-copy]')) {
  const target = document.getElementById(button.dataset.copy);
  if (!target || !navigator.clipboard) continue;
  button.hidden = false;
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(target.textContent);
      button.textContent = 'Copied';
    } catch {
      button.textContent = 'Copy failed: select the text instead';
    }
  });
}`;

function navigation(c: Context<PageEnv>): Markup {
  // Pages rendered outside the web middleware (a 404, say) have no user set.
  const user = c.get('user') ?? null;
  if (user === null) return html`<nav aria-label="Account"><a href="/users/sign_in">Sign in</a></nav>`;
  return html`<nav aria-label="Account">
    <a href="/d/active">Dashboard</a>
    <a href="/users/account">Account</a>
    ${user.admin ? html`<a href="/admin">Admin</a>` : ''}
    <a href="/users/token">API token</a>
    <form class="inline" method="post" action="/users/sign_out">
      <input type="hidden" name="_csrf" value="${c.get('csrf')}">
      <button class="link" type="submit">Sign out ${user.email}</button>
    </form>
  </nav>`;
}

/** A whole page: one card of content inside a header and footer, styled and scripted under the nonce. */
export function page(c: Context<PageEnv>, title: string, body: Markup): Markup {
  const nonce = c.get('nonce');
  const whole = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex, nofollow">
<title>${title} · Secret Push</title>
<style nonce="${nonce}">${raw(PAGE_CSS)}</style>
</head>
<body>
<header><a href="/">Secret Push</a>${navigation(c)}</header>
<main id="main"><div class="card">${body}</div></main>
<footer class="muted">Secret links expire after a set number of views or days. <a href="/api">API</a></footer>
<script nonce="${nonce}">${raw(COPY_SCRIPT)}</script>
</body>
</html>`;
  // A primitive string: Hono hands a String object on as the body, which the Node adapter then
  // rebuilds as a stream (a page cost half again an API answer); a whole page is never nested.
  return Promise.resolve(whole).then((text) => text.toString()) as Promise<HtmlEscapedString>;
}

/** A hidden field carrying this response's CSRF token; every form that POSTs includes it. */
export const csrfField = (c: Context<PageEnv>): Markup =>
  html`<input type="hidden" name="_csrf" value="${c.get('csrf')}">`;
