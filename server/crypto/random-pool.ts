import { randomBytes } from 'node:crypto';

const POOL_BYTES = 4096;

/**
 * Cryptographically random bytes, taken from a pool refilled 4 KiB at a time: one call into the
 * generator serves hundreds of nonces and tokens instead of one each. Bytes are never handed out twice.
 */
export function randomPool() {
  let pool = Buffer.alloc(0);
  let offset = 0;
  return (size: number): Buffer => {
    if (size > POOL_BYTES / 8) return randomBytes(size);
    if (offset + size > pool.length) {
      pool = randomBytes(POOL_BYTES);
      offset = 0;
    }
    // A copy, so the caller's buffer does not alias the pool.
    const bytes = Buffer.from(pool.subarray(offset, offset + size));
    pool.fill(0, offset, offset + size);
    offset += size;
    return bytes;
  };
}

export const pooledRandomBytes = randomPool();
