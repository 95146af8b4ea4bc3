import type { Measured } from '../load.ts';
import { judgePageRatios } from '../page-targets.ts';

/** One server measured at one size: the embedded store, or PostgreSQL with some workers. */
export interface StoreRun {
  /** null: the embedded store; otherwise the WEB_CONCURRENCY of a server over PostgreSQL. */
  workers: number | null;
  size: number;
  startupMs: number;
  rssAfterStartMb: number;
  /** Processes the probe summed: 1, or a cluster primary and its workers. */
  processes: number;
  scenarios: Measured[];
}

export interface Check {
  what: string;
  /** The measured figure, or null when the run it needs was not made. */
  value: number | null;
  target: string;
  ok: boolean;
}

export const storeName = (workers: number | null): string =>
  workers === null ? 'embedded' : `PostgreSQL, ${workers} worker${workers === 1 ? '' : 's'}`;

const measured = (run: StoreRun | undefined, scenario: string) =>
  run?.scenarios.find((s) => s.name === scenario);
const rate = (run: StoreRun | undefined, scenario: string): number | null =>
  measured(run, scenario)?.rps ?? null;

function atLeast(what: string, part: number | null, whole: number | null, min: number): Check {
  const value = part === null || whole === null || whole === 0 ? null : (100 * part) / whole;
  return { what, value, target: `>= ${min}%`, ok: value !== null && value >= min };
}

/**
 * The issue's targets for PostgreSQL with one worker, judged from the figures: creates and
 * one-view reads at the largest size at least 40% of the embedded store's with p99 under 50 ms,
 * and at the largest size within 20% of its own rate at the smallest; no unexpected answer. On
 * both stores at the largest size, each page at least 70% of its API counterpart's rate. The
 * other scenarios' figures are reported beside them, with no target.
 */
export function judgePostgresTargets(runs: StoreRun[]): Check[] {
  const sizes = runs.map((r) => r.size);
  const full = Math.max(...sizes);
  const empty = Math.min(...sizes);
  const find = (workers: number | null, size: number) =>
    runs.find((r) => r.workers === workers && r.size === size);
  const embedded = find(null, full);
  const pgFull = find(1, full);
  const pgEmpty = find(1, empty);
  const checks: Check[] = [];
  for (const scenario of ['create', 'retrieve 1-view']) {
    const p99 = measured(pgFull, scenario)?.p99Ms ?? null;
    checks.push(
      atLeast(
        `${scenario}: PostgreSQL, 1 worker vs embedded at ${full}`,
        rate(pgFull, scenario),
        rate(embedded, scenario),
        40,
      ),
      atLeast(
        `${scenario}: PostgreSQL, 1 worker at ${full} vs at ${empty}`,
        rate(pgFull, scenario),
        rate(pgEmpty, scenario),
        80,
      ),
      {
        what: `${scenario}: p99 ms, PostgreSQL, 1 worker at ${full}`,
        value: p99,
        target: '< 50',
        ok: p99 !== null && p99 < 50,
      },
    );
  }
  checks.push(
    ...judgePageRatios(embedded?.scenarios, `embedded at ${full}`),
    ...judgePageRatios(pgFull?.scenarios, `PostgreSQL, 1 worker at ${full}`),
  );
  const unexpected = runs.flatMap((r) => r.scenarios).reduce((sum, s) => sum + s.unexpected, 0);
  checks.push({
    what: 'unexpected answers, all runs',
    value: unexpected,
    target: '= 0',
    ok: unexpected === 0,
  });
  return checks;
}
