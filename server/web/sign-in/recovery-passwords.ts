import type { Translator } from '../../i18n/translator.ts';
import { passwordProblemText } from './password-problem-text.ts';
import type { PasswordErrors } from './recovery-views.ts';

/** A form field's text; anything else (a file, a missing field) is empty. */
export const passwordText = (form: Record<string, unknown>, name: string): string =>
  typeof form[name] === 'string' ? form[name] : '';

/** Why a new password typed twice cannot be used, judged as the account page judges it; undefined when it can. */
export function newPasswordErrors(
  words: Translator,
  password: string,
  again: string,
): PasswordErrors | undefined {
  const problem = passwordProblemText(words, password);
  if (problem !== undefined) return { password: problem };
  if (password !== again) return { password_again: words.t('account.passwordsDiffer') };
  return undefined;
}
