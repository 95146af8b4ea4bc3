import type { AccountSettings } from '../../server/accounts/account-settings.ts';
import type { Logger } from '../../server/log/log.ts';
import type { NotifySettings } from '../../server/notifications/notify-settings.ts';
import { changePolicy } from '../../server/pushes/change-policy.ts';
import { readPolicySettings } from '../../server/pushes/policy-settings.ts';
import { type PolicySource, policySource } from '../../server/pushes/policy-source.ts';
import type { PolicyStore } from '../../server/store/policy-store.ts';
import type { UserRecord } from '../../server/store/records.ts';
import type { GateKind } from '../../shared/gate.ts';
import { policyFromSettings } from '../../shared/policy.ts';
import type { InstanceSettings } from '../../shared/settings.ts';

export interface PolicyOptions {
  /** Environment settings of the policy, read as main.ts reads them: each set one pins its rule. */
  env?: Record<string, string>;
  /** How long a copy of the policy is trusted; the source's default when omitted. */
  refreshMs?: number;
}

/** The policy source a test's app reads, over its store, as serving-app.ts makes it. */
export function testPolicySource(
  store: PolicyStore,
  now: () => number,
  settings: InstanceSettings,
  more: {
    accounts?: Partial<AccountSettings>;
    notify?: Partial<NotifySettings>;
    policy?: PolicyOptions;
    /** The gate kinds the server keeps, as its mail allows; told to `logger` when the policy falls back. */
    gateKinds?: readonly GateKind[];
    logger?: Logger;
  },
) {
  const env = more.policy?.env ?? {};
  const problems: string[] = [];
  const given = policyFromSettings({
    settings,
    requireMfa: more.accounts?.requireMfa ?? false,
    requests: more.notify?.requests ?? false,
    linkMails: more.notify?.linkMails ?? true,
  });
  const flag = (name: string, fallback: boolean) =>
    env[name] === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(env[name].toLowerCase());
  const int = (name: string, fallback: number) => (env[name] === undefined ? fallback : Number(env[name]));
  const read = readPolicySettings(env, { flag, int }, problems, given);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return policySource({
    store,
    settings: read,
    now,
    ...(more.policy?.refreshMs === undefined ? {} : { refreshMs: more.policy.refreshMs }),
    ...(more.gateKinds === undefined ? {} : { gateKinds: more.gateKinds }),
    ...(more.logger === undefined ? {} : { logger: more.logger }),
  });
}

/** What setPolicyRules needs of a test's app. */
interface PolicyHarness {
  store: PolicyStore & { findUserByEmail(email: string): Promise<UserRecord | undefined> };
  policy: PolicySource;
  clock: { now: number };
}

/** An administrator (alice, made one for the change) sets rules through the one domain function, as the settings page does. */
export async function setPolicyRules(h: PolicyHarness, rules: Record<string, unknown>): Promise<void> {
  const found = await h.store.findUserByEmail('alice@example.com');
  if (found === undefined) throw new Error('no alice');
  const done = await changePolicy(
    { store: h.store, source: h.policy, now: () => h.clock.now },
    { ...found, admin: true },
    rules,
  );
  if (!done.ok) throw new Error(JSON.stringify(done.refusal));
}
