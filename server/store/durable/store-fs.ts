import { createReadStream } from 'node:fs';
import * as fs from 'node:fs/promises';
import type { Readable } from 'node:stream';

/** The few things the store does with an open file. */
export interface StoreFile {
  write(data: Buffer | string): Promise<{ bytesWritten: number }>;
  sync(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Every file operation the durable store makes, in one place: the seam through which tests inject
 * EMFILE, ENOSPC or EIO into exactly the call they mean, and the store meets them as it would for real.
 */
export interface StoreFs {
  open(path: string, flags: string | number, mode?: number): Promise<StoreFile>;
  readFile(path: string): Promise<Buffer>;
  createReadStream(path: string): Readable;
  readdir(path: string): Promise<string[]>;
  exists(path: string): Promise<boolean>;
  rename(from: string, to: string): Promise<void>;
  unlink(path: string): Promise<void>;
  truncate(path: string, length: number): Promise<void>;
  mkdir(path: string, mode: number): Promise<void>;
  chmod(path: string, mode: number): Promise<void>;
}

export const nodeStoreFs: StoreFs = {
  open: (path, flags, mode) => fs.open(path, flags, mode),
  readFile: (path) => fs.readFile(path),
  createReadStream: (path) => createReadStream(path),
  readdir: (path) => fs.readdir(path),
  // Only a missing file is "no": any other failure (EMFILE, EIO) must not read as an empty store.
  exists: (path) =>
    fs.access(path).then(
      () => true,
      (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? false : Promise.reject(error)),
    ),
  rename: (from, to) => fs.rename(from, to),
  unlink: (path) => fs.unlink(path),
  truncate: (path, length) => fs.truncate(path, length),
  mkdir: async (path, mode) => {
    await fs.mkdir(path, { recursive: true, mode });
  },
  chmod: (path, mode) => fs.chmod(path, mode),
};
