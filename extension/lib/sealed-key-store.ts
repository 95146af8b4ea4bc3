import type { StorageArea } from './settings-store.ts';

/**
 * Keys of sealed links being opened, held by the background in the browser's session storage (in
 * memory, never synced, gone with the browser) between the pages of one link: the retrieval step
 * and the passphrase form's POST lose the fragment the key came in.
 */
const KEY = 'sealedOpenerKeys';
/** A key not used within the hour is dropped: the recipient has moved on. */
export const KEPT_FOR_MS = 60 * 60_000;

type Kept = Record<string, { fragment: string; at: number }>;

export type SealedKeyMessage =
  | { sealedKey: 'keep'; token: string; fragment: string }
  | { sealedKey: 'take'; token: string }
  | { sealedKey: 'drop'; token: string };

export function isSealedKeyMessage(message: unknown): message is SealedKeyMessage {
  const m = message as Partial<Record<string, unknown>> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    (m.sealedKey === 'keep' || m.sealedKey === 'take' || m.sealedKey === 'drop') &&
    typeof m.token === 'string' &&
    (m.sealedKey !== 'keep' || typeof m.fragment === 'string')
  );
}

const slot = (origin: string, token: string) => `${origin} ${token}`;

async function readLive(area: StorageArea, now: number): Promise<Kept> {
  const stored = ((await area.get(KEY))[KEY] ?? {}) as Kept;
  return Object.fromEntries(Object.entries(stored).filter(([, k]) => now - k.at < KEPT_FOR_MS));
}

/**
 * Answers a content script. The origin is the sender page's, never the message's, so a page of
 * one instance cannot ask for a key kept for another. `take` answers the fragment or null.
 */
export async function answerSealedKey(
  area: StorageArea,
  message: SealedKeyMessage,
  origin: string,
  now: number,
): Promise<string | null> {
  const kept = await readLive(area, now);
  const at = slot(origin, message.token);
  const found = kept[at]?.fragment ?? null;
  if (message.sealedKey === 'keep') kept[at] = { fragment: message.fragment, at: now };
  if (message.sealedKey === 'drop') delete kept[at];
  await area.set({ [KEY]: kept });
  return message.sealedKey === 'take' ? found : null;
}

/** Answers one message after another: each reads, changes and writes the whole record. */
export function sealedKeyAnswerer(area: StorageArea, now: () => number) {
  let last: Promise<unknown> = Promise.resolve();
  return (message: SealedKeyMessage, origin: string): Promise<string | null> => {
    const next = last.then(() => answerSealedKey(area, message, origin, now()));
    last = next.catch(() => undefined);
    return next;
  };
}
