import type { GateKind } from '../../shared/gate.ts';
import type { Policy } from '../../shared/policy.ts';

/** Why the settings page refuses to require e-mail gates on a server that sends no mail. */
export const EMAIL_GATES_NEED_MAIL =
  'cannot require e-mail gates: this server has no mail server set, so no code could reach a recipient';

/**
 * The policy as this server can keep it: a required e-mail gate, saved or set while mail went out,
 * would refuse every push on a server without mail (no e-mail gate can be made there), so members
 * are required instead, the nearest gate that still proves who opens the link; `warn` says so.
 */
export function withKeptGates(
  policy: Policy,
  kinds: readonly GateKind[],
  warn: (line: string) => void,
): Policy {
  if (policy.gates.required !== 'email' || kinds.includes('email')) return policy;
  warn(
    'policy: gates.required is email, but this server sends no mail (no SMTP set): members are required instead',
  );
  return { ...policy, gates: { ...policy.gates, required: 'member' } };
}
