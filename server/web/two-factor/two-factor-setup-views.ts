import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import { groupedSecret, totpUri } from '../../accounts/totp.ts';
import { qrSvg } from '../../browser/qr-svg.ts';
import type { MessageKey } from '../../i18n/catalog.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';

type C = Context<PageEnv>;

/** The three changes that ask for the password again, with their page's words and form. */
export const PASSWORD_ACTIONS = {
  setup: { title: 'twoFactor.setupTitle', text: 'twoFactor.setupText', button: 'twoFactor.continueButton' },
  newCodes: {
    title: 'twoFactor.newCodesTitle',
    text: 'twoFactor.newCodesText',
    button: 'twoFactor.newCodesButton',
  },
  remove: { title: 'twoFactor.removeTitle', text: 'twoFactor.removeText', button: 'twoFactor.removeButton' },
} as const satisfies Record<string, Record<'title' | 'text' | 'button', MessageKey>>;
export type PasswordAction = keyof typeof PASSWORD_ACTIONS;

const ACTION_PATHS: Record<PasswordAction, string> = {
  setup: '/users/two_factor/setup',
  newCodes: '/users/two_factor/backup_codes/new',
  remove: '/users/two_factor/remove',
};

export interface PasswordShown {
  /** Already in the page's language. */
  error?: string;
  /** `PWP__REQUIRE_MFA`: set-up is the way on, not a choice, and turning it off only leads back to it. */
  required?: boolean;
  returnTo?: string | null;
}

const REQUIRED_NOTES: Partial<Record<PasswordAction, MessageKey>> = {
  setup: 'twoFactor.required',
  remove: 'twoFactor.removeRequired',
};

/** A change to the second factor, confirmed by the password. */
export function passwordPage(c: C, email: string, action: PasswordAction, shown: PasswordShown = {}): Markup {
  const { t } = pageLanguage(c);
  const words = PASSWORD_ACTIONS[action];
  const { error = '', required = false, returnTo = null } = shown;
  const note = required ? REQUIRED_NOTES[action] : undefined;
  const invalid = error === '' ? '' : html` aria-invalid="true" aria-describedby="password-error"`;
  return page(
    c,
    t(words.title),
    html`<h1>${t(words.title)}</h1>
    ${note === undefined ? '' : html`<p class="error" role="status">${t(note)}</p>`}
    <p>${t(words.text)}</p>
    <form method="post" action="${ACTION_PATHS[action]}">
      ${csrfField(c)}
      ${returnTo === null ? '' : html`<input type="hidden" name="return_to" value="${returnTo}">`}
      <input type="text" name="username" autocomplete="username" value="${email}" hidden>
      <label for="password">${t('account.currentPassword')}</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
      ${error === '' ? '' : html`<p class="error" id="password-error" role="alert">${error}</p>`}
      <button${action === 'remove' ? html` class="danger"` : ''} type="submit">${t(words.button)}</button>
    </form>
    ${required && action === 'setup' ? html`<p><a href="/users/passkeys">${t('passkeys.setUpInstead')}</a></p>` : html`<p><a href="/users/account">${t('twoFactor.backToAccount')}</a></p>`}`,
  );
}

/** The new secret as a QR code and as text, and the field for the first code that proves the app has it. */
export function scanPage(
  c: C,
  email: string,
  secret: string,
  shown: { error?: string; required: boolean },
): Markup {
  const { error = '', required } = shown;
  const { t } = pageLanguage(c);
  const invalid = error === '' ? '' : html` aria-invalid="true" aria-describedby="code-error"`;
  return page(
    c,
    t('twoFactor.setupTitle'),
    html`<h1>${t('twoFactor.setupTitle')}</h1>
    <p>${t('twoFactor.scanText')}</p>
    <div class="qr">${raw(qrSvg(totpUri(secret, email, c.get('brand')?.title), t('twoFactor.qrLabel')))}</div>
    <p>${t('twoFactor.typeInstead')}</p>
    <p><code class="token" id="secret" dir="ltr">${groupedSecret(secret)}</code></p>
    <form method="post" action="/users/two_factor/setup/confirm">
      ${csrfField(c)}
      <label for="code">${t('twoFactor.confirmLabel')}</label>
      <input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]{6,7}"
        maxlength="7" required${invalid}>
      ${error === '' ? '' : html`<p class="error" id="code-error" role="alert">${error}</p>`}
      <button type="submit">${t('twoFactor.confirmButton')}</button>
    </form>
    ${required ? '' : html`<p><a href="/users/account">${t('twoFactor.cancelSetup')}</a></p>`}`,
  );
}

/** Backup codes, shown this once; `fresh` says whether the second factor was just turned on. */
export function backupCodesPage(c: C, codes: string[], fresh: boolean, continueTo: string): Markup {
  const { t } = pageLanguage(c);
  return page(
    c,
    t('twoFactor.codesTitle'),
    html`<h1>${t('twoFactor.codesTitle')}</h1>
    <p class="success" role="status">${t(fresh ? 'twoFactor.turnedOn' : 'twoFactor.codesReplaced')}</p>
    <p>${t('twoFactor.codesText')}</p>
    <pre class="secret token" id="backup-codes" dir="ltr">${codes.join('\n')}</pre>
    <button type="button" data-copy="backup-codes" hidden>${t('twoFactor.copyCodes')}</button>
    <p class="muted">${t('twoFactor.codesOnce')}</p>
    <p><a class="button" href="${continueTo}">${t('twoFactor.codesSaved')}</a></p>`,
  );
}
