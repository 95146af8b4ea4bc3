import { openFileStream } from '../../shared/sealed/open-file.ts';
import { type Opened, opened, refused } from '../../shared/sealed/outcome.ts';
import type { FileLabel } from '../../shared/sealed/sealed-file-name.ts';
import type { OpenerProblem } from './sealed-opener-words.ts';

export type Fetched<T> = Opened<T> | { ok: false; reason: OpenerProblem };

const fetchFailed = { ok: false, reason: 'fetch-failed' } as const;

/**
 * Fetches a sealed file and opens it as it streams in. What the opening gave is dropped unless
 * its result is `ok`: only the end of the stream shows the file was whole.
 */
export async function fetchOpenedFile(
  url: string,
  pushKey: Uint8Array,
  subtle: SubtleCrypto,
  fetch: (url: string, init: RequestInit) => Promise<Response>,
): Promise<Fetched<Blob>> {
  const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
  if (response === null || !response.ok || response.body === null) return fetchFailed;
  const opening = openFileStream(subtle, pushKey);
  const blob = await new Response(response.body.pipeThrough(opening.stream)).blob().catch(() => null);
  // A refusal settles the result before it errors the stream; a failed download never settles it.
  const result = await Promise.race([opening.result, Promise.resolve(null)]);
  if (result === null) return fetchFailed;
  if (!result.ok) return refused(result.reason);
  return blob === null ? fetchFailed : opened(blob);
}

/** Hands the opened file to the browser's downloads under its own name and type. */
export function saveFile(document: Document, blob: Blob, label: FileLabel): void {
  const typed = new Blob([blob], { type: label.type || 'application/octet-stream' });
  const url = URL.createObjectURL(typed);
  const link = document.createElement('a');
  link.href = url;
  link.download = label.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has read the blob long before; the URL would otherwise keep it for the page's life.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
