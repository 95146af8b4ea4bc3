import { constants } from 'node:fs';
import { copyFile, mkdir, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The two files a stored file is: the encrypted blob, and its key sealed under the instance key. */
const PARTS = ['bin', 'meta'] as const;

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
    // The blob first and its key last, as the vault writes them: a file without its .meta is never served.
    for (const part of PARTS)
      await copyFile(join(from, `${id}.${part}`), join(to, `${id}.${part}`), constants.COPYFILE_FICLONE);
    copied++;
    if (copied % 1000 === 0) progress(copied);
  }
  return copied;
}

/** How many of `ids` are present (blob and key) in `dir`. */
export async function countPresentFiles(ids: readonly string[], dir: string): Promise<number> {
  let present = 0;
  for (const id of ids) if (await hasFile(dir, id)) present++;
  return present;
}

async function hasFile(dir: string, id: string): Promise<boolean> {
  for (const part of PARTS) {
    const found = await stat(join(dir, `${id}.${part}`)).catch(() => null);
    if (found === null || !found.isFile()) return false;
  }
  return true;
}
