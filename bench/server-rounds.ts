import autocannon from 'autocannon';
import { bestOf, type Measured, runScenario, type Scenario } from './load.ts';
import type { MeasuredProcess } from './measured-process.ts';
import type { NoticeReceivers } from './notice-receivers.ts';
import { ownedReadsOnce } from './owned-reads.ts';
import {
  dashboardScenario,
  jsonReadScenario,
  pageViewScenario,
  plainCreateScenario,
} from './page-scenarios.ts';
import {
  createScenario,
  listScenario,
  retrieveScenario,
  stormScenario,
  versionScenario,
} from './scenarios.ts';
import { webSessionCookie } from './web-sign-in.ts';

// Each measured run lasts a second or more at the rates seen here; shorter ones mostly measure ramp-up.
export const CREATES = 24_000;
const LISTS = 5000;
const VERSIONS = 30_000;
// Per round: this many one-view pushes read as a page, and as many through the .json API.
const PAGE_READS = 8000;
const DASHBOARDS = LISTS;
// Requests each process serves before it is measured, so the measured runs meet optimised code.
export const WARM_REQUESTS = 2000;

export async function warmUp(target: MeasuredProcess, path: string): Promise<void> {
  await autocannon({ url: target.url, connections: 10, amount: 1000, requests: [{ method: 'GET', path }] });
}

/** Counts the statements a database ran (PostgreSQL's pg_stat_statements, say). */
export interface StatementCounter {
  reset(): Promise<void>;
  count(): Promise<number>;
}

/** One pass over the scenarios; the creates supply the pushes the reads and the storm use. */
async function scenariosOnce(
  server: MeasuredProcess,
  cookie: string,
  statements?: StatementCounter,
  receivers?: NoticeReceivers,
): Promise<Measured[]> {
  const run = async (scenario: Scenario): Promise<Measured> => {
    if (!statements) return runScenario(server, scenario);
    await statements.reset();
    const measured = await runScenario(server, scenario);
    const count = await statements.count();
    return { ...measured, statementsPerRequest: count / Math.max(1, measured.requests) };
  };
  const created: string[] = [];
  const scenarios = [await run(createScenario(CREATES, created))];
  // Two thirds are read, so the retrievals run about as long as the creates; the rest take the storm.
  const read = Math.floor((created.length * 2) / 3);
  scenarios.push(await run(retrieveScenario(created.slice(0, read))));
  // Each page right after its API counterpart, so the two meet the same store and the same machine.
  scenarios.push(await run(listScenario(LISTS)));
  scenarios.push(await run(dashboardScenario(DASHBOARDS, cookie)));
  scenarios.push(await run(stormScenario(created.slice(read))));
  scenarios.push(await run(versionScenario(VERSIONS)));
  const plain: string[] = [];
  await runScenario(server, plainCreateScenario(2 * PAGE_READS, plain));
  scenarios.push(await run(jsonReadScenario(plain.slice(0, PAGE_READS))));
  scenarios.push(await run(pageViewScenario(plain.slice(PAGE_READS))));
  // Last: the notices they cause are sent in the background, and the bench waits for them to arrive.
  const prepare = (scenario: Scenario) => runScenario(server, scenario);
  if (receivers) scenarios.push(...(await ownedReadsOnce(run, prepare, receivers, PAGE_READS)));
  return scenarios;
}

/**
 * Warms a started server up, then runs every scenario `rounds` times and keeps each one's best round.
 * With `receivers` (the server sends its notices there), reads of owned pushes are measured too.
 */
export async function measureServer(
  server: MeasuredProcess,
  rounds: number,
  statements?: StatementCounter,
  receivers?: NoticeReceivers,
): Promise<Measured[]> {
  await warmUp(server, '/api/v2/version');
  const warm: string[] = [];
  await runScenario(server, createScenario(WARM_REQUESTS, warm));
  await runScenario(server, retrieveScenario(warm));
  const cookie = await webSessionCookie(server.url);
  const plain: string[] = [];
  await runScenario(server, plainCreateScenario(WARM_REQUESTS, plain));
  await runScenario(server, jsonReadScenario(plain.slice(0, WARM_REQUESTS / 2)));
  await runScenario(server, pageViewScenario(plain.slice(WARM_REQUESTS / 2)));
  await runScenario(server, dashboardScenario(WARM_REQUESTS / 2, cookie));
  const warmRun = (scenario: Scenario) => runScenario(server, scenario);
  if (receivers) await ownedReadsOnce(warmRun, warmRun, receivers, WARM_REQUESTS / 2);
  const measured: Measured[][] = [];
  for (let round = 0; round < rounds; round++) {
    measured.push(await scenariosOnce(server, cookie, statements, receivers));
  }
  return bestOf(measured);
}
