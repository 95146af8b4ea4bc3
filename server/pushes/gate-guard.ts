import { isExpiredAt } from '../../shared/expiry.ts';
import { gateStands } from '../../shared/gate.ts';
import type { Cipher } from '../crypto/cipher.ts';
import type { Counters, SlidingLimit } from '../limits/counters.ts';
import type { PushStore } from '../store/push-store.ts';
import type { AuditMeta, PushRecord, UserRecord } from '../store/records.ts';
import { gateBurn } from './gate-burn.ts';
import { checkGate, type GateNeed, type GateOutcome, type GateWitness, gateOf } from './gate-check.ts';
import { type ActivityWho, BY_SERVER, type GateRefusal, type PushActivity, whoOf } from './push-activity.ts';

/** Readers kept out are audited up to five a minute per push: a flood of them is not a flood of entries. */
export const REFUSALS_LOGGED: SlidingLimit = {
  scope: 'gate-refusal-log',
  limit: 5,
  windowMs: 60_000,
  maxKeys: 100_000,
};

/** How the audit words a witness: `code:bob@client.example`, `member:bob@example.com`, `network`. */
function witnessDetail({ via, email, user }: GateWitness): string {
  if (via === 'code') return `code:${email ?? ''}`;
  if (via === 'network') return 'network';
  return `${via}:${user ?? email ?? ''}`;
}

/** Who reads, as the gate sees them: the audit's address, the signed-in user, the address a code proved. */
export interface GateActor {
  user: UserRecord | null;
  audit: AuditMeta;
  proven?: string | null;
}

/** A reader as the guard records them: the gate's view of them and who the activity log names. */
export interface GateReader extends GateActor {
  activity?: ActivityWho;
}

export interface GateGuardDeps {
  store: PushStore;
  cipher: Cipher;
  counters: Counters;
  /** Told of a push the gate burnt, as every other expiry is told. */
  onBurnt: (before: PushRecord) => void;
  /** The activity log's push events: readers kept out and pushes burnt are recorded there too. */
  log: PushActivity;
}

/** The gate as the push service holds it: whether it admits a reader, and the burning of a push past its failures. */
export function gateGuard({ store, cipher, counters, onBurnt, log }: GateGuardDeps) {
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
    if (result !== undefined && !result.before.expired) {
      onBurnt(result.before);
      await log.expired(push.urlToken, BY_SERVER, 'failures');
    }
    return true;
  }

  /**
   * Audits a reader the gate kept out at `need`, in the push's audit and the activity log; as many
   * a minute as REFUSALS_LOGGED lets through, so a flood of refusals writes (and waits for) little.
   */
  async function refused(
    push: PushRecord,
    need: GateNeed,
    reader: GateReader,
    at: number,
    reason: GateRefusal = 'gate_closed',
  ): Promise<void> {
    if (!(await counters.attempt(REFUSALS_LOGGED, push.urlToken, at))) return;
    await store.logGate(push.urlToken, { kind: 'failed_gate', detail: need }, reader.audit, at);
    await log.gateRefused(push.urlToken, whoOf(reader), reason, need);
  }

  /**
   * Audits who the gate let through for a view; `answered`: through a request's gate, on the push its
   * answer made (`answer_code:bob@client.example`), so the requester's audit says who answered.
   */
  async function passed(
    push: PushRecord,
    witness: GateWitness,
    audit: AuditMeta,
    at: number,
    answered = false,
  ): Promise<void> {
    const detail = `${answered ? 'answer_' : ''}${witnessDetail(witness)}`;
    await store.logGate(push.urlToken, { kind: 'gate_passed', detail }, audit, at);
  }

  return { outcome, failed, refused, passed, gateOf: (push: PushRecord) => gateOf(push, cipher) };
}

export type GateGuard = ReturnType<typeof gateGuard>;
