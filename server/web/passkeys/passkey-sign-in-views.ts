import type { Context } from 'hono';
import { html } from 'hono/html';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';

type C = Context<PageEnv>;

/** Where a passkey form asks for its challenge and sends what the authenticator signed. */
export interface PasskeyFormTarget {
  action: string;
  options: string;
}

export const SIGN_IN_TARGET: PasskeyFormTarget = {
  action: '/users/passkeys/sign_in',
  options: '/users/passkeys/sign_in/options',
};

export const SECOND_STEP_TARGET: PasskeyFormTarget = {
  action: '/users/two_factor/passkey',
  options: '/users/two_factor/passkey/options',
};

/**
 * A form that signs in with a passkey: hidden until the page's script finds the browser can use
 * one. `returnTo` goes along, so a sign-in by passkey comes back to the page asked for.
 */
export function passkeyForm(
  c: C,
  target: PasskeyFormTarget,
  label: string,
  returnTo: string | null = null,
  secondary = false,
): Markup {
  const { t } = pageLanguage(c);
  return html`<form method="post" action="${target.action}" data-passkey="sign-in" data-options="${target.options}"
      data-words-waiting="${t('passkeys.waiting')}" data-words-failed="${t('passkeys.signInFailed')}" hidden>
      ${csrfField(c)}
      ${returnTo === null ? '' : html`<input type="hidden" name="return_to" value="${returnTo}">`}
      <input type="hidden" name="credential" value="">
      <button${secondary ? html` class="secondary"` : ''} type="submit">${label}</button>
      <p class="muted" data-passkey-status aria-live="polite"></p>
    </form>`;
}

/** The second step with a passkey, after a right password: the user's own passkeys, or a code instead. */
export function passkeyStepPage(c: C, script: Markup, codeToo: boolean, error = ''): Markup {
  const { t } = pageLanguage(c);
  return page(
    c,
    t('passkeys.stepTitle'),
    html`<h1>${t('passkeys.stepTitle')}</h1>
    <p>${t('passkeys.stepIntro')}</p>
    ${error === '' ? '' : html`<p class="error" role="alert">${error}</p>`}
    <p class="muted" data-passkey-missing>${t('passkeys.needsScript')}</p>
    ${passkeyForm(c, SECOND_STEP_TARGET, t('passkeys.stepButton'))}
    ${codeToo ? html`<p><a href="/users/two_factor">${t('passkeys.useCodeInstead')}</a></p>` : ''}
    <p><a href="/users/sign_in">${t('twoFactor.startOver')}</a></p>`,
    { script },
  );
}
