import { loadavg } from 'node:os';
import { ROUNDS, type SearchTiming } from './measure-searches.ts';

/** The target: a page of 50 in well under 100 ms at the 99th percentile. */
export const TARGET_P99_MS = 100;

export interface ActivityRun {
  adapter: string;
  entries: number;
  fillSeconds: number;
  store: SearchTiming[];
  page: SearchTiming[];
}

const ms = (n: number) => n.toFixed(1);

function table(title: string, timings: SearchTiming[]): string {
  const lines = timings.map(
    (t) =>
      `| ${t.name.padEnd(32)} | ${String(t.queries).padStart(7)} | ${String(t.found).padStart(8)} | ${ms(t.p50).padStart(6)} | ${ms(t.p99).padStart(6)} |`,
  );
  return [
    title,
    '',
    '| search                           | queries | per page | p50 ms | p99 ms |',
    '| -------------------------------- | ------: | -------: | -----: | -----: |',
    ...lines,
    '',
  ].join('\n');
}

/** Prints each store's tables in Markdown and says whether every p99 is under the target. */
export function printActivityReport(runs: ActivityRun[]): boolean {
  let passed = true;
  console.log(`\n## The activity log's search (best of ${ROUNDS} rounds by p99)\n`);
  for (const run of runs) {
    const entries = run.entries.toLocaleString('en');
    console.log(`### ${run.adapter}, ${entries} entries (filled in ${run.fillSeconds.toFixed(1)} s)\n`);
    console.log(table('Through the store’s `searchActivity`, one query at a time:', run.store));
    console.log(
      table(
        'Through the real server’s `/admin/activity` (the page rendered), one request at a time:',
        run.page,
      ),
    );
    const worst = Math.max(...run.store.map((t) => t.p99), ...run.page.map((t) => t.p99));
    const ok = worst < TARGET_P99_MS;
    passed &&= ok;
    console.log(`Worst p99: ${ms(worst)} ms, target < ${TARGET_P99_MS} ms: ${ok ? 'pass' : 'FAIL'}\n`);
  }
  // The machine may be shared: its load says how much the figures owe to others.
  console.log(
    `Load average at the end: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')}\n`,
  );
  return passed;
}
