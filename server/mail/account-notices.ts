import type { Translator } from '../i18n/translator.ts';
import type { UserRecord } from '../store/records.ts';
import { mailLanguageFor, noticeMail, resetMail } from './account-mail.ts';
import type { Mailer } from './mailer.ts';

/**
 * What changed on an account, for the notice that tells its owner; `second_factor_removed` is an
 * administrator turning off their second factor, `second_factor_failures` wrong codes tried after
 * a right password.
 */
export type AccountChange =
  | 'password'
  | 'second_factor_on'
  | 'second_factor_off'
  | 'second_factor_removed'
  | 'second_factor_failures'
  | 'email';

export interface AccountNoticeDeps {
  mailer: Mailer | null;
  /** The clock the notice's time is read from; the system's when omitted. */
  now?: () => number;
}

/**
 * Tells the owner of an account that something about it changed, so a change they did not make
 * does not go unnoticed. Queued, never blocking; nothing is sent without SMTP. `to` is the address
 * to write to when it is not the account's (the old one, after the address changed).
 */
export function sendAccountNotice(
  deps: AccountNoticeDeps,
  pageWords: Translator,
  user: UserRecord,
  change: AccountChange,
  to?: string,
): void {
  if (deps.mailer === null) return;
  const message = noticeMail(mailLanguageFor(pageWords, user), {
    change,
    email: to ?? user.email,
    origin: deps.mailer.origin,
    brand: deps.mailer.brand,
    at: (deps.now ?? Date.now)(),
  });
  deps.mailer.send({
    kind: `notice-${change.replaceAll('_', '-')}`,
    to: to ?? user.email,
    userId: user.id,
    ...message,
  });
}

/** Mails a user the link that resets their password, in their own language (else the page's). */
export function sendResetMail(
  mailer: Mailer,
  page: Translator,
  user: UserRecord,
  url: string,
  lifetimeMs: number,
): void {
  const mail = resetMail(mailLanguageFor(page, user), {
    origin: mailer.origin,
    url,
    lifetimeMs,
    email: user.email,
    brand: mailer.brand,
  });
  mailer.send({ kind: 'password-reset', to: user.email, userId: user.id, ...mail });
}
