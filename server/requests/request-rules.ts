import { GATE_KINDS, type GateKind, unkeptGateErrors, withFieldErrors } from '../../shared/gate.ts';
import { type Policy, settingsUnder } from '../../shared/policy.ts';
import {
  breachErrors,
  type PolicyBreach,
  policyBreaches,
  withDefaultLife,
} from '../../shared/policy-check.ts';
import { nameRules } from '../../shared/policy-named.ts';
import { type FieldErrors, fieldErrors, ok, type Result } from '../../shared/result.ts';
import type { InstanceSettings } from '../../shared/settings.ts';
import { type NewRequest, normalizeNewRequest } from './request-input.ts';

/** The rules an answer's terms can break: its life in hours and the options required. */
const TERMS: readonly PolicyBreach['field'][] = [
  'expire_after_days',
  'expire_after_duration',
  'retrieval_step',
  'deletable_by_viewer',
];

/**
 * A create's `request` parameter checked against the policy in force: its bounds as the policy sets
 * them, and the terms its answer will be pushed on as a text push's. Passphrase and sealing rules
 * are left out: the answer is read by its requester in their account, never through a link.
 */
export function ruledRequest(
  policy: Policy,
  settings: InstanceSettings,
  input: unknown,
  attachments = 0,
  gateKinds: readonly GateKind[] = GATE_KINDS,
): Result<NewRequest> {
  const read = normalizeNewRequest(input, settingsUnder(policy, settings), attachments);
  if (!read.ok) {
    const { refusal } = read;
    // The answer is a text push: the text kind's limits the policy narrowed are named.
    return refusal.status === 422
      ? fieldErrors(nameRules(refusal.body as FieldErrors, 'text', policy, settings))
      : read;
  }
  const { answer, name } = read.value;
  const fields = input as Record<string, unknown>;
  const asked = { kind: 'text' as const, payload: 'answer', passphrase: '', name, note: '', ...answer };
  // An answer whose life was not asked lives the kind's default life in hours, as a push would.
  const terms = withDefaultLife(fields, asked, policy);
  const breaches = policyBreaches(fields, terms, policy, { signedIn: true, sealed: false }).filter((b) =>
    TERMS.includes(b.field),
  );
  // A gate this server cannot keep (an address, without mail) could never let anyone answer.
  const unkept = unkeptGateErrors(read.value.gate, gateKinds);
  if (breaches.length > 0 || Object.keys(unkept).length > 0)
    return fieldErrors(withFieldErrors(breachErrors(breaches), unkept));
  const life = { expireAfterDays: terms.expireAfterDays, lifetimeMs: terms.lifetimeMs };
  return ok({ ...read.value, answer: { ...answer, ...life } });
}
