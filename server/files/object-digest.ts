import { createHash, type Hash } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import type { FileStorage } from './file-storage.ts';

/** An object's SHA-256 (hex) and size, as read whole from storage. */
export interface ObjectDigest {
  sha256: string;
  size: number;
}

/**
 * Passes bytes on unchanged while it counts and digests them. `digest()` is the whole stream's
 * once it has all passed, and undefined before: a target that stopped reading early took less.
 */
export function digesting(): { stream: Transform; digest: () => ObjectDigest | undefined } {
  const hash: Hash = createHash('sha256');
  let size = 0;
  let whole: ObjectDigest | undefined;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      whole = { sha256: hash.digest('hex'), size };
      done();
    },
  });
  return { stream, digest: () => whole };
}

/** The digest of what storage holds under `key`, read as a stream; undefined when there is none. */
export async function digestOf(storage: FileStorage, key: string): Promise<ObjectDigest | undefined> {
  const content: Readable | undefined = await storage.get(key);
  if (content === undefined) return undefined;
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of content as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

export const sameDigest = (a: ObjectDigest | undefined, b: ObjectDigest | undefined): boolean =>
  a !== undefined && b !== undefined && a.sha256 === b.sha256 && a.size === b.size;
