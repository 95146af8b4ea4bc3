import type { ApiClient } from '../../shared/api-client.ts';
import type { ApiError } from '../../shared/api-errors.ts';
import type { Policy } from '../../shared/policy.ts';
import { featuresFromVersion } from './instance-features.ts';
import type { PopupEnv } from './popup-env.ts';
import { clientFor } from './push-actions.ts';
import {
  type ExtensionSettings,
  type Instance,
  type InstanceFeatures,
  loadSettings,
  saveSettings,
} from './settings-store.ts';

/** How old the popup lets its copy of an instance's policy get before it reads it again on opening. */
export const POLICY_STALE_MS = 5 * 60_000;

type Features = Pick<Instance, 'features'>;

/** Ours, which may publish a policy (or publishes one): Password Pusher is never asked. */
const mayPublishPolicy = ({ features }: Features) =>
  features !== null && (features.policy !== undefined || features.secretPushVersion !== undefined);

/** Whether the copy of the policy is older than POLICY_STALE_MS, or was never read by the popup. */
export function policyStale(instance: Features, now: number): boolean {
  if (!mayPublishPolicy(instance)) return false;
  const at = instance.features?.policyReadAt;
  return at === undefined || now - at >= POLICY_STALE_MS;
}

/** A 422 from an instance that may publish a policy: its rules may have changed since the copy was read. */
export const mayBeRuleChange = (instance: Features, error: ApiError) =>
  error.status === 422 && mayPublishPolicy(instance);

/** What of the version answer the create form follows: gates (an upgrade may bring them), their kinds, link mails. */
type FormFeatures = Pick<InstanceFeatures, 'gates' | 'gateKinds' | 'linkMails'>;

/**
 * The policy in force now (null where the instance publishes none now) and the features the form
 * follows; undefined when it cannot be read.
 */
async function readPolicy(
  client: ApiClient,
): Promise<{ policy: Policy | null; form: FormFeatures } | undefined> {
  const version = await client.version();
  if (!version.ok) return undefined;
  const { gates, gateKinds, linkMails } = featuresFromVersion(version.value);
  const form = {
    gates: gates === true,
    ...(gateKinds ? { gateKinds } : {}),
    ...(linkMails ? { linkMails } : {}),
  };
  if (version.value.secret_push_features?.policy?.enabled !== true) return { policy: null, form };
  const policy = await client.policy();
  return policy.ok ? { policy: policy.value, form } : undefined;
}

export interface RefreshedPolicy {
  settings: ExtensionSettings;
  /** The rules differ from the copy held before. */
  changed: boolean;
}

/**
 * Reads an instance's policy again and keeps it with its features; null when it could not be read
 * (the copy held stays, and is tried again next time).
 */
export async function refreshPolicy(
  env: Pick<PopupEnv, 'storage' | 'fetch' | 'now'>,
  instance: Pick<Instance, 'id' | 'baseUrl' | 'token'>,
): Promise<RefreshedPolicy | null> {
  const read = await readPolicy(clientFor(instance, env.fetch));
  if (read === undefined) return null;
  // Read again after the request: what changed meanwhile (a remembered language) is kept.
  const settings = await loadSettings(env.storage);
  const held = settings.instances.find((i) => i.id === instance.id);
  if (held === undefined || held.features === null) return null;
  const { policy: before, gateKinds: _, linkMails: __, ...rest } = held.features;
  const { policy, form } = read;
  const features = { ...rest, ...form, ...(policy === null ? {} : { policy }), policyReadAt: env.now() };
  const instances = settings.instances.map((i) => (i.id === held.id ? { ...i, features } : i));
  const next = { ...settings, instances };
  await saveSettings(env.storage, next);
  return { settings: next, changed: JSON.stringify(before ?? null) !== JSON.stringify(policy) };
}
