import type { StorageArea } from './settings-store.ts';

/**
 * The key of a sealed push this browser made, kept in this browser's local storage (never synced)
 * until the push expires, so the popup can copy its whole link again.
 */
export interface KeptKey {
  instanceId: string;
  urlToken: string;
  /** The link's fragment without its `#`: `k1=` and the key. */
  fragment: string;
  /** When the push expires at the latest; the key opens nothing after that. */
  expiresAt: number;
}

const KEY = 'keptKeys';
/** Old entries fall off so storage stays small; a key is 46 characters, so this many cost little. */
export const KEPT_KEY_LIMIT = 300;

const same = (k: Pick<KeptKey, 'instanceId' | 'urlToken'>, instanceId: string, urlToken: string) =>
  k.instanceId === instanceId && k.urlToken === urlToken;

async function readAll(area: StorageArea): Promise<KeptKey[]> {
  const stored = (await area.get(KEY))[KEY];
  return Array.isArray(stored) ? (stored as KeptKey[]) : [];
}

async function keepOnly(area: StorageArea, keep: (k: KeptKey) => boolean): Promise<void> {
  await area.set({ [KEY]: (await readAll(area)).filter(keep) });
}

export async function keepKey(area: StorageArea, entry: KeptKey, now: number): Promise<void> {
  const others = (await readAll(area)).filter(
    (k) => !same(k, entry.instanceId, entry.urlToken) && k.expiresAt > now,
  );
  await area.set({ [KEY]: [entry, ...others].slice(0, KEPT_KEY_LIMIT) });
}

/** The fragment of a push's key, while that push can still be opened. */
export async function keptKey(
  area: StorageArea,
  instanceId: string,
  urlToken: string,
  now: number,
): Promise<string | null> {
  const found = (await readAll(area)).find((k) => same(k, instanceId, urlToken));
  return found && found.expiresAt > now ? found.fragment : null;
}

export function dropKey(area: StorageArea, instanceId: string, urlToken: string): Promise<void> {
  return keepOnly(area, (k) => !same(k, instanceId, urlToken));
}

export function dropInstanceKeys(area: StorageArea, instanceId: string): Promise<void> {
  return keepOnly(area, (k) => k.instanceId !== instanceId);
}

/** The url tokens of one instance's pushes whose key is here and still of use, for a list of rows. */
export async function keptKeyTokens(
  area: StorageArea,
  instanceId: string,
  now: number,
): Promise<Set<string>> {
  const live = (await readAll(area)).filter((k) => k.instanceId === instanceId && k.expiresAt > now);
  return new Set(live.map((k) => k.urlToken));
}

/** The whole secret link: the link as sent (its language included) and the key in its fragment. */
export const linkWithKey = (link: string, fragment: string | null): string =>
  fragment === null ? link : `${link.split('#')[0]}#${fragment}`;
