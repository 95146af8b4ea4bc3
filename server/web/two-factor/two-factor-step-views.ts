import type { Context } from 'hono';
import { html } from 'hono/html';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';

type C = Context<PageEnv>;

/**
 * The second step of a password sign-in: a code from the app, or a backup code, or (`withPasskey`)
 * a link to take it with a passkey instead; `error` is in the page's language.
 */
export function secondStepPage(c: C, error = '', withPasskey = false): Markup {
  const { t } = pageLanguage(c);
  const invalid = error === '' ? '' : html` aria-invalid="true" aria-describedby="code-hint code-error"`;
  return page(
    c,
    t('twoFactor.stepTitle'),
    html`<h1>${t('twoFactor.stepTitle')}</h1>
    <p>${t('twoFactor.stepIntro')}</p>
    <form method="post" action="/users/two_factor">
      ${csrfField(c)}
      <label for="code">${t('twoFactor.codeLabel')}</label>
      <input id="code" name="code" type="text" autocomplete="one-time-code" autocapitalize="none"
        spellcheck="false" required autofocus maxlength="40"${invalid === '' ? html` aria-describedby="code-hint"` : invalid}>
      <p class="muted" id="code-hint">${t('twoFactor.stepBackupHint')}</p>
      ${error === '' ? '' : html`<p class="error" id="code-error" role="alert">${error}</p>`}
      <button type="submit">${t('twoFactor.verifyButton')}</button>
    </form>
    ${withPasskey ? html`<p><a href="/users/two_factor/passkey">${t('passkeys.usePasskeyInstead')}</a></p>` : ''}
    <p><a href="/users/sign_in">${t('twoFactor.startOver')}</a></p>`,
  );
}
