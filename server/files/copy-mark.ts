import { Readable } from 'node:stream';
import { FileStorageOpenError } from './check-bucket.ts';
import type { FileStorage } from './file-storage.ts';

/**
 * The object `secret-push migrate files` writes into its target before the first file and removes
 * only once every file reads back as it was: while it is there the copy is unfinished. Never a
 * file's key (22 characters), so no sweep takes it for a file left behind.
 */
export const COPY_MARK = 'secret-push-copy-in-progress';

export async function markCopyStarted(storage: FileStorage, from: string): Promise<void> {
  const note = `secret-push migrate files: copying from ${from}, started ${new Date().toISOString()}\n`;
  await storage.put(COPY_MARK, Readable.from([Buffer.from(note)]));
}

export const clearCopyMark = (storage: FileStorage): Promise<void> => storage.delete(COPY_MARK);

export const holdsCopyMark = async (storage: FileStorage): Promise<boolean> =>
  (await storage.stat(COPY_MARK)) !== undefined;

/** A server refuses file storage a copy was still being written into: files would be missing. */
export async function refuseUnfinishedCopy(storage: FileStorage, where: string): Promise<void> {
  if (!(await holdsCopyMark(storage))) return;
  throw new FileStorageOpenError(
    `${where} holds a copy of files that secret-push migrate files did not finish (its object ${COPY_MARK}). ` +
      'Run that command again to finish it, or empty this storage and point the server back at the files.',
  );
}
