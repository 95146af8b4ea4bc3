import { isExpiredAt } from '../../shared/expiry.ts';
import { gateStands } from '../../shared/gate.ts';
import type { Cipher } from '../crypto/cipher.ts';
import type { Counters } from '../limits/counters.ts';
import type { PushStore } from '../store/push-store.ts';
import type { AuditMeta, PushRecord, UserRecord } from '../store/records.ts';
import { gateBurn } from './gate-burn.ts';
import { checkGate, type GateOutcome, gateOf } from './gate-check.ts';

/** Who reads, as the gate sees them: the audit's address, the signed-in user, the address a code proved. */
export interface GateActor {
  user: UserRecord | null;
  audit: AuditMeta;
  proven?: string | null;
}

export interface GateGuardDeps {
  store: PushStore;
  cipher: Cipher;
  counters: Counters;
  /** Told of a push the gate burnt, as every other expiry is told. */
  onBurnt: (before: PushRecord) => void;
}

/** The gate as the push service holds it: whether it admits a reader, and the burning of a push past its failures. */
export function gateGuard({ store, cipher, counters, onBurnt }: GateGuardDeps) {
  const burn = gateBurn(counters);

  /** How the gate of a live push answers this reader; null when it stands before nothing. */
  function outcome(push: PushRecord, actor: GateActor, at: number): GateOutcome | null {
    const gate = push.gate === undefined || isExpiredAt(push, at) ? null : gateOf(push, cipher);
    if (gate === null || !gateStands(gate)) return null;
    return checkGate(gate, { address: actor.audit.ip, user: actor.user, proven: actor.proven ?? null });
  }

  /** Counts one wrong code or passphrase; past the gate's count, expires the push. True when it did. */
  async function failed(push: PushRecord, audit: AuditMeta, at: number): Promise<boolean> {
    const gate = push.gate === undefined ? null : gateOf(push, cipher);
    if (gate === null || !(await burn.failed(push.urlToken, gate.burnAfterFailures, at))) return false;
    const result = await store.expirePush(push.urlToken, { deleted: false, audit }, at);
    if (result !== undefined && !result.before.expired) onBurnt(result.before);
    return true;
  }

  return { outcome, failed, gateOf: (push: PushRecord) => gateOf(push, cipher) };
}

export type GateGuard = ReturnType<typeof gateGuard>;
