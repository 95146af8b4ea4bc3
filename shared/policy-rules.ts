import { PUSH_KINDS } from './kinds.ts';
import { defaultPolicy, GATE_REQUIREMENTS, type Policy } from './policy.ts';

/** A rule's value as it is stored, published and recorded. */
export type RuleValue = number | boolean | string | string[] | null;

/** Every rule by its path in the policy (`kinds.text.views.max`, `pushers`), in the order they are listed. */
export const RULE_NAMES: readonly string[] = leafPaths(defaultPolicy());

function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, prefix ? `${prefix}.${key}` : key));
}

export const isRuleName = (name: string) => RULE_NAMES.includes(name);

export function ruleValue(policy: Policy, rule: string): RuleValue {
  let at: unknown = policy;
  for (const part of rule.split('.')) at = (at as Record<string, unknown>)[part];
  return at as RuleValue;
}

/** A copy of the policy with one rule set; the rule must be one of RULE_NAMES. */
export function withRule(policy: Policy, rule: string, value: RuleValue): Policy {
  const copy = structuredClone(policy);
  const parts = rule.split('.');
  const last = parts.pop() ?? '';
  let at = copy as unknown as Record<string, unknown>;
  for (const part of parts) at = at[part] as Record<string, unknown>;
  at[last] = Array.isArray(value) ? [...value] : value;
  return copy;
}

const CHOICES: Record<string, readonly string[]> = {
  pushers: ['anyone', 'signed_in'],
  requests: ['signed_in', 'nobody'],
  linkMails: ['signed_in', 'nobody'],
  'gates.required': GATE_REQUIREMENTS,
};

/** The whole numbers each number rule may take, by the rule's last words. */
const RANGES: Record<string, [number, number]> = {
  'days.min': [1, 3650],
  'days.max': [1, 3650],
  'days.default': [1, 3650],
  'hours.min': [0, 87_600],
  'hours.max': [1, 87_600],
  'hours.default': [1, 87_600],
  'views.min': [1, 10_000],
  'views.max': [1, 10_000],
  'views.default': [1, 10_000],
  'passphrase.minLength': [1, 256],
  'files.maxCount': [1, 100],
  'files.maxSizeMb': [1, 4096],
  sessionHours: [1, 720],
  'keys.maxDays': [1, 3650],
};

const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The whole numbers a number rule may take. */
export const ruleRange = (rule: string): [number, number] =>
  Object.entries(RANGES).find(([end]) => rule === end || rule.endsWith(`.${end}`))?.[1] ?? [
    0,
    Number.MAX_SAFE_INTEGER,
  ];

/** Why a value cannot be this rule's, in the API's English; null when it can. */
export function ruleValueProblem(rule: string, value: unknown): string | null {
  if (!isRuleName(rule)) return 'is not a rule of this server';
  const current = ruleValue(defaultPolicy(), rule);
  const choices = CHOICES[rule];
  if (choices) return choices.includes(value as string) ? null : `must be one of: ${choices.join(', ')}`;
  if (typeof current === 'boolean') return typeof value === 'boolean' ? null : 'must be true or false';
  if (Array.isArray(current)) {
    const ok = Array.isArray(value) && value.every((d) => typeof d === 'string' && DOMAIN.test(d));
    return ok ? null : 'must be a list of domains such as example.com';
  }
  if ((rule.endsWith('hours.default') || rule === 'keys.maxDays') && value === null) return null;
  const [min, max] = ruleRange(rule);
  const ok = typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
  return ok ? null : `must be a whole number from ${min} to ${max}`;
}

/** Where rules of one policy contradict each other, by rule; empty when they agree. */
export function policyProblems(policy: Policy): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const kind of PUSH_KINDS) {
    const rules = policy.kinds[kind];
    for (const what of ['days', 'views'] as const) {
      const { min, max, default: value } = rules[what];
      if (min > max) problems[`kinds.${kind}.${what}.min`] = `must not be above ${what}.max (${max})`;
      else if (value < min || value > max)
        problems[`kinds.${kind}.${what}.default`] = `must lie between ${min} and ${max}`;
    }
    const { hours } = rules;
    if (hours.min > hours.max)
      problems[`kinds.${kind}.hours.min`] = `must not be above hours.max (${hours.max})`;
    else if (hours.default !== null && (hours.default < hours.min || hours.default > hours.max))
      problems[`kinds.${kind}.hours.default`] = `must lie between ${hours.min} and ${hours.max}`;
    for (const option of ['retrievalStep', 'deletableByViewer'] as const) {
      if (rules[option].required && !rules[option].allowed)
        problems[`kinds.${kind}.${option}.required`] = `needs ${option}.allowed`;
    }
  }
  return problems;
}
