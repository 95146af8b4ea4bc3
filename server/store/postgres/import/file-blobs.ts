import { constants } from 'node:fs';
import { copyFile, mkdir, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A stored file is its encrypted blob; its key travels in the store's rows. The marks an earlier
 * version kept beside it (its key, its retirement) go along where they are still there: the
 * target's first server moves them into its store.
 */
const BLOB = 'bin';
const MARKS = ['meta', 'gone'] as const;

/** Whether two paths name the same directory (a missing one names none yet). */
export async function sameDirectory(a: string, b: string): Promise<boolean> {
  const real = (path: string) => realpath(path).catch(() => null);
  const [ra, rb] = await Promise.all([real(a), real(b)]);
  return ra !== null && ra === rb;
}

/**
 * Copies the files stored pushes hold from one FILES_DIR to another, as they are: both stay sealed
 * under the same instance key. A file missing at the source is skipped and left to the count check.
 * Returns how many were copied.
 */
export async function copyFileBlobs(
  ids: readonly string[],
  from: string,
  to: string,
  progress: (copied: number) => void = () => {},
): Promise<number> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  let copied = 0;
  for (const id of ids) {
    if (!(await hasFile(from, id))) continue;
    // The blob first and any mark last, as the vault wrote them: a file without its key is never served.
    await copyFile(join(from, `${id}.${BLOB}`), join(to, `${id}.${BLOB}`), constants.COPYFILE_FICLONE);
    for (const part of MARKS)
      await copyFile(
        join(from, `${id}.${part}`),
        join(to, `${id}.${part}`),
        constants.COPYFILE_FICLONE,
      ).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    copied++;
    if (copied % 1000 === 0) progress(copied);
  }
  return copied;
}

/** How many of `ids` have their blob in `dir`. */
export async function countPresentFiles(ids: readonly string[], dir: string): Promise<number> {
  let present = 0;
  for (const id of ids) if (await hasFile(dir, id)) present++;
  return present;
}

async function hasFile(dir: string, id: string): Promise<boolean> {
  const found = await stat(join(dir, `${id}.${BLOB}`)).catch(() => null);
  return found?.isFile() === true;
}
