import type { Policy } from '../../shared/policy.ts';
import type { PolicyStore } from '../store/policy-store.ts';
import { overlaySaved } from './policy-overlay.ts';
import type { PolicySettings } from './policy-settings.ts';

/** How long a server trusts its copy of the policy before it asks the store for the version again. */
export const POLICY_REFRESH_MS = 5_000;

export interface PolicySourceDeps {
  store: Pick<PolicyStore, 'readPolicy' | 'policyVersion'>;
  settings: PolicySettings;
  now: () => number;
  /** POLICY_REFRESH_MS by default: another server's change is in force here at most this long after. */
  refreshMs?: number;
}

interface Held {
  policy: Policy;
  version: number;
  checkedAt: number;
}

/**
 * The policy in force on this server: read from the store, kept, and checked against the store's
 * version once `refreshMs` has passed, so every worker and server follows a change within that time.
 */
export function policySource({ store, settings, now, refreshMs = POLICY_REFRESH_MS }: PolicySourceDeps) {
  let held: Held | undefined;
  let checking: Promise<Held> | undefined;

  async function check(): Promise<Held> {
    const at = now();
    if (held !== undefined && (await store.policyVersion()) === held.version) {
      held = { ...held, checkedAt: at };
      return held;
    }
    const saved = await store.readPolicy();
    held = {
      policy: overlaySaved(settings.base, saved.rules, settings.pins),
      version: saved.version,
      checkedAt: at,
    };
    return held;
  }

  /** The policy in force, read again from the store when the copy is older than `refreshMs`. */
  async function current(): Promise<Policy> {
    if (held !== undefined && now() - held.checkedAt < refreshMs) return held.policy;
    // Requests arriving together share one look at the store.
    checking ??= check().finally(() => {
      checking = undefined;
    });
    return (await checking).policy;
  }

  /** The policy in force now, read from the store whatever the copy's age: what a change starts from. */
  async function fresh(): Promise<{ policy: Policy; version: number }> {
    held = undefined;
    const read = await check();
    return { policy: read.policy, version: read.version };
  }

  const forget = (): void => {
    held = undefined;
  };
  return { current, fresh, forget, settings };
}

export type PolicySource = ReturnType<typeof policySource>;
