import type { FileStorage } from './files/file-storage.ts';
import { ObjectStorageError } from './files/s3-bucket.ts';
import { describeError, type Logger } from './log/log.ts';
import type { PushFiles } from './pushes/push-files.ts';
import type { PushStore } from './store/push-store.ts';
import type { StoreControl } from './store/store-control.ts';

const SWEEP_EVERY_MS = 30_000;

export const UNLISTED_UPLOADS =
  'The bucket does not list unfinished multipart uploads, so uploads cut short by a killed server ' +
  'stay stored there: give it a lifecycle rule that aborts incomplete multipart uploads ' +
  '(README: "Files on object storage").';

export interface HousekeepingDeps {
  store: PushStore & StoreControl;
  /** Other processes share the store and FILES_DIR (PostgreSQL): their uploads may be in flight. */
  shared: boolean;
  files: PushFiles;
  /** The storage under `files`, for what an upload cut short left that no listing shows. */
  storage: Pick<FileStorage, 'removeUnfinishedUploads'>;
  /** The expiry sweep of pushes, files, sessions, one-time records, done deliveries and counters: one process at a time. */
  sweep: () => Promise<unknown>;
  /** What only this process can do at each sweep (it holds the state in memory): runs in every process. */
  ownSweep: () => Promise<unknown>;
  /** With a shared store, a file no push holds is an orphan once unchanged this long: longer than any upload lasts. */
  orphanAgeMs: number;
  /** With a shared store, how often orphans are looked for after the start. */
  orphanSweepEveryMs: number;
  logger: Logger;
}

/**
 * The work beside the requests: the expiry sweep every 30 s, and the removal of stored files that
 * no push holds. Each runs in one process at a time across every server on the store
 * (`store.runAlone`); another process busy with it means this one skips its turn.
 *
 * Orphans: alone on the embedded store, every file no push holds goes at start, before requests
 * come (an upload in flight holds files no push holds yet). With a shared store another server's
 * uploads are in flight at any time, so only files older than `orphanAgeMs` go, at start and every
 * `orphanSweepEveryMs`. Unfinished multipart uploads of a bucket go by the same age.
 */
export async function startHousekeeping(deps: HousekeepingDeps): Promise<{ stop(): void }> {
  const { store, logger } = deps;
  let toldUnlisted = false;
  const removeOrphans = async () => {
    const minAgeMs = deps.shared ? deps.orphanAgeMs : 0;
    const removed = await store.runAlone('orphan files', async () => ({
      files: await deps.files.removeOrphans(() => store.heldFileIds(), minAgeMs),
      // A bucket key without the right to list them still serves: the failure is told, not fatal.
      uploads: await deps.storage.removeUnfinishedUploads?.(minAgeMs).catch((error: unknown) => {
        // The bucket's refusals name no key or secret: the operator reads what to grant.
        const told = error instanceof ObjectStorageError ? error.message : describeError(error);
        logger.error(`aborting unfinished uploads failed: ${told}`);
        return 0;
      }),
    }));
    if (removed === undefined) return;
    if (removed.files > 0) logger.info(`Removed ${removed.files} stored file(s) that no push holds.`);
    if (removed.uploads !== undefined && removed.uploads > 0)
      logger.info(`Aborted ${removed.uploads} unfinished upload(s) left in the bucket.`);
    // Once a process: the operator's rule does the work, the sweep only says it is needed.
    if (
      deps.storage.removeUnfinishedUploads !== undefined &&
      removed.uploads === undefined &&
      !toldUnlisted
    ) {
      toldUnlisted = true;
      logger.info(UNLISTED_UPLOADS);
    }
  };
  const sweep = async () => {
    await store.runAlone('sweep', deps.sweep);
    await deps.ownSweep();
  };
  const inBackground = (what: string, task: () => Promise<unknown>) => () => {
    task().catch((error: unknown) => logger.error(`${what} failed: ${describeError(error)}`));
  };

  await removeOrphans();
  await sweep();
  const timers = [setInterval(inBackground('expiry sweep', sweep), SWEEP_EVERY_MS)];
  if (deps.shared)
    timers.push(setInterval(inBackground('removing orphan files', removeOrphans), deps.orphanSweepEveryMs));
  return {
    stop: () => {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
