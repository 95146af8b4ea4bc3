import type { PushGate } from '../../shared/gate.ts';
import type { ActivityDetail } from '../store/activity-store.ts';
import type { GateWitness } from './gate-check.ts';

/** The parts of a gate that stand before a reader, as the log lists them: `email,member,network`. */
export function gateKinds(gate: PushGate): string {
  return [
    ...(gate.emails.length > 0 ? ['email'] : []),
    ...(gate.members ? ['member'] : []),
    ...(gate.networks.length > 0 ? ['network'] : []),
  ].join(',');
}

/** The domain of an address, lower case: all the log keeps of who proved it. */
export const domainOf = (address: string): string =>
  address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/**
 * What the activity log says of a view a gate let through: its parts (`gates`), how the reader was
 * admitted (`method`: code, account, member, network) and the domain of the address that was
 * proven; never the address itself (the push's own audit and its owner's notices name it).
 */
export function gateFacts(gate: PushGate, witness: GateWitness): Record<string, ActivityDetail> {
  const address = witness.email ?? witness.user;
  return {
    gates: gateKinds(gate),
    method: witness.via,
    ...(address === null ? {} : { domain: domainOf(address) }),
  };
}

/** Who opened it, as the owner's notice names them: by a mailed code, or signed in; none for a network alone. */
export interface GateViewer {
  address: string;
  verified: 'code' | 'sign_in';
}

export function gateViewer(witness: GateWitness): GateViewer | undefined {
  if (witness.via === 'code' && witness.email !== null) return { address: witness.email, verified: 'code' };
  const signedIn = witness.user ?? (witness.via === 'account' ? witness.email : null);
  return signedIn === null ? undefined : { address: signedIn, verified: 'sign_in' };
}
