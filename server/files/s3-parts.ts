/** S3 refuses a multipart upload whose parts, all but the last, are smaller than this. */
export const MIN_PART_SIZE = 5 * 1024 * 1024;
/** S3 numbers parts from 1 to this. */
export const MAX_PARTS = 10_000;

/** Refuses a part size S3 would refuse, before any upload starts. */
export function checkPartSize(partSize: number): number {
  if (!Number.isInteger(partSize) || partSize < MIN_PART_SIZE) {
    throw new RangeError(`A part must hold at least ${MIN_PART_SIZE} bytes, not ${partSize}.`);
  }
  return partSize;
}

/** Part buffers handed back once their part is stored, so an upload allocates a few parts, not one per part. */
export interface PartBuffers {
  take(): Buffer;
  give(part: Buffer): void;
}

export function partBuffers(partSize: number): PartBuffers {
  const free: Buffer[] = [];
  return {
    take: () => free.pop() ?? Buffer.allocUnsafe(partSize),
    give(part) {
      if (part.length === partSize) free.push(part);
    },
  };
}

/**
 * The stream cut into parts of exactly `partSize` bytes, the last one shorter (or empty for an
 * empty stream). Each part is filled as chunks arrive in a buffer from `buffers`, which the caller
 * gives back once it is done with the part.
 */
export async function* partsOf(
  source: AsyncIterable<Uint8Array>,
  partSize: number,
  buffers: PartBuffers = partBuffers(partSize),
): AsyncGenerator<Buffer> {
  checkPartSize(partSize);
  let part = buffers.take();
  let filled = 0;
  let yielded = false;
  for await (const chunk of source) {
    let offset = 0;
    while (offset < chunk.length) {
      const taken = Math.min(partSize - filled, chunk.length - offset);
      part.set(chunk.subarray(offset, offset + taken), filled);
      filled += taken;
      offset += taken;
      if (filled === partSize) {
        yield part;
        yielded = true;
        part = buffers.take();
        filled = 0;
      }
    }
  }
  if (filled > 0 || !yielded) yield part.subarray(0, filled);
}
