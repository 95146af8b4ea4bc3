import { emailKey } from '../../shared/email-address.ts';
import { languageByCode } from '../../shared/languages.ts';
import type { NewPush } from '../../shared/normalize.ts';
import type { FieldErrors } from '../../shared/result.ts';
import { looksSealed } from '../../shared/sealed/sealed-payload.ts';

/** Addresses one push may have its link mailed to, as in Password Pusher. */
export const MAX_LINK_MAIL_RECIPIENTS = 5;

/** Password Pusher's check of one address: something, an @, a host with a dot, no spaces. */
const ADDRESS = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** The longest address SMTP carries; a longer one is refused before it reaches a mail. */
const MAX_ADDRESS = 254;

/** Why `notify_emails_to` was refused; more than one may apply. */
export type RecipientsProblem =
  | 'commas'
  | 'duplicates'
  | 'too_many'
  | 'invalid'
  | 'not_text'
  | 'unavailable'
  | 'anonymous'
  | 'sealed'
  | 'domain';
/** Why `notify_emails_to_locale` was refused. */
export type LocaleProblem = 'unknown' | 'not_text' | 'unavailable' | 'anonymous';
/** Refusals of the request as a whole, under Password Pusher's `base`. */
export type BaseProblem = 'unavailable' | 'daily_cap';

export interface LinkMailProblems {
  recipients: RecipientsProblem[];
  locale: LocaleProblem[];
  base: BaseProblem[];
  /** With `domain`: the domains the policy mails links to. */
  domains?: readonly string[];
}

/** What a create asked to be mailed, checked: the addresses as typed (trimmed), and a language or null. */
export interface LinkMailRequest {
  recipients: string[];
  locale: string | null;
}

/** Blank means not asked, as Password Pusher reads a form's empty field. */
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The addresses of a comma-separated list, and what is wrong with it, rule by rule. */
export function readRecipients(value: string): { recipients: string[]; problems: RecipientsProblem[] } {
  const recipients = value.split(',').map((item) => item.trim());
  const problems: RecipientsProblem[] = [];
  if (recipients.some((item) => item === '')) problems.push('commas');
  const keys = recipients.filter((item) => item !== '').map(emailKey);
  if (new Set(keys).size !== keys.length) problems.push('duplicates');
  if (recipients.length > MAX_LINK_MAIL_RECIPIENTS) problems.push('too_many');
  const bad = (item: string) => item !== '' && (item.length > MAX_ADDRESS || !ADDRESS.test(item));
  if (recipients.some(bad)) problems.push('invalid');
  return { recipients: recipients.filter((item) => item !== ''), problems };
}

export interface LinkMailContext {
  /** SMTP is set and the administrator allows link mails. */
  available: boolean;
  signedIn: boolean;
  /** The push is sealed: its link's key never reaches the server, so a mailed link could not open it. */
  sealed: boolean;
  /** The policy's domains links may be mailed to; empty or absent allows every domain. */
  domains?: readonly string[];
}

/** Whether an address lies in one of the domains, or under one. */
export const inDomains = (address: string, domains: readonly string[]) => {
  const host = emailKey(address).split('@').pop() ?? '';
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
};

/**
 * Reads `notify_emails_to` and `notify_emails_to_locale` of a create's `push` parameter: the
 * request, or null when none was made; what was wrong with it, by field, as Password Pusher checks.
 */
export function checkLinkMailFields(
  push: Record<string, unknown>,
  { available, signedIn, sealed, domains = [] }: LinkMailContext,
): { request: LinkMailRequest | null; problems: LinkMailProblems } {
  const problems: LinkMailProblems = { recipients: [], locale: [], base: [] };
  const { notify_emails_to: to, notify_emails_to_locale: locale } = push;
  const askedTo = !blank(to);
  const askedLocale = !blank(locale);
  if (!askedTo && !askedLocale) return { request: null, problems };
  let recipients: string[] = [];
  if (typeof to === 'string' && askedTo) {
    const read = readRecipients(to);
    recipients = read.recipients;
    problems.recipients.push(...read.problems);
  } else if (askedTo) problems.recipients.push('not_text');
  const code = typeof locale === 'string' ? locale.trim() : '';
  if (askedLocale && typeof locale !== 'string') problems.locale.push('not_text');
  else if (askedLocale && languageByCode(code) === undefined) problems.locale.push('unknown');
  const refusal = !available ? 'unavailable' : !signedIn ? 'anonymous' : null;
  if (refusal !== null) {
    if (askedTo) problems.recipients.push(refusal);
    if (askedLocale) problems.locale.push(refusal);
    if (refusal === 'unavailable') problems.base.push('unavailable');
  } else if (askedTo && sealed) problems.recipients.push('sealed');
  if (domains.length > 0 && recipients.some((address) => !inDomains(address, domains))) {
    problems.recipients.push('domain');
    problems.domains = domains;
  }
  const request = askedTo ? { recipients, locale: askedLocale ? code : null } : null;
  return { request, problems };
}

export const hasProblems = (problems: LinkMailProblems) =>
  problems.recipients.length + problems.locale.length + problems.base.length > 0;

const RECIPIENTS_WORDS: Record<RecipientsProblem, string> = {
  commas: 'has commas used in the wrong way',
  duplicates: 'contains duplicate emails',
  too_many: `contains more than ${MAX_LINK_MAIL_RECIPIENTS} emails`,
  invalid: 'contains invalid email(s)',
  not_text: 'must be a string of comma-separated addresses',
  unavailable: 'are not available',
  anonymous: 'are not allowed for unknown users',
  sealed: 'cannot be sent for a sealed push: its link holds a key this server never sees',
  domain: 'contains addresses outside the domains links may be mailed to',
};
const LOCALE_WORDS: Record<LocaleProblem, string> = {
  unknown: 'is not included in the list',
  not_text: 'must be a string',
  unavailable: 'is not available',
  anonymous: 'is not allowed for unknown users',
};
const BASE_WORDS: Record<BaseProblem, string> = {
  unavailable: 'Notify by email feature is not enabled',
  daily_cap: 'The maximum number of emails has been reached for today',
};

/** The problems as the API answers them: Password Pusher's field errors, in its English. */
export function linkMailFieldErrors(problems: LinkMailProblems): FieldErrors {
  const errors: FieldErrors = {};
  const domains = ` (policy rule mailDomains: ${problems.domains?.join(', ')})`;
  if (problems.recipients.length > 0)
    errors.notify_emails_to = problems.recipients.map(
      (p) => RECIPIENTS_WORDS[p] + (p === 'domain' ? domains : ''),
    );
  if (problems.locale.length > 0)
    errors.notify_emails_to_locale = problems.locale.map((p) => LOCALE_WORDS[p]);
  if (problems.base.length > 0) errors.base = problems.base.map((p) => BASE_WORDS[p]);
  return errors;
}

/** A push sealed in the sender's browser: QR codes and URLs never are, as the server must read them. */
export const isSealedInput = (input: NewPush) =>
  input.kind !== 'qr' && input.kind !== 'url' && looksSealed(input.payload);

/** The refusal of a sender past their daily cap. */
export const DAILY_CAP_REACHED: LinkMailProblems = { recipients: [], locale: [], base: ['daily_cap'] };
