import type { Context } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { AccountSettings } from '../../accounts/account-settings.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { contentSecurityPolicy } from '../chrome/security-headers.ts';
import { type PasskeyScript, passkeyScriptTag } from '../passkeys/passkey-script.ts';
import { passkeyForm, SIGN_IN_TARGET } from '../passkeys/passkey-sign-in-views.ts';
import { ssoFormTargets } from '../sso/sso-form-targets.ts';

type C = Context<PageEnv>;

/** An e-mail address in bold inside a sentence; nothing in it awaits, so it is markup at once. */
export const strong = (text: string) => html`<strong>${text}</strong>` as HtmlEscapedString;

/** Password sign-in is off only when single sign-on is set up and told to replace it. */
export const passwordSignInOn = (accounts: AccountSettings) => accounts.oidc?.passwordSignIn !== false;

export interface SignInShown {
  email?: string;
  /** Already in the page's language. */
  error?: string;
  returnTo?: string | null;
  note?: 'deleted' | 'stepExpired' | 'passkeyRefused';
  /** The passkey forms' script: with it, the page offers "Sign in with a passkey" where the browser can. */
  passkeyScript?: PasskeyScript;
}

const returnField = (returnTo: string | null | undefined) =>
  returnTo == null ? '' : html`<input type="hidden" name="return_to" value="${returnTo}">`;

/** The sign-in page: single sign-on when set, the password form unless it is off, and the ways to recover or join. */
export function signInPage(
  c: C,
  deps: { accounts: AccountSettings; mailer: Mailer | null },
  shown: SignInShown = {},
): Markup {
  const { t } = pageLanguage(c);
  const { accounts, mailer } = deps;
  const { email = '', error = '', returnTo, note, passkeyScript } = shown;
  const { oidc } = accounts;
  const withPassword = passwordSignInOn(accounts);
  // The single sign-on button's POST is answered by a redirect to the provider, which form-action must allow.
  const formTargets = `'self'${ssoFormTargets(accounts)}`;
  c.header('Content-Security-Policy', contentSecurityPolicy(c.get('nonce'), formTargets));
  // Passkeys stand beside the password: where single sign-on replaces it, they are not offered either.
  const passkeys =
    withPassword && passkeyScript !== undefined ? passkeyScriptTag(c, passkeyScript, formTargets) : '';
  // The invitation sentence is wrong where people can let themselves in.
  const invitedOnly = !(accounts.signups && mailer !== null) && oidc?.autoProvision !== true;
  const described = error === '' ? '' : html` aria-describedby="sign-in-error"`;
  return page(
    c,
    t('account.signInTitle'),
    html`<h1>${t('account.signInTitle')}</h1>
    ${note === 'deleted' ? html`<p class="success" role="status">${t('account.accountDeleted')}</p>` : ''}
    ${note === 'stepExpired' ? html`<p class="error" role="alert">${t('twoFactor.stepExpired')}</p>` : ''}
    ${note === 'passkeyRefused' ? html`<p class="error" role="alert">${t('passkeys.signInRefused')}</p>` : ''}
    ${invitedOnly ? html`<p class="muted">${t('account.signInIntro')}</p>` : ''}
    ${error === '' ? '' : html`<p class="error" id="sign-in-error" role="alert">${error}</p>`}
    ${
      oidc === null
        ? ''
        : html`<form method="post" action="/users/auth/oidc">
      ${csrfField(c)}${returnField(returnTo)}
      <button${withPassword ? html` class="secondary"` : ''} type="submit">${
        oidc.name === null ? t('sso.signInWithProvider') : t('sso.signInWith', { name: oidc.name })
      }</button>
    </form>`
    }
    ${oidc !== null && withPassword ? html`<p class="muted">${t('account.signInOr')}</p>` : ''}
    ${
      withPassword
        ? html`<form method="post" action="/users/sign_in">
      ${csrfField(c)}${returnField(returnTo)}
      <label for="email">${t('account.email')}</label>
      <input id="email" name="email" type="email" autocomplete="username" required value="${email}"${described}>
      <label for="password">${t('account.password')}</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required>
      <button type="submit">${t('account.signInButton')}</button>
    </form>`
        : ''
    }
    ${passkeys === '' ? '' : html`${passkeyForm(c, SIGN_IN_TARGET, t('passkeys.signInButton'), returnTo ?? null, true)}${passkeys}`}
    ${mailer !== null && withPassword ? html`<p><a href="/users/password/new">${t('recovery.forgotLink')}</a></p>` : ''}
    ${accounts.signups && mailer !== null ? html`<p><a href="/users/sign_up">${t('recovery.signUpLink')}</a></p>` : ''}`,
  );
}
