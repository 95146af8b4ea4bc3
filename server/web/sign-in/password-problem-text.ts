import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem } from '../../accounts/passwords.ts';
import type { Translator } from '../../i18n/translator.ts';

/** Why a password cannot be used, in the page's language, judged as passwordProblem judges it. */
export function passwordProblemText(words: Translator, password: string): string | undefined {
  if (passwordProblem(password) === undefined) return undefined;
  return password.length < MIN_PASSWORD_LENGTH
    ? words.t('account.passwordTooShort', { count: MIN_PASSWORD_LENGTH })
    : words.t('account.passwordTooLong', { count: MAX_PASSWORD_LENGTH });
}
