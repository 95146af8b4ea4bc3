import type { Policy } from '../../shared/policy.ts';
import type { PolicyStore } from '../store/policy-store.ts';
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
}

/**
 * The policy in force on this server: read from the store, kept, and checked against the store's
 * version once `refreshMs` has passed, so every worker and server follows a change within that time.
 */
export function policySource({ store, settings, now, refreshMs = POLICY_REFRESH_MS }: PolicySourceDeps) {
  const copy = savedRecordCopy({ store, now, refreshMs }, (saved) =>
    overlaySaved(settings.base, saved.rules, settings.pins),
  );
  /** The policy in force now, read from the store whatever the copy's age: what a change starts from. */
  async function fresh(): Promise<{ policy: Policy; version: number }> {
    const read = await copy.fresh();
    return { policy: read.value, version: read.version };
  }
  return { current: copy.current, fresh, forget: copy.forget, settings };
}

export type PolicySource = ReturnType<typeof policySource>;
