import { restartBudget } from './restart-budget.ts';
import { CANNOT_START_EXIT_CODE } from './worker-signals.ts';

/** How a worker ended, as the primary saw it. */
export interface WorkerEnd {
  /** It was listening on the port. */
  served: boolean;
  /** It had opened its store (STORE_OPEN_MESSAGE). */
  storeOpen: boolean;
  code: number | null;
  signal: string | null;
}

/** `why` completes "worker N ..." in the primary's log. */
export type RestartDecision = { act: 'replace'; afterMs: number } | { act: 'stop'; why: string };

export interface RestartPolicyOptions {
  now: () => number;
  /** Crashes of workers running with an open store that a minute allows (restart-budget.ts). */
  crashesPerMinute?: number;
  /** The pause before replacing a worker that died waiting for its store, doubled each time up to maxPauseMs. */
  firstPauseMs?: number;
  maxPauseMs?: number;
}

/**
 * What the primary does when a worker ends. Before any worker has opened the store, a worker that
 * stops before serving means the start is broken (a wrong DATABASE_URL is said at once), and
 * everything stops. Once one has, the build and the settings have worked: a worker that dies
 * while it waits for the database (killed, or stopped by a signal) is a casualty of the outage, not
 * a crash, and is replaced after a pause that grows to `maxPauseMs`, without end, never spending
 * the crash budget. A worker that says its start can never work stops everything; any other death
 * spends the budget, and past it everything stops rather than spin.
 */
export function restartPolicy(options: RestartPolicyOptions) {
  const budget = restartBudget({
    restarts: options.crashesPerMinute ?? 10,
    withinMs: 60_000,
    now: options.now,
  });
  const firstPauseMs = options.firstPauseMs ?? 500;
  const maxPauseMs = options.maxPauseMs ?? 5_000;
  let storeEverOpen = false;
  let waitingDeaths = 0;

  return {
    /** Replacements started from now on wait for the database rather than fail at once. */
    get storeEverOpen(): boolean {
      return storeEverOpen;
    },

    storeOpened(): void {
      storeEverOpen = true;
      waitingDeaths = 0;
    },

    decide(end: WorkerEnd): RestartDecision {
      const how = end.signal === null ? `exit code ${end.code}` : end.signal;
      if (end.code === CANNOT_START_EXIT_CODE) return { act: 'stop', why: `cannot start (${how})` };
      if (!storeEverOpen && !end.served) return { act: 'stop', why: `stopped before it served (${how})` };
      if (storeEverOpen && !end.storeOpen && end.signal !== null) {
        waitingDeaths++;
        const afterMs = Math.min(maxPauseMs, firstPauseMs * 2 ** (waitingDeaths - 1));
        return { act: 'replace', afterMs };
      }
      if (!budget.take()) return { act: 'stop', why: `died (${how}), and workers keep dying` };
      return { act: 'replace', afterMs: 0 };
    },
  };
}
