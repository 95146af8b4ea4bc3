import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { checkPartSize, MIN_PART_SIZE, partBuffers, partsOf } from '../../../server/files/s3-parts.ts';

const MiB = 1024 * 1024;

async function cut(chunkSizes: number[], partSize: number): Promise<{ sizes: number[]; whole: Buffer }> {
  let n = 0;
  const chunks = chunkSizes.map((size) => Buffer.alloc(size, n++ % 251));
  const parts: Buffer[] = [];
  for await (const part of partsOf(Readable.from(chunks), partSize)) parts.push(Buffer.from(part));
  expect(Buffer.concat(parts).equals(Buffer.concat(chunks))).toBe(true);
  return { sizes: parts.map((p) => p.length), whole: Buffer.concat(parts) };
}

describe('cutting an upload into parts', () => {
  it('makes every part but the last exactly the part size, across chunk boundaries', async () => {
    const { sizes } = await cut([3 * MiB, 4 * MiB, 1, 6 * MiB - 1, 2 * MiB + 17], MIN_PART_SIZE);
    expect(sizes).toEqual([5 * MiB, 5 * MiB, 5 * MiB, 17]);
  });

  it('ends on a whole part without an empty one after it', async () => {
    expect((await cut([MiB, 9 * MiB], MIN_PART_SIZE)).sizes).toEqual([5 * MiB, 5 * MiB]);
  });

  it('gives one part shorter than the part size for a short stream, and one empty part for an empty one', async () => {
    expect((await cut([100, 200], MIN_PART_SIZE)).sizes).toEqual([300]);
    expect((await cut([], MIN_PART_SIZE)).sizes).toEqual([0]);
  });

  it('takes larger parts, and refuses parts below the 5 MiB that S3 requires', async () => {
    expect((await cut([17 * MiB], 8 * MiB)).sizes).toEqual([8 * MiB, 8 * MiB, MiB]);
    expect(checkPartSize(5 * MiB)).toBe(5 * MiB);
    expect(() => checkPartSize(5 * MiB - 1)).toThrow(RangeError);
    expect(() => checkPartSize(1.5 * MIN_PART_SIZE + 0.5)).toThrow(RangeError);
    await expect(partsOf(Readable.from([Buffer.alloc(1)]), MiB).next()).rejects.toThrow(RangeError);
  });

  it('fills each part in a buffer handed back after an earlier part, and allocates only while none is free', async () => {
    const chunks = [7 * MiB, 9 * MiB, 4 * MiB + 3].map((size, n) => Buffer.alloc(size, n + 1));
    const pool = partBuffers(MIN_PART_SIZE);
    const held = new Set<ArrayBufferLike>();
    const copies: Buffer[] = [];
    for await (const part of partsOf(Readable.from(chunks), MIN_PART_SIZE, pool)) {
      held.add(part.buffer);
      copies.push(Buffer.from(part));
      pool.give(part);
    }
    expect(copies.map((part) => part.length)).toEqual([5 * MiB, 5 * MiB, 5 * MiB, 5 * MiB, 3]);
    expect(Buffer.concat(copies).equals(Buffer.concat(chunks))).toBe(true);
    expect(held.size).toBe(1);
    // A part kept by its caller is not filled again.
    const kept: Buffer[] = [];
    for await (const part of partsOf(Readable.from(chunks), MIN_PART_SIZE, pool)) kept.push(part);
    expect(new Set(kept.map((part) => part.buffer)).size).toBe(5);
  });
});
