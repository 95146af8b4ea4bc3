import { GATE_LIMITS, normalizeGate, type PushGate } from '../../shared/gate.ts';
import type { FieldErrors } from '../../shared/result.ts';
import { t } from './i18n.ts';
import type { Instance } from './settings-store.ts';

/** The popup's "Recipient" section as typed: lists are kept as written, one text field each. */
export interface GateForm {
  /** Addresses or `@domains`, typed once: the gate's mailed code goes to them. */
  recipient: string;
  members: boolean;
  /** CIDR ranges, at commas, spaces or lines. */
  networks: string;
  /** Failed attempts before the push expires; '' for never. */
  burnAfter: string;
}

export type GateField = 'recipient' | 'networks' | 'burnAfter';

export const emptyGateForm = (): GateForm => ({ recipient: '', members: false, networks: '', burnAfter: '' });

/** Ours with gates on; Password Pusher and our servers before gates are never sent one. */
export const offersGates = (instance: Pick<Instance, 'features'>): boolean =>
  instance.features?.gates === true;

/** Each field checked alone by the server's own rules (shared/gate.ts), so its error stands beside it. */
function fieldValid(raw: Record<string, unknown>): boolean {
  const errors: FieldErrors = {};
  normalizeGate(raw, errors);
  return errors.gate === undefined;
}

/** The fields the server would refuse, each with what to type instead; empty when all is well. */
export function gateProblems(form: GateForm): Partial<Record<GateField, string>> {
  const problems: Partial<Record<GateField, string>> = {};
  if (!fieldValid({ emails: form.recipient }))
    problems.recipient = t('gate_error_recipient', GATE_LIMITS.emails);
  if (!fieldValid({ networks: form.networks }))
    problems.networks = t('gate_error_networks', GATE_LIMITS.networks);
  if (!fieldValid({ burn_after_failures: form.burnAfter }))
    problems.burnAfter = t('gate_error_burn', GATE_LIMITS.burnMin, GATE_LIMITS.burnMax);
  return problems;
}

/** The first problem, for the form's one line under Push; null when the section is fine. */
export function gateProblem(form: GateForm): string | null {
  const problems = gateProblems(form);
  return problems.recipient ?? problems.networks ?? problems.burnAfter ?? null;
}

/** The gate as the server will hold it; null when nothing was asked (or something is wrong). */
export function gateOf(form: GateForm): PushGate | null {
  const errors: FieldErrors = {};
  const gate = normalizeGate(
    {
      emails: form.recipient,
      members: form.members,
      networks: form.networks,
      burn_after_failures: form.burnAfter,
    },
    errors,
  );
  return errors.gate === undefined ? gate : null;
}

/** A stored default as a form, dropping what is not a well-formed section (hand-edited or older). */
export function boundGateForm(raw: unknown): GateForm {
  const empty = emptyGateForm();
  if (typeof raw !== 'object' || raw === null) return empty;
  const r = raw as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const form: GateForm = {
    recipient: text(r.recipient),
    members: r.members === true,
    networks: text(r.networks),
    burnAfter: text(r.burnAfter),
  };
  return gateProblem(form) === null ? form : empty;
}

/** Whether a section holds anything: an open section stays open. */
export const gateFormUsed = (form: GateForm): boolean =>
  form.recipient.trim() !== '' || form.members || form.networks.trim() !== '' || form.burnAfter.trim() !== '';
