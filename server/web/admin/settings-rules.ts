import { PUSH_KINDS, type PushKind } from '../../../shared/kinds.ts';
import { GATE_REQUIREMENTS, SEALABLE_KINDS } from '../../../shared/policy.ts';
import type { RuleValue } from '../../../shared/policy-rules.ts';
import type { MessageKey } from '../../i18n/catalog.ts';
import type { Translator } from '../../i18n/translator.ts';

/** How a rule is asked on the page: a checkbox, a whole number, a choice, or a list of domains. */
export type RuleInput = 'flag' | 'number' | 'optional-number' | 'choice' | 'domains';

/** Rules shown together under one heading. */
export interface RuleGroup {
  heading: MessageKey;
  rules: string[];
}

const KIND_HEADINGS: Record<PushKind, MessageKey> = {
  text: 'settings.kindText',
  url: 'settings.kindUrl',
  qr: 'settings.kindQr',
  file: 'settings.kindFile',
};

export const CHOICES: Record<string, readonly string[]> = {
  pushers: ['anyone', 'signed_in'],
  requests: ['signed_in', 'nobody'],
  linkMails: ['signed_in', 'nobody'],
  'gates.required': GATE_REQUIREMENTS,
};

const CHOICE_WORDS: Record<string, MessageKey> = {
  anyone: 'settings.anyone',
  signed_in: 'settings.signedIn',
  nobody: 'settings.nobody',
  none: 'settings.gateNone',
  any: 'settings.gateAny',
  email: 'settings.gateEmail',
  member: 'settings.gateMember',
};

function kindRules(kind: PushKind): string[] {
  const at = `kinds.${kind}`;
  const bounds = ['days', 'hours', 'views'].flatMap((what) =>
    ['min', 'max', 'default'].map((end) => `${at}.${what}.${end}`),
  );
  const options = ['retrievalStep', 'deletableByViewer'].flatMap((option) =>
    ['allowed', 'default', 'required'].map((end) => `${at}.${option}.${end}`),
  );
  return [
    `${at}.allowed`,
    ...bounds,
    ...options,
    `${at}.passphrase.required`,
    `${at}.passphrase.minLength`,
    // Only a browser can seal, and only text and files.
    ...(SEALABLE_KINDS.includes(kind) ? [`${at}.sealedRequired`] : []),
  ];
}

/** Every rule the page shows, grouped: per kind, then people and mail, files, accounts. */
export const RULE_GROUPS: readonly RuleGroup[] = [
  ...PUSH_KINDS.map((kind) => ({ heading: KIND_HEADINGS[kind], rules: kindRules(kind) })),
  {
    heading: 'settings.peopleHeading',
    rules: ['pushers', 'requests', 'linkMails', 'mailDomains', 'gates.required'],
  },
  { heading: 'settings.filesHeading', rules: ['files.maxCount', 'files.maxSizeMb'] },
  { heading: 'settings.accountsHeading', rules: ['twoFactorRequired', 'sessionHours', 'keys.maxDays'] },
];

export function ruleInput(rule: string): RuleInput {
  if (CHOICES[rule] !== undefined) return 'choice';
  if (rule === 'mailDomains') return 'domains';
  if (rule.endsWith('hours.default') || rule === 'keys.maxDays') return 'optional-number';
  const last = rule.split('.').at(-1) ?? '';
  const numbers = ['min', 'max', 'default', 'minLength', 'maxCount', 'maxSizeMb', 'sessionHours'];
  return numbers.includes(last) && !/(retrievalStep|deletableByViewer)\.default$/.test(rule)
    ? 'number'
    : 'flag';
}

const PART_WORDS: Record<string, MessageKey> = {
  allowed: 'settings.allowed',
  days: 'settings.days',
  hours: 'settings.hours',
  views: 'settings.views',
  min: 'settings.min',
  max: 'settings.max',
  default: 'settings.default',
  retrievalStep: 'settings.retrievalStep',
  deletableByViewer: 'settings.deletableByViewer',
  sealedRequired: 'settings.sealedRequired',
  'passphrase.required': 'settings.passphraseRequired',
  'passphrase.minLength': 'settings.passphraseMinLength',
  'files.maxCount': 'settings.maxCount',
  'files.maxSizeMb': 'settings.maxSizeMb',
  pushers: 'settings.pushers',
  requests: 'settings.requests',
  linkMails: 'settings.linkMails',
  mailDomains: 'settings.mailDomains',
  twoFactorRequired: 'settings.twoFactorRequired',
  sessionHours: 'settings.sessionHours',
  'gates.required': 'settings.gatesRequired',
  'keys.maxDays': 'settings.keysMaxDays',
};

const OPTION_WORDS: Record<string, MessageKey> = {
  allowed: 'settings.optionAllowed',
  default: 'settings.optionDefault',
  required: 'settings.optionRequired',
};

/** A rule's words within its group: `Days · Minimum`, `Retrieval step · Required`. */
export function ruleShortName(t: Translator['t'], rule: string): string {
  const inKind = rule.startsWith('kinds.') ? rule.split('.').slice(2).join('.') : rule;
  const whole = PART_WORDS[inKind];
  if (whole !== undefined) return t(whole);
  const [group = '', end = ''] = inKind.split('.');
  const endWords = /retrievalStep|deletableByViewer/.test(group) ? OPTION_WORDS[end] : PART_WORDS[end];
  return [PART_WORDS[group], endWords].map((key) => (key === undefined ? '' : t(key))).join(' · ');
}

/** The words of a bound's or an option's last part (`Minimum`, `Required`), shown under its group's legend. */
export function ruleEndName(t: Translator['t'], rule: string): string {
  const [group = '', end = ''] = rule.split('.').slice(2);
  const key = /retrievalStep|deletableByViewer/.test(group) ? OPTION_WORDS[end] : PART_WORDS[end];
  return key === undefined ? ruleShortName(t, rule) : t(key);
}

/** The words of a kind's rule group (`Days`, `Retrieval step`), its rules' legend. */
export function runName(t: Translator['t'], run: string): string {
  const key = PART_WORDS[run.split('.').at(-1) ?? ''];
  return key === undefined ? run : t(key);
}

/** A rule's human name on its own, as the history shows it: `Text pushes · Days · Minimum`. */
export function ruleName(t: Translator['t'], rule: string): string {
  const kind = rule.split('.')[1] as PushKind;
  const short = ruleShortName(t, rule);
  return rule.startsWith('kinds.') ? `${t(KIND_HEADINGS[kind])} · ${short}` : short;
}

/** A rule's value in words: yes or no, a choice's name, a number, the domains, or none. */
export function valueWords(words: Translator, value: RuleValue): string {
  const { t } = words;
  if (value === null) return t('settings.none');
  if (typeof value === 'boolean') return t(value ? 'settings.yes' : 'settings.no');
  if (typeof value === 'number') return words.number(value);
  if (Array.isArray(value)) return value.length === 0 ? t('settings.none') : value.join(', ');
  const choice = CHOICE_WORDS[value];
  return choice === undefined ? value : t(choice);
}

export const choiceWords = (t: Translator['t'], choice: string) => {
  const key = CHOICE_WORDS[choice];
  return key === undefined ? choice : t(key);
};
