import autocannon from 'autocannon';
import type { MeasuredProcess } from './measured-process.ts';

export interface Measured {
  name: string;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers with a status other than the scenario's expected one, and connection errors. */
  unexpected: number;
  delayP99Ms: number;
  peakRssMb: number;
  /** Database statements the server sent per answered request, where the bench counts them. */
  statementsPerRequest?: number;
  /** For reads that tell an owner: ms from the last answer until every notice reached its receiver (null: not all did). */
  noticesMs?: number | null;
}

export interface Scenario {
  name: string;
  amount: number;
  expectStatus: number;
  request: autocannon.Request;
}

// Enough requests in flight for group commit to share disk writes, as a busy server sees; p99 stays far below 50 ms.
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);

/** Runs one scenario from this process against a measured server, reading its probe around the run. */
export async function runScenario(target: MeasuredProcess, scenario: Scenario): Promise<Measured> {
  await target.resetProbe();
  // autocannon notices the end of a fixed amount only at its next one-second tick, so time it here.
  let last = 0;
  const onResponse = scenario.request.onResponse;
  const request: autocannon.Request = {
    ...scenario.request,
    onResponse: (status, body, context, headers) => {
      last = performance.now();
      if (typeof onResponse === 'function') onResponse(status, body, context, headers);
    },
  };
  const first = performance.now();
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    amount: scenario.amount,
    requests: [request],
  });
  const probe = await target.readProbe();
  const expected = result.statusCodeStats?.[`${scenario.expectStatus}`]?.count ?? 0;
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    name: scenario.name,
    requests: answered,
    rps: (answered * 1000) / (last - first),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    unexpected: answered - expected + result.errors,
    delayP99Ms: probe.delayP99Ms,
    peakRssMb: probe.peakRssMb,
  };
}

/** Per scenario, the round with the most requests per second (each round lists scenarios in the same order). */
export function bestOf(rounds: Measured[][]): Measured[] {
  const [first = [], ...rest] = rounds;
  return first.map((measured, i) =>
    rest.reduce((best, round) => ((round[i]?.rps ?? 0) > best.rps ? (round[i] ?? best) : best), measured),
  );
}
