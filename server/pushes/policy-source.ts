import { GATE_KINDS, type GateKind } from '../../shared/gate.ts';
import type { Policy } from '../../shared/policy.ts';
import type { Logger } from '../log/log.ts';
import type { PolicyStore } from '../store/policy-store.ts';
import { withKeptGates } from './policy-gate-fallback.ts';
import { overlaySaved } from './policy-overlay.ts';
import type { PolicySettings } from './policy-settings.ts';
import { savedRecordCopy } from './saved-record-copy.ts';

/** How long a server trusts its copy of the policy before it asks the store for the version again. */
export const POLICY_REFRESH_MS = 5_000;

export interface PolicySourceDeps {
  store: Pick<PolicyStore, 'readPolicy' | 'policyVersion'>;
  settings: PolicySettings;
  now: () => number;
  /** POLICY_REFRESH_MS by default: another server's change is in force here at most this long after. */
  refreshMs?: number;
  /** The gate kinds this server can keep (all when omitted): a rule asking another falls back (policy-gate-fallback.ts). */
  gateKinds?: readonly GateKind[];
  /** Told when the policy in force falls back from the one saved or set. */
  logger?: Pick<Logger, 'error'>;
}

/**
 * The policy in force on this server: read from the store, kept, and checked against the store's
 * version once `refreshMs` has passed, so every worker and server follows a change within that time.
 */
export function policySource(deps: PolicySourceDeps) {
  const { store, settings, now, refreshMs = POLICY_REFRESH_MS, gateKinds = GATE_KINDS } = deps;
  const warn = (line: string) => deps.logger?.error(line);
  const copy = savedRecordCopy({ store, now, refreshMs }, (saved) =>
    withKeptGates(overlaySaved(settings.base, saved.rules, settings.pins), gateKinds, warn),
  );
  /** The policy in force now, read from the store whatever the copy's age: what a change starts from. */
  async function fresh(): Promise<{ policy: Policy; version: number }> {
    const read = await copy.fresh();
    return { policy: read.value, version: read.version };
  }
  return { current: copy.current, fresh, forget: copy.forget, settings, gateKinds };
}

export type PolicySource = ReturnType<typeof policySource>;
