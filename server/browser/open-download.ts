import { openFileStream } from '../../shared/sealed/open-file.ts';
import { type Opened, opened, refused, type SealedReason } from '../../shared/sealed/outcome.ts';

/** A sealed file's bytes as they arrive, and how many there will be (0 when unknown). */
export interface SealedSource {
  stream: ReadableStream<Uint8Array>;
  size: number;
}

/** Opened, refused for a reason of the format, or `failed`: the bytes stopped coming. */
export type Download = Opened<Blob> | { ok: false; reason: 'failed' };

const reasonOf = (error: unknown): SealedReason | undefined =>
  typeof error === 'object' && error !== null && 'sealed' in error
    ? (error as { sealed: SealedReason }).sealed
    : undefined;

/** Counts the sealed bytes going by, for the progress bar. */
function counting(size: number, progress: (fraction: number) => void) {
  let seen = 0;
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, out) {
      seen += chunk.length;
      if (size > 0) progress(Math.min(seen / size, 1));
      out.enqueue(chunk);
    },
  });
}

/**
 * Opens a sealed file in a stream into a Blob. Only the end of the stream shows that the file was
 * complete, so what arrived before it is dropped unless the opening's result is ok.
 */
export async function openDownload(
  source: SealedSource,
  pushKey: Uint8Array,
  progress: (fraction: number) => void,
): Promise<Download> {
  const opening = openFileStream(crypto.subtle, pushKey);
  // Each record becomes a Blob at once: the browser keeps Blob bytes outside the page's heap (on
  // disk when large), so the page holds a few records, not the file.
  const parts: Blob[] = [];
  const reader = source.stream
    .pipeThrough(counting(source.size, progress))
    .pipeThrough(opening.stream)
    .getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      parts.push(new Blob([read.value as Uint8Array<ArrayBuffer>]));
    }
  } catch (error) {
    parts.length = 0;
    const reason = reasonOf(error);
    return reason === undefined ? { ok: false, reason: 'failed' } : refused(reason);
  }
  const result = await opening.result;
  if (!result.ok) {
    parts.length = 0;
    return result;
  }
  // Never rendered: the type only makes the browser save it.
  return opened(new Blob(parts, { type: 'application/octet-stream' }));
}

/** Saves a Blob under `name` through a link to it, revoked once the browser has had time to take it. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
