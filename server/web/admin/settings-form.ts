import type { Policy } from '../../../shared/policy.ts';
import {
  RULE_NAMES,
  type RuleValue,
  ruleRange,
  ruleValue,
  ruleValueProblem,
} from '../../../shared/policy-rules.ts';
import type { FieldErrors } from '../../../shared/result.ts';
import type { Translator } from '../../i18n/translator.ts';
import { EMAIL_GATES_NEED_MAIL } from '../../pushes/policy-gate-fallback.ts';
import { ruleInput } from './settings-rules.ts';

/** What the form holds for each rule: a rule's value, or the text typed where a number was asked. */
export type Draft = Record<string, RuleValue>;

const textOf = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? form[name] : undefined;

function readRule(rule: string, typed: string | undefined): RuleValue {
  const text = (typed ?? '').trim();
  switch (ruleInput(rule)) {
    case 'flag':
      return typed === 'on';
    case 'choice':
      return text;
    case 'domains':
      // Split at lines and commas only, so a mistyped entry comes back to its field as it was typed.
      return text
        .split(/[\n,]+/)
        .map((domain) => domain.trim().toLowerCase())
        .filter((domain) => domain !== '');
    case 'optional-number':
      if (text === '') return null;
      return /^\d+$/.test(text) ? Number(text) : text;
    default:
      return /^\d+$/.test(text) ? Number(text) : text;
  }
}

/**
 * The rules a posted form asks for: every rule not pinned (an unticked box is a no), and a pinned
 * one only when the post names it, so the domain refuses a forged change rather than this page hiding it.
 */
export function askedRules(form: Record<string, unknown>, pins: Readonly<Record<string, string>>): Draft {
  const asked: Draft = {};
  for (const rule of RULE_NAMES) {
    const typed = textOf(form, rule);
    if (pins[rule] !== undefined && typed === undefined) continue;
    asked[rule] = readRule(rule, typed);
  }
  return asked;
}

/** The form's values: the policy's, with what was typed over them; a pinned rule always shows its setting's value. */
export const draftOf = (
  policy: Policy,
  typed: Draft = {},
  pins: Readonly<Record<string, string>> = {},
): Draft =>
  Object.fromEntries(
    RULE_NAMES.map((rule) => [
      rule,
      rule in typed && pins[rule] === undefined ? (typed[rule] ?? null) : ruleValue(policy, rule),
    ]),
  );

/** Why a rule was refused, in the page's language, from what the domain found at that rule. */
export function ruleErrorWords(
  t: Translator['t'],
  rule: string,
  value: RuleValue | undefined,
  pins: Readonly<Record<string, string>>,
): string {
  const pin = pins[rule];
  if (pin !== undefined) return t('settings.errorPinned', { name: pin });
  if (value !== undefined && ruleValueProblem(rule, value) !== null) {
    const input = ruleInput(rule);
    if (input === 'domains') return t('settings.errorDomains');
    if (input === 'choice' || input === 'flag') return t('settings.errorChoice');
    const [min, max] = ruleRange(rule);
    return t('settings.errorRange', { min, max });
  }
  // The value fits the rule alone: it contradicts another rule.
  if (rule.endsWith('.min')) return t('settings.errorAboveMax');
  if (rule.endsWith('.required')) return t('settings.errorNeedsOffered');
  return t('settings.errorBetween');
}

/** Every refused rule's words, by rule. */
export function errorWords(
  t: Translator['t'],
  errors: FieldErrors,
  draft: Draft,
  pins: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([rule, said]) => [
      rule,
      said.includes(EMAIL_GATES_NEED_MAIL)
        ? t('requestGate.emailUnavailable')
        : ruleErrorWords(t, rule, draft[rule], pins),
    ]),
  );
}
