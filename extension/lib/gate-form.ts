import { emailKey } from '../../shared/email-address.ts';
import {
  GATE_LIMITS,
  gateEntries,
  isAddressRange,
  isGated,
  isGateEmail,
  type PushGate,
} from '../../shared/gate.ts';
import { linkMailFits, MAX_LINK_MAIL_ADDRESSES } from './gate-link-mail.ts';
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
  /** The link is mailed to the recipient's addresses too (where the instance mails links); absent for no. */
  mailLink?: boolean;
}

export type GateField = 'recipient' | 'networks' | 'burnAfter' | 'mailLink';

export const emptyGateForm = (): GateForm => ({ recipient: '', members: false, networks: '', burnAfter: '' });

/** Ours with gates on; Password Pusher and our servers before gates are never sent one. */
export const offersGates = (instance: Pick<Instance, 'features'>): boolean =>
  instance.features?.gates === true;

/** The recipient's entries as the server keeps them; null when one is not an address or `@domain`. */
function emailsOf(text: string): string[] | null {
  const emails = [...new Set((gateEntries(text) ?? []).map(emailKey))];
  return emails.length <= GATE_LIMITS.emails && emails.every(isGateEmail) ? emails : null;
}

function networksOf(text: string): string[] | null {
  const networks = gateEntries(text) ?? [];
  return networks.length <= GATE_LIMITS.networks && networks.every(isAddressRange) ? networks : null;
}

/** The count of failures that expires the push: null for never, NaN when out of bounds. */
function burnOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return n >= GATE_LIMITS.burnMin && n <= GATE_LIMITS.burnMax ? n : Number.NaN;
}

/**
 * The fields the server would refuse, each with what to type instead; empty when all is well.
 * The rules are shared/gate.ts's own predicates (its sentences stay on the server).
 */
export function gateProblems(form: GateForm): Partial<Record<GateField, string>> {
  const problems: Partial<Record<GateField, string>> = {};
  if (emailsOf(form.recipient) === null) problems.recipient = t('gate_error_recipient', GATE_LIMITS.emails);
  if (networksOf(form.networks) === null) problems.networks = t('gate_error_networks', GATE_LIMITS.networks);
  if (Number.isNaN(burnOf(form.burnAfter)))
    problems.burnAfter = t('gate_error_burn', GATE_LIMITS.burnMin, GATE_LIMITS.burnMax);
  if (form.mailLink === true && problems.recipient === undefined && !linkMailFits(form.recipient))
    problems.mailLink = t('gate_error_mail_link', MAX_LINK_MAIL_ADDRESSES);
  return problems;
}

/** The first problem, for the form's one line under Push; null when the section is fine. */
export function gateProblem(form: GateForm): string | null {
  const problems = gateProblems(form);
  return problems.recipient ?? problems.networks ?? problems.burnAfter ?? problems.mailLink ?? null;
}

/** The gate as the server will hold it; null when nothing was asked (or something is wrong). */
export function gateOf(form: GateForm): PushGate | null {
  const emails = emailsOf(form.recipient);
  const networks = networksOf(form.networks);
  const burnAfterFailures = burnOf(form.burnAfter);
  if (emails === null || networks === null || Number.isNaN(burnAfterFailures)) return null;
  const gate: PushGate = { emails, members: form.members, networks, burnAfterFailures };
  return isGated(gate) ? gate : null;
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
  if (gateProblem(form) !== null) return empty;
  // Mailing the link is kept only where it can be done: a hand-edited `@domain` alone drops it, not the gate.
  const mailing = { ...form, mailLink: true };
  return r.mailLink === true && gateProblem(mailing) === null ? mailing : form;
}

/** Whether a section holds anything: an open section stays open. */
export const gateFormUsed = (form: GateForm): boolean =>
  form.recipient.trim() !== '' || form.members || form.networks.trim() !== '' || form.burnAfter.trim() !== '';
