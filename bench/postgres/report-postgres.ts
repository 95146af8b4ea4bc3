import { CONNECTIONS } from '../load.ts';
import { type Check, judgePostgresTargets, type StoreRun, storeName } from './targets.ts';

const fixed = (n: number, digits = 0) => n.toFixed(digits);

/** Where the run happened and how busy the machine was around it. */
export interface RunContext {
  machine: string;
  postgres: string;
  /** The one-minute load average when each server started (the bench's own earlier runs included). */
  loadAverages: number[];
  minutes: number;
}

export function formatCheck(check: Check): string {
  const value = check.value === null ? 'not measured' : fixed(check.value, 1);
  return `${check.ok ? 'PASS' : 'FAIL'}  ${check.what}: ${value} (target ${check.target})`;
}

/** Prints every run, PostgreSQL beside the embedded store, and the verdicts; true when every target is met. */
export function printPostgresReport(context: RunContext, runs: StoreRun[]): boolean {
  console.log(`\nMachine: ${context.machine}; ${context.postgres}; ${CONNECTIONS} connections`);
  const loads = context.loadAverages.map((l) => fixed(l, 1)).join(', ');
  console.log(
    `Load average (1 min) as each server started: ${loads}; the run took ${fixed(context.minutes, 1)} min`,
  );
  const embeddedRate = (size: number, scenario: string) =>
    runs.find((r) => r.workers === null && r.size === size)?.scenarios.find((s) => s.name === scenario)?.rps;
  console.table(
    runs.flatMap((run) =>
      run.scenarios.map((s) => {
        const embedded = embeddedRate(run.size, s.name);
        return {
          store: storeName(run.workers),
          stored: run.size,
          scenario: s.name,
          'req/s': fixed(s.rps),
          'vs embedded': embedded ? `${fixed((100 * s.rps) / embedded)}%` : '',
          'p50 ms': s.p50Ms,
          'p99 ms': s.p99Ms,
          'loop delay p99 ms': fixed(s.delayP99Ms, 1),
          'peak RSS MB': fixed(s.peakRssMb),
          unexpected: s.unexpected,
          'statements/req': s.statementsPerRequest === undefined ? '' : fixed(s.statementsPerRequest, 2),
        };
      }),
    ),
  );
  console.log(
    "Loop delay: the worst process's; RSS: summed over the primary and its workers (each one's peak); " +
      'statements: top-level statements PostgreSQL ran per answered request (pg_stat_statements).',
  );
  console.table(
    runs.map((r) => ({
      store: storeName(r.workers),
      stored: r.size,
      processes: r.processes,
      'start-up ms': fixed(r.startupMs),
      'RSS after start MB': fixed(r.rssAfterStartMb),
    })),
  );
  const checks = judgePostgresTargets(runs);
  console.log('\nTargets (PostgreSQL with one worker):');
  for (const check of checks) console.log(`  ${formatCheck(check)}`);
  return checks.every((c) => c.ok);
}
