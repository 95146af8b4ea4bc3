import { FILE_MODE, inDir } from './data-files.ts';
import type { StoreFs } from './store-fs.ts';

const PROBE_NAME = '.write-probe';
const PROBE_BYTES = 16 * 1024;

/**
 * Writes, syncs and removes a small file: throws while the disk is full, descriptors run out or
 * the device fails, so the store stays down until a write can really succeed.
 */
export async function probeWritable(fs: StoreFs, dir: string): Promise<void> {
  const path = inDir(dir, PROBE_NAME);
  const file = await fs.open(path, 'w', FILE_MODE);
  try {
    await file.write(Buffer.alloc(PROBE_BYTES));
    await file.sync();
  } finally {
    await file.close().catch(() => {});
    await fs.unlink(path).catch(() => {});
  }
}

/**
 * Cuts a journal back to the bytes that were acknowledged, so lines of a failed write (whole or
 * torn) are never replayed as if they had been. A file that was never created has nothing to cut.
 */
export async function cutBack(fs: StoreFs, path: string, bytes: number): Promise<void> {
  try {
    await fs.truncate(path, bytes);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const file = await fs.open(path, 'r+');
  try {
    await file.sync();
  } finally {
    await file.close();
  }
}
