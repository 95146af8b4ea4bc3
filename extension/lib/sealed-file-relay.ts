import { parsePushKey } from '../../shared/sealed/push-key.ts';
import { type Fetched, fetchOpenedFile } from './sealed-opener-download.ts';

/**
 * Firefox runs a content script's streams in the page's compartment, which may not call back into
 * the script ("Permission denied to access property flush"): there the background fetches and
 * opens a sealed file for the opener, and hands the opened file back as a Blob, which Firefox's
 * messages carry as they are.
 */
export interface SealedFileMessage {
  sealedFile: { url: string; fragment: string };
}

export function isSealedFileMessage(message: unknown): message is SealedFileMessage {
  const m = (message as Partial<SealedFileMessage> | null)?.sealedFile;
  return typeof m === 'object' && m !== null && typeof m.url === 'string' && typeof m.fragment === 'string';
}

/**
 * Fetches and opens the file for a page of `origin`, and only from that origin: a page cannot
 * have the background fetch from elsewhere under the extension's permissions.
 */
export async function relaySealedFile(
  message: SealedFileMessage,
  origin: string,
  subtle: SubtleCrypto,
  fetch: (url: string, init: RequestInit) => Promise<Response>,
): Promise<Fetched<Blob>> {
  const { url, fragment } = message.sealedFile;
  const key = parsePushKey(fragment);
  if (!key.ok) return key;
  if (new URL(url, origin).origin !== origin) return { ok: false, reason: 'fetch-failed' };
  return fetchOpenedFile(new URL(url, origin).href, key.value, subtle, fetch);
}
