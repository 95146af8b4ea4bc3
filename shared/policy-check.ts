import { gateStands } from './gate.ts';
import { KIND_LABELS } from './kinds.ts';
import { type NewPush, parseFlag } from './normalize.ts';
import { type GateRequirement, type Policy, SEALABLE_KINDS } from './policy.ts';
import type { FieldErrors } from './result.ts';

const HOUR = 3_600_000;

/** One rule of the policy a push breaks: the API field it concerns, the rule's name, what it allows. */
export type PolicyBreach =
  | { field: 'base'; rule: 'pushers' }
  | { field: 'kind'; rule: string; kind: NewPush['kind'] }
  | { field: 'passphrase'; rule: string; minLength: number }
  | { field: 'payload'; rule: string }
  | { field: 'retrieval_step' | 'deletable_by_viewer'; rule: string }
  | { field: 'gate'; rule: 'gates.required'; required: Exclude<GateRequirement, 'none'> }
  | { field: 'expire_after_days' | 'expire_after_duration'; rule: string; min: number; max: number };

/** What the policy reads besides the push: who sends it, and whether it was sealed in their browser. */
export interface PushContext {
  signedIn: boolean;
  sealed: boolean;
}

const asked = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The rules a normalised push breaks beyond the bounds `normalizeNewPush` checks: who may push, the
 * kind, a passphrase, sealing, the options required, and the life in hours. Nothing is shortened
 * to fit: each breach refuses the push.
 */
export function policyBreaches(
  fields: Record<string, unknown>,
  push: NewPush,
  policy: Policy,
  { signedIn, sealed }: PushContext,
): PolicyBreach[] {
  const { kind } = push;
  const rules = policy.kinds[kind];
  const at = `kinds.${kind}`;
  const breaches: PolicyBreach[] = [];
  if (policy.pushers === 'signed_in' && !signedIn) breaches.push({ field: 'base', rule: 'pushers' });
  if (!rules.allowed) return [...breaches, { field: 'kind', rule: `${at}.allowed`, kind }];
  const { passphrase } = rules;
  if (passphrase.required && push.passphrase.length < passphrase.minLength)
    breaches.push({ field: 'passphrase', rule: `${at}.passphrase`, minLength: passphrase.minLength });
  if (rules.sealedRequired && SEALABLE_KINDS.includes(kind) && !sealed)
    breaches.push({ field: 'payload', rule: `${at}.sealedRequired` });
  const options = [
    ['retrieval_step', 'retrievalStep'],
    ['deletable_by_viewer', 'deletableByViewer'],
  ] as const;
  for (const [field, name] of options) {
    const option = rules[name];
    if (!asked(fields[field]) || (field === 'deletable_by_viewer' && kind === 'url')) continue;
    // An option not allowed is turned off, as Password Pusher does; one required cannot be.
    if (option.required && !parseFlag(fields[field]))
      breaches.push({ field, rule: `${at}.${name}.required` });
  }
  const gate = gateBreach(push, policy.gates.required);
  if (gate !== null) breaches.push(gate);
  const { hours } = rules;
  if (push.lifetimeMs < hours.min * HOUR || push.lifetimeMs > hours.max * HOUR) {
    const field = asked(fields.expire_after_duration) ? 'expire_after_duration' : 'expire_after_days';
    breaches.push({ field, rule: `${at}.hours`, min: hours.min, max: hours.max });
  }
  return breaches;
}

/** Whether the push carries the gate the policy requires: any that stands, addresses, or members. */
function gateBreach(push: NewPush, required: GateRequirement): PolicyBreach | null {
  if (required === 'none') return null;
  const { gate } = push;
  const kept =
    gate !== undefined &&
    (required === 'any' ? gateStands(gate) : required === 'email' ? gate.emails.length > 0 : gate.members);
  return kept ? null : { field: 'gate', rule: 'gates.required', required };
}

const GATE_WORDS = {
  any: 'must say who may open the link (e-mail addresses, members or address ranges)',
  email: "must name the recipients' e-mail addresses or domains",
  member: 'must let only members of this server open the link',
} as const;

/** A breach in the API's English, naming the rule and what it allows. */
export function breachWords(breach: PolicyBreach): string {
  const rule = ` (policy rule ${breach.rule})`;
  switch (breach.field) {
    case 'base':
      return `This server takes pushes from signed-in users only${rule}.`;
    case 'kind':
      return `${KIND_LABELS[breach.kind]} pushes are disabled${rule}.`;
    case 'passphrase':
      return `is required: at least ${breach.minLength} characters${rule}`;
    case 'payload':
      return `must be sealed in the browser: this server takes only end-to-end sealed pushes of this kind${rule}`;
    case 'retrieval_step':
    case 'deletable_by_viewer':
      return `must be true${rule}`;
    case 'gate':
      return `${GATE_WORDS[breach.required]}${rule}`;
    default:
      return `must be between ${breach.min} and ${breach.max} hours${rule}`;
  }
}

export function breachErrors(breaches: readonly PolicyBreach[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const breach of breaches)
    errors[breach.field] = [...(errors[breach.field] ?? []), breachWords(breach)];
  return errors;
}

/** The push with the kind's default life in hours when its sender asked for none and the policy sets one. */
export function withDefaultLife(fields: Record<string, unknown>, push: NewPush, policy: Policy): NewPush {
  const hours = policy.kinds[push.kind].hours.default;
  if (hours === null || asked(fields.expire_after_days) || asked(fields.expire_after_duration)) return push;
  return { ...push, lifetimeMs: hours * HOUR, expireAfterDays: Math.ceil(hours / 24) };
}
