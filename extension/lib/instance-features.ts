import type { ApiClient } from '../../shared/api-client.ts';
import type { ApiError } from '../../shared/api-errors.ts';
import type { PushKind } from '../../shared/kinds.ts';
import type { VersionJson } from '../../shared/wire.ts';
import { type GateKind, gateKindsFrom } from './gate-kinds.ts';
import { t } from './i18n.ts';
import type { Instance, InstanceFeatures } from './settings-store.ts';

export function featuresFromVersion(json: VersionJson): InstanceFeatures {
  const pushes = json.features?.pushes;
  const ours = isOurs(json);
  return {
    edition: typeof json.edition === 'string' ? json.edition : 'unknown',
    version: typeof json.application_version === 'string' ? json.application_version : 'unknown',
    ...(ours ? { secretPushVersion: secretPushVersion(json) } : {}),
    anonymousAccess: json.features?.anonymous_access !== false,
    // An older instance that does not list a kind is taken to allow it; a 422 would tell otherwise.
    urlPushes: pushes?.url_pushes?.enabled !== false,
    qrPushes: pushes?.qr_code_pushes?.enabled !== false,
    filePushes: pushes?.file_attachments?.enabled === true,
    extensionSignIn: offersOurs(json, 'extension_sign_in'),
    notificationFeed: offersOurs(json, 'notifications'),
    // Password Pusher's paid edition has requests too, with answers this popup cannot show: ours only.
    requests: ours && objectAt(json.features, 'requests')?.enabled === true,
    gates: offersOurs(json, 'gates'),
    ...gateKindsOf(json),
    // Where the instance mails links on create: the popup then offers to mail it to the recipient.
    ...(pushes?.email_auto_dispatch === true ? { linkMails: true } : {}),
  };
}

/** The gate kinds the instance lists, where it lists them; none listed means all (servers before the list). */
function gateKindsOf(json: VersionJson): { gateKinds?: GateKind[] } {
  const kinds = gateKindsFrom(ourFeature(json, 'gates')?.kinds);
  return kinds === undefined ? {} : { gateKinds: kinds };
}

type OurFeature = 'extension_sign_in' | 'notifications' | 'gates';

function objectAt(parent: unknown, name: string): Record<string, unknown> | undefined {
  if (typeof parent !== 'object' || parent === null) return undefined;
  const value: unknown = (parent as Record<string, unknown>)[name];
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/**
 * One of ours: under `secret_push_features`, else where servers before that key put it, inside
 * Password Pusher's `features`.
 */
const ourFeature = (json: VersionJson, name: OurFeature) =>
  objectAt(json.secret_push_features, name) ?? objectAt(json.features, name);

/** Ours only: pwpush sends no such feature, so anything but an explicit true means no. */
function offersOurs(json: VersionJson, name: OurFeature): boolean {
  return ourFeature(json, name)?.enabled === true;
}

/** Password Pusher sends none of these, whatever it has on. */
const isOurs = (json: VersionJson) =>
  typeof json.secret_push_version === 'string' ||
  ourFeature(json, 'extension_sign_in') !== undefined ||
  ourFeature(json, 'notifications') !== undefined;

const secretPushVersion = (json: VersionJson) =>
  typeof json.secret_push_version === 'string' ? json.secret_push_version : 'unknown';

/** Requests show where the instance has them on and a token says whose they are. */
export function offersRequests(instance: Pick<Instance, 'features' | 'token'>): boolean {
  return instance.features?.requests === true && instance.token !== '';
}

/**
 * The kinds this extension offers for an instance: text always, URL and QR where it allows them,
 * files only where it says it takes them and a token is set (pwpush refuses anonymous files).
 */
export function offeredKinds(instance: Pick<Instance, 'features' | 'token'>): PushKind[] {
  const f = instance.features;
  const kinds: PushKind[] = ['text'];
  if (!f || f.urlPushes) kinds.push('url');
  if (!f || f.qrPushes) kinds.push('qr');
  if (f?.filePushes && instance.token !== '') kinds.push('file');
  return kinds;
}

export type TokenState = 'none' | 'accepted' | 'rejected' | 'unknown';

export interface ConnectionReport {
  features: InstanceFeatures | null;
  token: TokenState;
  error: ApiError | null;
}

/** The policy where the version document lists it; an instance that cannot give it is taken to have none. */
async function withPolicy(client: ApiClient, json: VersionJson, features: InstanceFeatures) {
  if (json.secret_push_features?.policy?.enabled !== true) return features;
  const policy = await client.policy();
  return policy.ok ? { ...features, policy: policy.value } : features;
}

/** "Test connection": the version answer and any policy, then whether the token opens the user's push list. */
export async function testConnection(client: ApiClient, hasToken: boolean): Promise<ConnectionReport> {
  const version = await client.version();
  if (!version.ok) return { features: null, token: hasToken ? 'unknown' : 'none', error: version.error };
  const features = await withPolicy(client, version.value, featuresFromVersion(version.value));
  if (!hasToken) return { features, token: 'none', error: null };
  const list = await client.list('active', 1);
  if (list.ok) return { features, token: 'accepted', error: null };
  if (list.error.kind === 'unauthorized') return { features, token: 'rejected', error: null };
  return { features, token: 'unknown', error: list.error };
}

/** One phrase per enabled feature, for the options page. */
export function featureWords(f: InstanceFeatures): string[] {
  return [
    t('feature_text'),
    ...(f.urlPushes ? [t('feature_url')] : []),
    ...(f.qrPushes ? [t('feature_qr')] : []),
    ...(f.filePushes ? [t('feature_files')] : []),
    ...(f.requests ? [t('feature_requests')] : []),
    t(f.anonymousAccess ? 'feature_anonymous' : 'feature_token_required'),
  ];
}
