import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import { HELD_KEY_PREFIX } from '../../../shared/sealed/held-key.ts';
import { csrfField, type Markup, type PageOptions, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { signInPathBackTo } from '../chrome/return-target.ts';

type C = Context<PageEnv>;

/** The header's sign-in link on a gate's page, which holds a sealed push's key as the members page's own button does. */
const HEADER_SIGN_IN = 'header-sign-in';

/**
 * Holds the link's key for this tab when a sign-in link is followed (shared/sealed/held-key.ts),
 * since the sign-in form cannot carry the fragment back. Raw, so the pattern's escaped slashes
 * reach the browser as written (the one of linkTokenOf).
 */
const HOLD_KEY = String.raw`function holdOn(link) { if (link) link.addEventListener('click', holdKey); }
holdOn(document.getElementById('gate-sign-in'));
holdOn(document.getElementById('${HEADER_SIGN_IN}'));
function holdKey() {
  var token = (/^\/p\/([^/]+)(?:\/r)?$/.exec(location.pathname) || [])[1];
  if (token && location.hash.length > 1) sessionStorage.setItem(${JSON.stringify(HELD_KEY_PREFIX)} + token, location.hash.slice(1));
}`;

/**
 * A gate page's header sign-in: back to the link after signing in, and for a `sealed` push, the
 * script that holds its key as the link is followed. Without script the link still leads back.
 */
export function gateSignIn(c: C, sealed: boolean): PageOptions {
  const href = signInPathBackTo(new URL(c.req.url).pathname);
  const script = html`<script nonce="${c.get('nonce')}">${raw(HOLD_KEY)}</script>`;
  return { signIn: { href, id: HEADER_SIGN_IN }, ...(sealed ? { script } : {}) };
}

/*
 * The gate's forms have no `action`: they post to the very address the page was opened at, its
 * fragment included, and the redirect that follows a right code keeps that fragment. A sealed
 * push's key thus stays in the link through every step, without a script.
 */

/**
 * Asks for the recipient's address; says nothing of which addresses the gate allows. A `sealed`
 * push's page offers no other language: that is another load, at an address without the key.
 */
export function gateEmailPage(c: C, sealed = false): Markup {
  const { t } = pageLanguage(c);
  return page(
    c,
    t('gate.title'),
    html`<h1>${t('gate.emailHeading')}</h1>
    <p>${t('gate.emailAsk')}</p>
    <form method="post">${csrfField(c)}<input type="hidden" name="gate_step" value="email">
      <label for="gate-email">${t('gate.emailLabel')}</label>
      <input id="gate-email" name="email" type="email" autocomplete="email" required>
      <button type="submit">${t('gate.sendCode')}</button>
    </form>`,
    { languagePicker: !sealed, ...gateSignIn(c, sealed) },
  );
}

/** The refusal of a network that cannot pass; like the address form, without other languages before a `sealed` push. */
export function gateNetworkPage(c: C, sealed: boolean): Markup {
  const { t } = pageLanguage(c);
  return page(
    c,
    t('gate.networkTitle'),
    html`<h1>${t('gate.networkTitle')}</h1><p class="error" role="alert">${t('gate.networkText')}</p>`,
    { languagePicker: !sealed, ...gateSignIn(c, sealed) },
  );
}

/**
 * Asks for the mailed code; the same page whether or not a code went out. `wrong` says the last one
 * failed; `about` says whether the code opens a push or a request's answer form.
 */
export function gateCodePage(
  c: C,
  email: string,
  lifetimeMs: number,
  wrong = false,
  about: 'push' | 'request' = 'push',
): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const invalid = wrong ? raw('aria-invalid="true" aria-describedby="gate-code-error" autofocus') : '';
  return page(
    c,
    t('gate.title'),
    html`<h1>${t('gate.codeHeading')}</h1>
    <p role="status">${t(about === 'push' ? 'gate.codeSent' : 'requestGate.codeSent', { email, duration: words.duration(lifetimeMs) })}</p>
    <form method="post">${csrfField(c)}<input type="hidden" name="gate_step" value="code">
      <input type="hidden" name="email" value="${email}">
      <label for="gate-code">${t('gate.codeLabel')}</label>
      <input id="gate-code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]*" maxlength="12" required ${invalid}>
      ${wrong ? html`<p class="error" id="gate-code-error" role="alert">${t('gate.wrongCode')}</p>` : ''}
      <button type="submit">${t('gate.openWithCode')}</button>
    </form>
    <form method="post">${csrfField(c)}<input type="hidden" name="gate_step" value="restart">
      <button class="secondary" type="submit">${t('gate.otherAddress')}</button>
    </form>`,
  );
}

/**
 * A sealed push for members, to a signed-out visitor: the sign-in link, and the script that holds
 * the link's key for this tab as it or the header's sign-in is followed (HOLD_KEY). Without
 * script the links still lead to sign-in and back.
 */
export function gateMemberPage(c: C, signIn: string): Markup {
  const { t } = pageLanguage(c);
  return page(
    c,
    t('gate.title'),
    html`<h1>${t('gate.emailHeading')}</h1>
    <p>${t('gate.memberText')}</p>
    <p><a class="button" id="gate-sign-in" href="${signIn}">${t('common.signIn')}</a></p>`,
    // Another language is another load, at an address without the key.
    { ...gateSignIn(c, true), languagePicker: false },
  );
}
