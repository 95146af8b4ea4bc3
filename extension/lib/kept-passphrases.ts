import type { StorageArea } from './settings-store.ts';

/**
 * A passphrase the extension generated, kept in this browser until its push expires, so the popup
 * can show it again and a notification need not carry it.
 */
export interface KeptPassphrase {
  instanceId: string;
  urlToken: string;
  passphrase: string;
  /** When the push expires at the latest; the passphrase is of no use after that. */
  expiresAt: number;
}

const KEY = 'keptPassphrases';
/** Old entries fall off so storage stays small, as in the local history. */
export const KEPT_PASSPHRASE_LIMIT = 100;

async function readAll(area: StorageArea): Promise<KeptPassphrase[]> {
  const stored = (await area.get(KEY))[KEY];
  return Array.isArray(stored) ? (stored as KeptPassphrase[]) : [];
}

async function keepOnly(area: StorageArea, keep: (k: KeptPassphrase) => boolean): Promise<void> {
  await area.set({ [KEY]: (await readAll(area)).filter(keep) });
}

export async function keepPassphrase(area: StorageArea, entry: KeptPassphrase, now: number): Promise<void> {
  const others = (await readAll(area)).filter((k) => k.urlToken !== entry.urlToken && k.expiresAt > now);
  await area.set({ [KEY]: [entry, ...others].slice(0, KEPT_PASSPHRASE_LIMIT) });
}

/** The passphrase generated for a push, while that push can still be opened. */
export async function keptPassphrase(
  area: StorageArea,
  urlToken: string,
  now: number,
): Promise<string | null> {
  const found = (await readAll(area)).find((k) => k.urlToken === urlToken);
  return found && found.expiresAt > now ? found.passphrase : null;
}

export function dropPassphrase(area: StorageArea, urlToken: string): Promise<void> {
  return keepOnly(area, (k) => k.urlToken !== urlToken);
}

export function dropInstancePassphrases(area: StorageArea, instanceId: string): Promise<void> {
  return keepOnly(area, (k) => k.instanceId !== instanceId);
}

/** Every passphrase still of use, by url token, for a list of rows. */
export async function keptPassphrasesByToken(
  area: StorageArea,
  now: number,
): Promise<Record<string, string>> {
  const live = (await readAll(area)).filter((k) => k.expiresAt > now);
  return Object.fromEntries(live.map((k) => [k.urlToken, k.passphrase]));
}
