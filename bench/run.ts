// npm run bench: seeds stores of 0, 10,000 and 100,000 pushes, loads the real server from this
// process, and compares it with a bare node:http server measured in the same run.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { bestOf, type Measured, runScenario } from './load.ts';
import { type MeasuredProcess, startMeasured } from './measured-process.ts';
import { machine, printReport, type SizeRun } from './report.ts';
import {
  ceilingScenario,
  createScenario,
  leastDurableCreateScenario,
  leastDurableReadScenario,
  listScenario,
  retrieveScenario,
  stormScenario,
  versionScenario,
} from './scenarios.ts';
import { BENCH_KEY_HEX, seedDataDir } from './seed.ts';
import { measureStoreLevel } from './store-level.ts';

// BENCH_SIZES=0,1000 makes a quick smoke run; the targets are judged at the largest size.
const SIZES = (process.env.BENCH_SIZES ?? '0,10000,100000').split(',').map(Number);
// Each measured run lasts a second or more at the rates seen here; shorter ones mostly measure ramp-up.
const CREATES = 24_000;
const LISTS = 5000;
const VERSIONS = 30_000;
// The machine is shared, so each scenario runs ROUNDS times and the best round is reported.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
// Enough for a couple of seconds even at 50,000 req/s: a shorter run says little.
const REFERENCE_REQUESTS = 100_000;
const FLOOR_REQUESTS = 30_000;
// Requests each process serves before it is measured, so the measured runs meet optimised code.
const WARM_REQUESTS = 2000;

async function warmUp(target: MeasuredProcess, path: string): Promise<void> {
  await autocannon({ url: target.url, connections: 10, amount: 1000, requests: [{ method: 'GET', path }] });
}

/** One pass over the scenarios; the creates supply the pushes the reads and the storm use. */
async function scenariosOnce(server: MeasuredProcess): Promise<Measured[]> {
  const created: string[] = [];
  const scenarios = [await runScenario(server, createScenario(CREATES, created))];
  // Two thirds are read, so the retrievals run about as long as the creates; the rest take the storm.
  const read = Math.floor((created.length * 2) / 3);
  scenarios.push(await runScenario(server, retrieveScenario(created.slice(0, read))));
  scenarios.push(await runScenario(server, listScenario(LISTS)));
  scenarios.push(await runScenario(server, stormScenario(created.slice(read))));
  scenarios.push(await runScenario(server, versionScenario(VERSIONS)));
  return scenarios;
}

async function measureSize(size: number): Promise<SizeRun> {
  const dataDir = await mkdtemp(join(tmpdir(), `bench-${size}-`));
  try {
    await seedDataDir(dataDir, size, Date.now());
    const server = await startMeasured(
      'server/main.ts',
      {
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        PWPUSH_MASTER_KEY: BENCH_KEY_HEX,
        // The load comes from one address; the throttles would measure only their own 429s.
        PWP__THROTTLING__MINUTE: '0',
        PWP__THROTTLING__SECOND: '0',
      },
      `${dataDir}.log`,
    );
    try {
      const afterStart = await server.readProbe();
      await warmUp(server, '/api/v2/version');
      const warm: string[] = [];
      await runScenario(server, createScenario(WARM_REQUESTS, warm));
      await runScenario(server, retrieveScenario(warm));
      const rounds: Measured[][] = [];
      for (let round = 0; round < ROUNDS; round++) rounds.push(await scenariosOnce(server));
      const scenarios = bestOf(rounds);
      await server.stop();
      const storeLevel = await measureStoreLevel(dataDir, CREATES);
      return { size, startupMs: server.startupMs, rssAfterStartMb: afterStart.rssMb, scenarios, storeLevel };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await rm(`${dataDir}.log`, { force: true });
  }
}

type ReferenceKind = 'bare' | 'hono' | 'durable-create' | 'durable-read';

/** The reference's measured scenario, or its warm-up, which reads other pushes than the measured run. */
const referenceScenario = (kind: ReferenceKind, warm = false) => {
  if (kind === 'durable-create') return leastDurableCreateScenario(warm ? WARM_REQUESTS : FLOOR_REQUESTS);
  if (kind === 'durable-read') {
    return warm
      ? leastDurableReadScenario(WARM_REQUESTS, FLOOR_REQUESTS)
      : leastDurableReadScenario(FLOOR_REQUESTS);
  }
  return ceilingScenario(warm ? WARM_REQUESTS : REFERENCE_REQUESTS);
};

/** A reference server (see reference-server.ts), best of ROUNDS runs; each round meets fresh pushes. */
async function measureReference(kind: ReferenceKind): Promise<Measured> {
  const logPath = join(tmpdir(), `bench-reference-${process.pid}.log`);
  const journalPath = join(tmpdir(), `bench-reference-${process.pid}.ndjson`);
  const rounds: Measured[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const reference = await startMeasured(
      'bench/reference-server.ts',
      { JOURNAL_PATH: journalPath },
      logPath,
      [kind],
    );
    try {
      await runScenario(reference, referenceScenario(kind, true));
      rounds.push([await runScenario(reference, referenceScenario(kind))]);
    } finally {
      await reference.stop();
      await rm(logPath, { force: true });
      await rm(journalPath, { force: true });
    }
  }
  const [best] = bestOf(rounds);
  if (!best) throw new Error(`No ${kind} reference was measured.`);
  return best;
}

const ceiling = await measureReference('bare');
const honoFloor = { ...(await measureReference('hono')), name: 'Hono, no app code' };
const createFloor = await measureReference('durable-create');
const readFloor = await measureReference('durable-read');
const runs: SizeRun[] = [];
for (const size of SIZES) {
  process.stderr.write(`measuring with ${size} stored pushes...\n`);
  runs.push(await measureSize(size));
}
const passed = printReport(await machine(), { ceiling, hono: honoFloor, createFloor, readFloor }, runs);
process.exitCode = passed ? 0 : 1;
