import { html } from 'hono/html';
import type { FieldErrors } from '../../../shared/result.ts';
import type { Translator } from '../../i18n/translator.ts';
import {
  type BaseProblem,
  type LinkMailProblems,
  MAX_LINK_MAIL_RECIPIENTS,
  type RecipientsProblem,
} from '../../pushes/link-mail-fields.ts';
import type { Markup } from '../chrome/layout.ts';

/** The form field of the addresses, as the API names it. */
export const LINK_MAIL_FIELD = 'notify_emails_to';

/** The result page's query naming how many addresses the link was mailed to. */
export const MAILED_QUERY = 'mailed';

type Problem = RecipientsProblem | BaseProblem;

/** One sentence per problem, in the page's words; a form only sends text, so `not_text` never comes. */
function problemWords({ t }: Translator, problem: Problem, domains: readonly string[]): string {
  switch (problem) {
    case 'commas':
      return t('pushForm.linkMailCommas');
    case 'duplicates':
      return t('pushForm.linkMailDuplicates');
    case 'too_many':
      return t('pushForm.linkMailTooMany', { count: MAX_LINK_MAIL_RECIPIENTS });
    case 'unavailable':
      return t('pushForm.linkMailUnavailable');
    case 'anonymous':
      return t('pushForm.linkMailSignIn');
    case 'sealed':
      return t('pushForm.linkMailSealed');
    case 'daily_cap':
      return t('pushForm.linkMailDailyCap');
    case 'domain':
      return t('policy.mailDomains', { domains: domains.join(', ') });
    default:
      return t('pushForm.linkMailInvalid');
  }
}

/**
 * The link mail problems beside the addresses' field: the form has no field of its own for the
 * language (the recipient's language is it) nor for Password Pusher's `base`.
 */
export function linkMailErrors(words: Translator, problems: LinkMailProblems): FieldErrors {
  const all = [...new Set<Problem>([...problems.recipients, ...problems.base])];
  return all.length === 0
    ? {}
    : { [LINK_MAIL_FIELD]: all.map((p) => problemWords(words, p, problems.domains ?? [])) };
}

/** The addresses the secret link is mailed to, each in a mail of its own; left empty, none is sent. */
export function linkMailField(words: Translator, value: string, errors: FieldErrors): Markup {
  const { t } = words;
  const messages = errors[LINK_MAIL_FIELD];
  const describedBy = messages === undefined ? 'link-mail-hint' : 'link-mail-hint link-mail-error';
  return html`<label for="link-mail">${t('pushForm.linkMailLabel')}</label>
    <input id="link-mail" name="${LINK_MAIL_FIELD}" type="text" inputmode="email" autocomplete="off"
      spellcheck="false" value="${value}" aria-describedby="${describedBy}"${messages === undefined ? '' : html` aria-invalid="true"`}>
    <p class="muted" id="link-mail-hint">${t('pushForm.linkMailHint', { count: MAX_LINK_MAIL_RECIPIENTS })}</p>
    ${messages === undefined ? '' : html`<p class="error" id="link-mail-error">${messages.join(' ')}</p>`}`;
}

/** The result page's line saying the link was mailed, for its creator; `count` comes from its query. */
export function mailedNote({ t }: Translator, count: number): Markup {
  return html`<p class="success" role="status">${t('pushForm.linkMailSent', { count })}</p>`;
}
