import type { PushKind } from '../../shared/kinds.ts';
import type { PushSummary } from '../../shared/push-summary.ts';
import { dropInstanceKeys } from './kept-keys.ts';
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
  /** The owner's note; it is theirs, so it is kept with the rest. */
  note?: string;
  createdAt: number;
  expiresAt: number;
  exactExpiry: boolean;
  expireAfterDays: number;
  expireAfterViews: number;
  deletableByViewer: boolean | null;
  expired: boolean;
  /** When it was expired from this browser. */
  endedAt?: number;
}

/**
 * What this browser knows of a push it made that the instance will not list: the file name of a
 * file push, the host of a URL push (never the whole URL), so a row without a name can be told apart.
 */
export interface PushHint {
  instanceId: string;
  urlToken: string;
  fileName?: string;
  fileCount?: number;
  urlHost?: string;
}

const KEY = 'localPushes';
const HINTS_KEY = 'pushHints';
/** Old entries fall off so storage stays small. */
export const LOCAL_HISTORY_LIMIT = 100;

export function toLocalPush(instanceId: string, push: PushSummary): LocalPush {
  return {
    instanceId,
    urlToken: push.urlToken,
    kind: push.kind,
    name: push.name,
    note: push.note,
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

export async function markExpired(area: StorageArea, urlToken: string, at?: number): Promise<void> {
  const all = await readAll(area);
  const ended = (p: LocalPush) => ({ ...p, expired: true, ...(at === undefined ? {} : { endedAt: at }) });
  await area.set({ [KEY]: all.map((p) => (p.urlToken === urlToken ? ended(p) : p)) });
  await dropPassphrase(area, urlToken);
}

/** The hint for a push just made: the host of a URL, the first of its files' names. */
export function hintFor(
  instanceId: string,
  urlToken: string,
  pushed: { kind: string; payload: string },
  fileNames: string[],
): PushHint | null {
  let urlHost: string | undefined;
  if (pushed.kind === 'url') {
    try {
      urlHost = new URL(pushed.payload.trim()).host || undefined;
    } catch {
      urlHost = undefined;
    }
  }
  const fileName = fileNames[0];
  if (!urlHost && !fileName) return null;
  return { instanceId, urlToken, urlHost, fileName, fileCount: fileNames.length || undefined };
}

async function readHints(area: StorageArea): Promise<PushHint[]> {
  const stored = (await area.get(HINTS_KEY))[HINTS_KEY];
  return Array.isArray(stored) ? (stored as PushHint[]) : [];
}

export async function rememberHint(area: StorageArea, hint: PushHint): Promise<void> {
  const rest = (await readHints(area)).filter((h) => h.urlToken !== hint.urlToken);
  await area.set({ [HINTS_KEY]: [hint, ...rest].slice(0, LOCAL_HISTORY_LIMIT) });
}

export async function hintsByToken(area: StorageArea, instanceId: string): Promise<Record<string, PushHint>> {
  const hints = (await readHints(area)).filter((h) => h.instanceId === instanceId);
  return Object.fromEntries(hints.map((h) => [h.urlToken, h]));
}

export async function forgetInstance(area: StorageArea, instanceId: string): Promise<void> {
  await area.set({ [KEY]: (await readAll(area)).filter((p) => p.instanceId !== instanceId) });
  await area.set({ [HINTS_KEY]: (await readHints(area)).filter((h) => h.instanceId !== instanceId) });
  await dropInstancePassphrases(area, instanceId);
  await dropInstanceKeys(area, instanceId);
}
