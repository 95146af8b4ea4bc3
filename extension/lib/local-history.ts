import type { PushKind } from '../../shared/kinds.ts';
import type { PushSummary } from '../../shared/push-summary.ts';
import { dropInstancePassphrases, dropPassphrase } from './kept-passphrases.ts';
import type { StorageArea } from './settings-store.ts';

/**
 * A push created from this browser without a token, so the popup can still list it.
 * Metadata only: never the payload, the passphrase or the secret link.
 */
export interface LocalPush {
  instanceId: string;
  urlToken: string;
  kind: PushKind | null;
  name: string;
  createdAt: number;
  expiresAt: number;
  exactExpiry: boolean;
  expireAfterDays: number;
  expireAfterViews: number;
  deletableByViewer: boolean | null;
  expired: boolean;
}

const KEY = 'localPushes';
/** Old entries fall off so storage stays small. */
export const LOCAL_HISTORY_LIMIT = 100;

export function toLocalPush(instanceId: string, push: PushSummary): LocalPush {
  return {
    instanceId,
    urlToken: push.urlToken,
    kind: push.kind,
    name: push.name,
    createdAt: push.createdAt,
    expiresAt: push.expiresAt,
    exactExpiry: push.exactExpiry,
    expireAfterDays: push.expireAfterDays,
    expireAfterViews: push.expireAfterViews,
    deletableByViewer: push.deletableByViewer,
    expired: push.expired,
  };
}

async function readAll(area: StorageArea): Promise<LocalPush[]> {
  const stored = (await area.get(KEY))[KEY];
  return Array.isArray(stored) ? (stored as LocalPush[]) : [];
}

export async function localPushes(area: StorageArea, instanceId: string): Promise<LocalPush[]> {
  return (await readAll(area)).filter((p) => p.instanceId === instanceId);
}

export async function rememberPush(area: StorageArea, push: LocalPush): Promise<void> {
  const all = (await readAll(area)).filter((p) => p.urlToken !== push.urlToken);
  await area.set({ [KEY]: [push, ...all].slice(0, LOCAL_HISTORY_LIMIT) });
}

export async function markExpired(area: StorageArea, urlToken: string): Promise<void> {
  const all = await readAll(area);
  await area.set({ [KEY]: all.map((p) => (p.urlToken === urlToken ? { ...p, expired: true } : p)) });
  await dropPassphrase(area, urlToken);
}

export async function forgetInstance(area: StorageArea, instanceId: string): Promise<void> {
  await area.set({ [KEY]: (await readAll(area)).filter((p) => p.instanceId !== instanceId) });
  await dropInstancePassphrases(area, instanceId);
}
