import { sameEmail } from '../../shared/email-address.ts';
import { gateAllowsEmail, type PushGate } from '../../shared/gate.ts';
import type { Cipher } from '../crypto/cipher.ts';
import { parseTrustedProxies } from '../net/trusted-proxies.ts';
import type { PushRecord, UserRecord } from '../store/records.ts';

/** What the gate is told of whoever asks: the client's address, who is signed in, which address a mailed code proved. */
export interface GateVisitor {
  address: string;
  user: UserRecord | null;
  /** The address this browser proved with a mailed code for this push (its pass); null when none. */
  proven: string | null;
}

/** Which step of the gate still stands; `network` cannot be passed from where the visitor is. */
export type GateNeed = 'network' | 'member' | 'email';

/** How the gate admitted a visitor, for the audit: by a mailed code, or as a signed-in user. */
export interface GateWitness {
  email: string | null;
  user: string | null;
  via: 'code' | 'member' | 'account' | 'network';
}

export type GateOutcome = { open: true; witness: GateWitness } | { open: false; need: GateNeed };

/** The push's gate, opened; null when it has none. */
export function gateOf(push: Pick<PushRecord, 'gate'>, cipher: Cipher): PushGate | null {
  return push.gate === undefined ? null : (JSON.parse(cipher.open(push.gate)) as PushGate);
}

export function inRanges(ranges: readonly string[], address: string): boolean {
  return parseTrustedProxies(ranges).trust.trusts(address);
}

/**
 * Every part of the gate must admit the visitor, the network first (nothing a visitor does passes
 * it), then membership, then the address: proven by a code, or the signed-in user's own.
 */
export function checkGate(gate: PushGate, visitor: GateVisitor): GateOutcome {
  if (gate.networks.length > 0 && !inRanges(gate.networks, visitor.address))
    return { open: false, need: 'network' };
  if (gate.members && visitor.user === null) return { open: false, need: 'member' };
  const user = visitor.user?.email ?? null;
  if (gate.emails.length === 0) {
    return { open: true, witness: { email: null, user, via: gate.members ? 'member' : 'network' } };
  }
  const { proven } = visitor;
  if (proven !== null && gateAllowsEmail(gate, proven))
    return {
      open: true,
      witness: { email: proven, user: user !== null && sameEmail(user, proven) ? user : null, via: 'code' },
    };
  if (user !== null && gateAllowsEmail(gate, user))
    return { open: true, witness: { email: user, user, via: 'account' } };
  return { open: false, need: 'email' };
}
