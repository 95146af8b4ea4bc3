import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { FileStorage } from './file-storage.ts';

export interface FileMetaCounts {
  seen: number;
  resealed: number;
}

/**
 * Re-seals the file vault's `.meta` objects (each holds its blob's own key, sealed under the
 * instance key, see file-vault.ts): the blobs, encrypted under their own keys, stay as they are.
 * A meta removed while the walk ran (its push deleted) is not written back.
 */
export async function resealFileMetas(
  storage: FileStorage,
  reseal: (sealed: string) => string | null,
): Promise<FileMetaCounts> {
  const counts: FileMetaCounts = { seen: 0, resealed: 0 };
  for (const key of await storage.list()) {
    if (!key.endsWith('.meta')) continue;
    const stream = await storage.get(key);
    if (stream === undefined) continue;
    counts.seen++;
    const next = reseal((await text(stream)).trim());
    if (next === null || (await storage.stat(key)) === undefined) continue;
    await storage.put(key, Readable.from([Buffer.from(next)]));
    counts.resealed++;
  }
  return counts;
}
