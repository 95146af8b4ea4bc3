import { readFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { CONNECTIONS, type Measured } from './load.ts';
import { judgeOwnedReads, OWNED_READ_MIN_PERCENT, ownedReadRows } from './owned-reads.ts';
import { judgePageRatios } from './page-targets.ts';
import type { StoreAlone } from './store-level.ts';

export interface SizeRun {
  size: number;
  startupMs: number;
  rssAfterStartMb: number;
  scenarios: Measured[];
  storeLevel: StoreAlone;
}

export async function machine(): Promise<string> {
  const debian = await readFile('/etc/debian_version', 'utf8').catch(() => 'unknown');
  const cpu = cpus();
  return (
    `${cpu.length} x ${cpu[0]?.model.trim() ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, ` +
    `Node ${process.versions.node}, Debian ${debian.trim()}`
  );
}

const fixed = (n: number, digits = 0) => n.toFixed(digits);

export interface References {
  /** Bare node:http answering a fixed small JSON body: what the targets are measured against. */
  ceiling: Measured;
  hono: Measured;
  createFloor: Measured;
  readFloor: Measured;
}

/** Prints the tables and the verdicts against the targets; true when every target is met. */
export function printReport(host: string, refs: References, runs: SizeRun[]): boolean {
  const { ceiling } = refs;
  const share = (m: Measured) => `${fixed((100 * m.rps) / ceiling.rps)}% of ceiling`;
  console.log(`\nMachine: ${host}; ${CONNECTIONS} connections`);
  console.log(`Ceiling (bare node:http, fixed JSON): ${fixed(ceiling.rps)} req/s, p99 ${ceiling.p99Ms} ms`);
  console.log(
    `Same body through Hono on @hono/node-server: ${fixed(refs.hono.rps)} req/s (${share(refs.hono)})`,
  );
  console.log(
    `Least durable create on node:http (parse, seal, O_DSYNC journal, answer): ${fixed(refs.createFloor.rps)} req/s ` +
      `(${share(refs.createFloor)}), p99 ${refs.createFloor.p99Ms} ms`,
  );
  console.log(
    `Least durable one-view read on node:http (find, open, compare, O_DSYNC journal, answer): ` +
      `${fixed(refs.readFloor.rps)} req/s (${share(refs.readFloor)}), p99 ${refs.readFloor.p99Ms} ms\n`,
  );
  const rows = runs.flatMap((run) =>
    run.scenarios.map((s) => ({
      stored: run.size,
      scenario: s.name,
      requests: s.requests,
      'req/s': fixed(s.rps),
      'vs ceiling': `${fixed((100 * s.rps) / ceiling.rps)}%`,
      'p50 ms': s.p50Ms,
      'p99 ms': s.p99Ms,
      'loop delay p99 ms': fixed(s.delayP99Ms, 1),
      'peak RSS MB': fixed(s.peakRssMb),
      unexpected: s.unexpected,
    })),
  );
  console.table(rows);
  console.log(
    `One-view reads of owned pushes beside the anonymous one (target >= ${OWNED_READ_MIN_PERCENT}%), ` +
      'and how long after the last answer every mail and webhook had arrived:',
  );
  console.table(runs.flatMap((run) => ownedReadRows(run.size, run.scenarios)));
  console.log('The durable store alone, in the bench process (no HTTP), 10 operations in flight:');
  console.table(
    runs.flatMap((r) =>
      r.storeLevel.operations.map((s) => ({
        stored: r.size,
        operation: s.name,
        'ops/s': fixed(s.opsPerSecond),
        'p99 ms': fixed(s.p99Ms, 1),
        'loop delay p99 ms': fixed(s.delayP99Ms, 1),
      })),
    ),
  );
  console.table(
    runs.map((r) => ({
      stored: r.size,
      'start-up ms': fixed(r.startupMs),
      'RSS after start MB': fixed(r.rssAfterStartMb),
      'compaction ms': fixed(r.storeLevel.compaction.ms),
      'longest loop block in it ms': fixed(r.storeLevel.compaction.delayMaxMs, 1),
    })),
  );

  const empty = runs[0];
  const full = runs.at(-1);
  if (!empty || !full) return false;
  const at = (run: SizeRun, name: string) => run.scenarios.find((s) => s.name === name);
  const checks: [string, number, string, boolean][] = [];
  const ratio = (name: string, min: number) => {
    const s = at(full, name);
    const r = s ? s.rps / ceiling.rps : 0;
    checks.push([`${name} throughput vs ceiling`, r * 100, `>= ${min * 100}%`, r >= min]);
  };
  ratio('create', 0.3);
  ratio('retrieve 1-view', 0.4);
  const floors: [string, Measured][] = [
    ['create', refs.createFloor],
    ['retrieve 1-view', refs.readFloor],
  ];
  for (const name of ['create', 'retrieve 1-view']) {
    const kept = (at(full, name)?.rps ?? 0) / (at(empty, name)?.rps ?? Number.POSITIVE_INFINITY);
    checks.push([`${name} at ${full.size} vs empty`, kept * 100, '>= 80%', kept >= 0.8]);
  }
  for (const c of [
    ...judgePageRatios(full.scenarios, `at ${full.size}`),
    ...judgeOwnedReads(full.scenarios, `at ${full.size}`),
  ]) {
    checks.push([c.what, c.value ?? 0, c.target, c.ok]);
  }
  for (const s of full.scenarios) checks.push([`${s.name} p99 ms`, s.p99Ms, '< 50', s.p99Ms < 50]);
  const delay = Math.max(...full.scenarios.map((s) => s.delayP99Ms));
  checks.push(['event-loop delay p99 ms (worst scenario)', delay, '< 20', delay < 20]);
  checks.push(['start-up ms', full.startupMs, '< 3000', full.startupMs < 3000]);
  const block = full.storeLevel.compaction.delayMaxMs;
  checks.push(['longest event-loop block during a compaction, ms', block, '< 20', block < 20]);
  const rss = Math.max(full.rssAfterStartMb, ...full.scenarios.map((s) => s.peakRssMb));
  checks.push(['peak RSS MB', rss, '< 300', rss < 300]);
  const unexpected = runs.flatMap((r) => r.scenarios).reduce((sum, s) => sum + s.unexpected, 0);
  checks.push(['unexpected answers, all runs', unexpected, '= 0', unexpected === 0]);

  console.log(`\nTargets at ${full.size} stored pushes:`);
  for (const [what, value, target, ok] of checks) {
    console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${what}: ${fixed(value, 1)} (target ${target})`);
  }
  console.log('\nAgainst the least durable implementation of the same request, measured in this run:');
  for (const [name, floor] of floors) {
    const rps = at(full, name)?.rps ?? 0;
    console.log(
      `  ${name}: ${fixed((100 * rps) / floor.rps)}% of the floor; ` +
        `the floor itself is ${fixed((100 * floor.rps) / ceiling.rps, 1)}% of the ceiling`,
    );
  }
  return checks.every(([, , , ok]) => ok);
}
