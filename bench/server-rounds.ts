import autocannon from 'autocannon';
import { bestOf, type Measured, runScenario, type Scenario } from './load.ts';
import type { MeasuredProcess } from './measured-process.ts';
import {
  createScenario,
  listScenario,
  retrieveScenario,
  stormScenario,
  versionScenario,
} from './scenarios.ts';

// Each measured run lasts a second or more at the rates seen here; shorter ones mostly measure ramp-up.
export const CREATES = 24_000;
const LISTS = 5000;
const VERSIONS = 30_000;
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
async function scenariosOnce(server: MeasuredProcess, statements?: StatementCounter): Promise<Measured[]> {
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
  scenarios.push(await run(listScenario(LISTS)));
  scenarios.push(await run(stormScenario(created.slice(read))));
  scenarios.push(await run(versionScenario(VERSIONS)));
  return scenarios;
}

/** Warms a started server up, then runs every scenario `rounds` times and keeps each one's best round. */
export async function measureServer(
  server: MeasuredProcess,
  rounds: number,
  statements?: StatementCounter,
): Promise<Measured[]> {
  await warmUp(server, '/api/v2/version');
  const warm: string[] = [];
  await runScenario(server, createScenario(WARM_REQUESTS, warm));
  await runScenario(server, retrieveScenario(warm));
  const measured: Measured[][] = [];
  for (let round = 0; round < rounds; round++) measured.push(await scenariosOnce(server, statements));
  return bestOf(measured);
}
