import type { Context } from 'hono';
import { html } from 'hono/html';
import { MIN_PASSWORD_LENGTH } from '../../accounts/passwords.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { ActivityEntry } from '../../store/activity-store.ts';
import type { NotificationSettingsRecord, UserRecord } from '../../store/records.ts';
import { languageOptions } from '../chrome/language-picker.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { notificationSummary } from '../notifications/notification-summary-view.ts';
import { strong } from '../sign-in/account-views.ts';
import { ownEventsSection } from './account-page-activity.ts';

type C = Context<PageEnv>;

/** Errors of the account page's forms, by field name, in the page's language. */
export type AccountErrors = Partial<
  Record<'current_password' | 'new_password' | 'new_password_again' | 'language' | 'confirm_email', string>
>;

/** What a finished action says once the page is shown again (post/redirect/get), by `?done=`. */
export const ACCOUNT_NOTICES = {
  password: 'account.passwordChanged',
  sessions: 'account.sessionsEnded',
  language: 'account.languageSaved',
  two_factor_on: 'twoFactor.turnedOn',
  two_factor_off: 'twoFactor.turnedOff',
} as const;

function errorFor(errors: AccountErrors, field: keyof AccountErrors): Markup {
  const text = errors[field];
  return text === undefined ? html`` : html`<p class="error" id="${field}-error">${text}</p>`;
}

const described = (errors: AccountErrors, field: keyof AccountErrors) =>
  errors[field] === undefined ? '' : html` aria-invalid="true" aria-describedby="${field}-error"`;

export interface AccountShown {
  errors?: AccountErrors;
  /** Already in the page's language. */
  notice?: string;
  /** The address typed into the delete form, shown again when it was refused. */
  typedEmail?: string;
  /** What the user chose to be told of, and whether the server can mail, for the notifications summary. */
  notifications?: { settings: NotificationSettingsRecord | undefined; mail: boolean };
  /** The user's newest sign-ins and security events (one more than shown tells there are older). */
  ownEvents?: readonly ActivityEntry[];
  /** The passkey section (web/passkeys), with its script; none for an account that signs in elsewhere. */
  passkeys?: Markup;
}

/** Whether a second factor guards the password sign-in, and the ways to set it up, renew its codes or turn it off. */
function twoFactorSection(words: Translator, user: UserRecord): Markup {
  const { t } = words;
  const { totp } = user;
  const body =
    user.passwordHash === null
      ? html`<p>${t('twoFactor.ssoOnly')}</p>`
      : totp === undefined
        ? html`<p>${t('twoFactor.offText')}</p>
    <p><a href="/users/two_factor/setup">${t('twoFactor.setUpLink')}</a></p>`
        : html`<p>${t('twoFactor.onText', { date: words.dateTime(totp.enabledAt) })}
      ${t('twoFactor.backupLeft', { count: totp.backupCodes.length })}</p>
    <p class="actions"><a href="/users/two_factor/backup_codes/new">${t('twoFactor.newCodesTitle')}</a>
      <a class="danger" href="/users/two_factor/remove">${t('twoFactor.removeTitle')}</a></p>`;
  return html`<h2 id="two-factor-heading">${t('twoFactor.sectionHeading')}</h2>
    ${body}`;
}

export function accountPage(c: C, user: UserRecord, shown: AccountShown = {}): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const { errors = {}, notice = '', typedEmail = '', notifications, ownEvents, passkeys = '' } = shown;
  const { email } = user;
  return page(
    c,
    t('account.accountTitle'),
    html`<h1>${t('account.accountTitle')}</h1>
    <p>${words.html('account.signedInAs', { email: strong(email) })}</p>
    ${notice === '' ? '' : html`<p class="success" role="status">${notice}</p>`}
    <p class="actions"><a href="/users/token">${t('account.yourApiToken')}</a>
      <a href="/users/account/email">${t('recovery.changeEmailLink')}</a></p>

    <h2 id="password-heading">${t('account.passwordHeading')}</h2>
    <form method="post" action="/users/account/password" aria-labelledby="password-heading">
      ${csrfField(c)}
      <input type="text" name="username" autocomplete="username" value="${email}" hidden>
      <label for="current_password">${t('account.currentPassword')}</label>
      <input id="current_password" name="current_password" type="password" autocomplete="current-password"
        required${described(errors, 'current_password')}>
      ${errorFor(errors, 'current_password')}
      <label for="new_password">${t('account.newPassword')}</label>
      <input id="new_password" name="new_password" type="password" autocomplete="new-password" required
        minlength="${MIN_PASSWORD_LENGTH}" aria-describedby="new_password-hint${errors.new_password === undefined ? '' : ' new_password-error'}"${errors.new_password === undefined ? '' : html` aria-invalid="true"`}>
      <p class="muted" id="new_password-hint">${t('account.passwordHint', { count: MIN_PASSWORD_LENGTH })}</p>
      ${errorFor(errors, 'new_password')}
      <label for="new_password_again">${t('account.newPasswordAgain')}</label>
      <input id="new_password_again" name="new_password_again" type="password" autocomplete="new-password"
        required${described(errors, 'new_password_again')}>
      ${errorFor(errors, 'new_password_again')}
      <button type="submit">${t('account.changePassword')}</button>
    </form>

    ${twoFactorSection(words, user)}

    ${passkeys}

    ${ownEvents === undefined ? '' : ownEventsSection(words, ownEvents)}

    ${notifications === undefined ? '' : notificationSummary(words, notifications.settings, notifications.mail)}

    <h2 id="language-heading">${t('account.languageHeading')}</h2>
    <p>${t('account.languageText')}</p>
    <form method="post" action="/users/account/language" aria-labelledby="language-heading">
      ${csrfField(c)}
      <label for="language">${t('account.languageLabel')}</label>
      <select id="language" name="language"${described(errors, 'language')}>
      ${languageOptions(user.language ?? '', words.t('account.followBrowser'))}
      </select>
      ${errorFor(errors, 'language')}
      <button class="secondary" type="submit">${t('account.saveLanguage')}</button>
    </form>

    <h2 id="sessions-heading">${t('account.sessionsHeading')}</h2>
    <p>${t('account.sessionsText')}</p>
    <form method="post" action="/users/account/sessions" aria-labelledby="sessions-heading">
      ${csrfField(c)}
      <button class="secondary" type="submit">${t('account.signOutOthers')}</button>
    </form>

    <h2 id="delete-heading">${t('account.deleteHeading')}</h2>
    <p>${t('account.deleteText')}</p>
    <form method="post" action="/users/account/delete" aria-labelledby="delete-heading">
      ${csrfField(c)}
      <label for="confirm_email">${t('account.confirmEmail')}</label>
      <input id="confirm_email" name="confirm_email" type="email" autocomplete="off" required
        value="${typedEmail}"${described(errors, 'confirm_email')}>
      ${errorFor(errors, 'confirm_email')}
      <button class="danger" type="submit">${t('account.deleteButton')}</button>
    </form>`,
  );
}
