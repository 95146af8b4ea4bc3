import { readFile, unlink, writeFile } from 'node:fs/promises';
import { FILE_MODE, inDir, LOCK_NAME } from './data-files.ts';

/** Another live process (or this one) already has the data directory open. */
export class StoreLockedError extends Error {
  override readonly name = 'StoreLockedError';

  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by process ${holderPid}. ` +
        'Stop that server first, or use its CLI, which talks to the running server.',
    );
  }
}

/** Lock files held by this process, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

/**
 * Takes the directory's lock file, holding our pid. A lock left by a process that no longer
 * runs (killed, crashed) is stale and taken over. Resolves to the release function.
 */
export async function acquireStoreLock(dataDir: string): Promise<() => Promise<void>> {
  const path = inDir(dataDir, LOCK_NAME);
  if (heldHere.has(path)) throw new StoreLockedError(dataDir, process.pid);
  for (let attempt = 0; ; attempt++) {
    try {
      // 'wx' fails if the file exists, so of two racing openers only one creates it.
      await writeFile(path, `${process.pid}\n`, { flag: 'wx', mode: FILE_MODE });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
      // A second EEXIST means another opener took the stale lock over first: it wins.
      if (isLive(holder) || attempt > 0) throw new StoreLockedError(dataDir, holder);
      await unlink(path).catch(() => {});
    }
  }
  heldHere.add(path);
  return async () => {
    heldHere.delete(path);
    await unlink(path).catch(() => {});
  };
}

/** Our own pid in a stale lock means a restart reused it (a container's pid 1, say): not live. */
function isLive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
