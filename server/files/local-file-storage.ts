import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkStorageKey, type FileStorage, isStorageKey, type StoredObject } from './file-storage.ts';

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/**
 * Bytes per disk read or write: a socket hands over 64 KiB at a time, and each disk call wakes a
 * thread of the pool, which on a busy machine costs more than the copy that gathers the chunks.
 */
const DISK_CHUNK = 1024 * 1024;

/** The stream's chunks gathered into chunks of about DISK_CHUNK bytes. */
export async function* gathered(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of source) {
    held.push(chunk);
    bytes += chunk.length;
    if (bytes >= DISK_CHUNK) {
      yield Buffer.concat(held, bytes);
      held = [];
      bytes = 0;
    }
  }
  if (bytes > 0) yield Buffer.concat(held, bytes);
}

/**
 * File storage in one local directory (FILES_DIR): each key is a file of that name, readable by
 * this user alone. Several servers may share the directory.
 */
export function localFileStorage(dir: string): FileStorage {
  const at = (key: string) => join(dir, checkStorageKey(key));
  // Made once, without holding up the app: reads of a directory not made yet find nothing.
  const ready = mkdir(dir, { recursive: true, mode: 0o700 });

  return {
    async put(key, content: Readable) {
      const path = at(key);
      await ready;
      try {
        await pipeline(content, gathered, createWriteStream(path, { mode: 0o600 }));
      } catch (error) {
        // A partial file must not outlive the put that wrote it.
        await rm(path, { force: true });
        throw error;
      }
    },

    async get(key) {
      const path = at(key);
      try {
        // Opened before it is handed out, so a missing object is an answer and not a stream error.
        const handle = await open(path, 'r');
        return handle.createReadStream({ highWaterMark: DISK_CHUNK });
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async stat(key): Promise<StoredObject | undefined> {
      try {
        const found = await stat(at(key));
        return { size: found.size, writtenAt: found.mtimeMs };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      await rm(at(key), { force: true });
    },

    async list() {
      await ready;
      return (await readdir(dir)).filter(isStorageKey);
    },
  };
}
