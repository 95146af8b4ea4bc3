import { createHash, randomBytes } from 'node:crypto';

/** The bytes the files bench sends: generated as they are read, never held whole. */
export interface FileContent {
  size: number;
  /** The bytes, in chunks; each call starts again from the first byte. */
  chunks(): AsyncGenerator<Buffer>;
  /** SHA-256 of the bytes, hex. */
  digest: string;
}

/** Big enough for few calls, small enough to look like what a socket hands over. */
export const CHUNK_BYTES = 64 * 1024;

/**
 * `size` bytes of random-looking content: one random block, each chunk stamped with its index, so a
 * chunk lost, repeated or reordered on the way changes the digest.
 */
export function generatedContent(size: number): FileContent {
  const block = randomBytes(CHUNK_BYTES);
  const count = Math.ceil(size / CHUNK_BYTES);
  // A fresh buffer per chunk: a reader may hold on to it after the next one is made.
  const chunkAt = (index: number) => {
    const chunk = Buffer.from(block.subarray(0, Math.min(CHUNK_BYTES, size - index * CHUNK_BYTES)));
    if (chunk.length >= 8) chunk.writeBigUInt64BE(BigInt(index));
    return chunk;
  };
  async function* chunks(): AsyncGenerator<Buffer> {
    for (let index = 0; index < count; index++) yield chunkAt(index);
  }
  const hash = createHash('sha256');
  for (let index = 0; index < count; index++) hash.update(chunkAt(index));
  return { size, chunks, digest: hash.digest('hex') };
}

/** Reads a stream to its end, hashing it: its SHA-256 (hex) and how many bytes came. */
export async function digestOf(
  stream: AsyncIterable<Uint8Array>,
): Promise<{ digest: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { digest: hash.digest('hex'), bytes };
}
