import { openFileStream } from '../../shared/sealed/open-file.ts';
import { type Opened, opened, refused, type SealedReason } from '../../shared/sealed/outcome.ts';

/** A sealed file's bytes as they arrive, and how many there will be (0 when unknown). */
export interface SealedSource {
  stream: ReadableStream<Uint8Array>;
  size: number;
}

/** Opened and saved, refused for a reason of the format, or `failed`: the bytes stopped coming or the save did. */
export type Download = Opened<null> | { ok: false; reason: 'failed' };

/** Where opened bytes go as they come; only `finish` makes them a saved file. */
export interface SaveTarget {
  /** Resolves once there is room for more: the target's backpressure. */
  write(bytes: Uint8Array): Promise<void>;
  /** The opening's result is ok: the file is whole. */
  finish(): Promise<void>;
  /** Refused or failed: nothing of what was written may look like the file. */
  abort(): void;
}

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
 * Opens a sealed file in a stream into `target`. Only the end of the stream shows that the file
 * was complete, so the target is finished only when the opening's result is ok, else aborted.
 */
export async function openDownload(
  source: SealedSource,
  pushKey: Uint8Array,
  progress: (fraction: number) => void,
  target: SaveTarget,
): Promise<Download> {
  const opening = openFileStream(crypto.subtle, pushKey);
  const reader = source.stream
    .pipeThrough(counting(source.size, progress))
    .pipeThrough(opening.stream)
    .getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read())
      await target.write(read.value);
  } catch (error) {
    target.abort();
    void reader.cancel().catch(() => undefined);
    const reason = reasonOf(error);
    return reason === undefined ? { ok: false, reason: 'failed' } : refused(reason);
  }
  const result = await opening.result;
  if (!result.ok) {
    target.abort();
    return result;
  }
  try {
    await target.finish();
  } catch {
    return { ok: false, reason: 'failed' };
  }
  return opened(null);
}

/**
 * The Blob way, where no download worker is to be had: each record becomes a Blob at once (the
 * browser keeps Blob bytes outside the page's heap, on disk when large), saved whole at the end.
 */
export function blobTarget(name: string): SaveTarget {
  let parts: Blob[] = [];
  return {
    write: async (bytes) => {
      parts.push(new Blob([bytes as Uint8Array<ArrayBuffer>]));
    },
    finish: async () => {
      // Never rendered: the type only makes the browser save it.
      saveBlob(new Blob(parts, { type: 'application/octet-stream' }), name);
      parts = [];
    },
    abort: () => {
      parts = [];
    },
  };
}

/** Saves a Blob under `name` through a link to it, revoked once the browser has had time to take it. */
function saveBlob(blob: Blob, name: string): void {
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
