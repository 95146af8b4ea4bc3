import { emptyGateForm, type GateForm, offersGates } from './gate-form.ts';
import { t } from './i18n.ts';
import type { Instance } from './settings-store.ts';

/** The parts of a gate a server may or may not keep; a burn count goes with any of them. */
export type GateKind = 'email' | 'member' | 'network';

export const GATE_KINDS: readonly GateKind[] = ['email', 'member', 'network'];

/** The names a server may list a kind under, the API field's among them. */
const KIND_NAMES: Record<string, GateKind> = {
  email: 'email',
  emails: 'email',
  member: 'member',
  members: 'member',
  network: 'network',
  networks: 'network',
};

/** `secret_push_features.gates.kinds` as read; undefined where a server before it sends none (all kept). */
export function gateKindsFrom(raw: unknown): GateKind[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return GATE_KINDS.filter((kind) =>
    raw.some((name) => typeof name === 'string' && KIND_NAMES[name] === kind),
  );
}

/** The kinds the instance keeps: those it lists, or all where it lists none. */
export const keptGateKinds = (instance: Pick<Instance, 'features'>): readonly GateKind[] =>
  instance.features?.gateKinds ?? GATE_KINDS;

/**
 * Whether "also mail the link" can be offered: the instance mails links and keeps e-mail gates,
 * and a token says who sends (link mails are for signed-in senders only).
 */
export const offersLinkMail = (instance: Pick<Instance, 'features' | 'token'>): boolean =>
  offersGates(instance) &&
  instance.features?.linkMails === true &&
  instance.token !== '' &&
  keptGateKinds(instance).includes('email');

/** The kinds a section holds. */
function kindsUsed(form: GateForm): GateKind[] {
  return [
    ...(form.recipient.trim() !== '' ? ['email' as const] : []),
    ...(form.members ? ['member' as const] : []),
    ...(form.networks.trim() !== '' ? ['network' as const] : []),
  ];
}

/** What of the section the instance cannot keep, and the section without it, as it will be sent. */
export function gateUnderKinds(
  form: GateForm,
  kept: readonly GateKind[],
): { form: GateForm; dropped: GateKind[] } {
  const dropped = kindsUsed(form).filter((kind) => !kept.includes(kind));
  const empty = emptyGateForm();
  return {
    form: {
      ...form,
      ...(dropped.includes('email') ? { recipient: empty.recipient, mailLink: false } : {}),
      ...(dropped.includes('member') ? { members: empty.members } : {}),
      ...(dropped.includes('network') ? { networks: empty.networks } : {}),
    },
    dropped,
  };
}

const DROPPED_WORDS = {
  email: 'gate_dropped_email',
  member: 'gate_dropped_member',
  network: 'gate_dropped_network',
} as const;

/** One sentence per part left out: "This instance cannot mail codes: the recipient's address is left out." */
export const droppedWords = (dropped: readonly GateKind[]): string[] =>
  dropped.map((kind) => t(DROPPED_WORDS[kind]));

/**
 * The section as it is sent to the instance: nothing where it has no gates (Password Pusher is
 * never sent one), without the parts it cannot keep, and without the link mail it cannot make.
 */
export function gateAsSent(
  instance: Pick<Instance, 'features' | 'token'>,
  gate: GateForm,
  sealed: boolean,
): GateForm {
  if (!offersGates(instance)) return emptyGateForm();
  const kept = gateUnderKinds(gate, keptGateKinds(instance)).form;
  return offersLinkMail(instance) && !sealed ? kept : { ...kept, mailLink: false };
}
