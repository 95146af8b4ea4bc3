import { describeError, type Logger } from './log/log.ts';
import type { PushFiles } from './pushes/push-files.ts';
import type { PushStore } from './store/push-store.ts';
import type { StoreControl } from './store/store-control.ts';

const SWEEP_EVERY_MS = 30_000;
const ORPHANS_EVERY_MS = 60 * 60_000;
/** Beyond the longest an upload may take (REQUEST_TIMEOUT_SECONDS), before a file no push holds is an orphan. */
const ORPHAN_MARGIN_MS = 10 * 60_000;

export interface HousekeepingDeps {
  store: PushStore & StoreControl;
  /** Other processes share the store and FILES_DIR (PostgreSQL): their uploads may be in flight. */
  shared: boolean;
  files: PushFiles;
  /** The expiry sweep of pushes, files, sessions, one-time records, done deliveries and counters: one process at a time. */
  sweep: () => Promise<unknown>;
  /** What only this process can do at each sweep (it holds the state in memory): runs in every process. */
  ownSweep: () => Promise<unknown>;
  /** REQUEST_TIMEOUT_SECONDS in ms: no upload lasts longer. */
  requestTimeoutMs: number;
  logger: Logger;
}

/**
 * The work beside the requests: the expiry sweep every 30 s, and the removal of stored files that
 * no push holds. Each runs in one process at a time across every server on the store
 * (`store.runAlone`); another process busy with it means this one skips its turn.
 *
 * Orphans: alone on the embedded store, every file no push holds goes at start, before requests
 * come (an upload in flight holds files no push holds yet). With a shared store another server's
 * uploads are in flight at any time, so only files older than the longest an upload may take go,
 * at start and every hour.
 */
export async function startHousekeeping(deps: HousekeepingDeps): Promise<{ stop(): void }> {
  const { store, logger } = deps;
  const removeOrphans = async () => {
    const minAgeMs = deps.shared ? deps.requestTimeoutMs + ORPHAN_MARGIN_MS : 0;
    const removed = await store.runAlone('orphan files', () =>
      deps.files.removeOrphans(() => store.heldFileIds(), minAgeMs),
    );
    if (removed !== undefined && removed > 0)
      logger.info(`Removed ${removed} stored file(s) that no push holds.`);
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
    timers.push(setInterval(inBackground('removing orphan files', removeOrphans), ORPHANS_EVERY_MS));
  return {
    stop: () => {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
