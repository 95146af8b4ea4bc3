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

/**
 * The stream cut into parts of exactly `partSize` bytes, the last one shorter (or empty for an
 * empty stream). Each part is its own buffer, filled as chunks arrive: one part is held at a time.
 */
export async function* partsOf(source: AsyncIterable<Uint8Array>, partSize: number): AsyncGenerator<Buffer> {
  checkPartSize(partSize);
  let part = Buffer.allocUnsafe(partSize);
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
        part = Buffer.allocUnsafe(partSize);
        filled = 0;
      }
    }
  }
  if (filled > 0 || !yielded) yield part.subarray(0, filled);
}
