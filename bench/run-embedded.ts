// The default `npm run bench`: seeds embedded stores of 0, 10,000 and 100,000 pushes, loads the
// real server from this process, and compares it with reference servers measured in the same run.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bestOf, type Measured, runScenario } from './load.ts';
import { startMeasured } from './measured-process.ts';
import { type NoticeReceivers, startNoticeReceivers } from './notice-receivers.ts';
import type { BenchOptions } from './options.ts';
import { machine, printReport, type SizeRun } from './report.ts';
import { ceilingScenario, leastDurableCreateScenario, leastDurableReadScenario } from './scenarios.ts';
import { seedDataDir } from './seed.ts';
import { serverEnv } from './server-env.ts';
import { CREATES, measureServer, WARM_REQUESTS } from './server-rounds.ts';
import { measureStoreLevel } from './store-level.ts';

// Enough for a couple of seconds even at 50,000 req/s: a shorter run says little.
const REFERENCE_REQUESTS = 100_000;
const FLOOR_REQUESTS = 30_000;
/**
 * The server measured: this tree's, or (BENCH_SERVER, a path to another checkout's server/main.ts)
 * an earlier commit's, loaded by the same bench, for a before and after on the same machine.
 */
const SERVER_ENTRY = process.env.BENCH_SERVER?.trim() || 'server/main.ts';

async function measureSize(size: number, rounds: number, receivers: NoticeReceivers): Promise<SizeRun> {
  const dataDir = await mkdtemp(join(tmpdir(), `bench-${size}-`));
  try {
    await seedDataDir(dataDir, size, Date.now(), { webhookUrl: receivers.webhookUrl });
    const env = serverEnv(dataDir, undefined, { smtpPort: receivers.smtpPort });
    const server = await startMeasured(SERVER_ENTRY, env, `${dataDir}.log`);
    try {
      const afterStart = await server.readProbe();
      const scenarios = await measureServer(server, rounds, undefined, receivers);
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
async function measureReference(kind: ReferenceKind, rounds: number): Promise<Measured> {
  const logPath = join(tmpdir(), `bench-reference-${process.pid}.log`);
  const journalPath = join(tmpdir(), `bench-reference-${process.pid}.ndjson`);
  const measured: Measured[][] = [];
  for (let round = 0; round < rounds; round++) {
    const reference = await startMeasured(
      'bench/reference-server.ts',
      { JOURNAL_PATH: journalPath },
      logPath,
      [kind],
    );
    try {
      await runScenario(reference, referenceScenario(kind, true));
      measured.push([await runScenario(reference, referenceScenario(kind))]);
    } finally {
      await reference.stop();
      await rm(logPath, { force: true });
      await rm(journalPath, { force: true });
    }
  }
  const [best] = bestOf(measured);
  if (!best) throw new Error(`No ${kind} reference was measured.`);
  return best;
}

/** The embedded store at each size, beside the reference servers; true when every target is met. */
export async function runEmbeddedBench(options: BenchOptions): Promise<boolean> {
  const { rounds } = options;
  const ceiling = await measureReference('bare', rounds);
  const honoFloor = { ...(await measureReference('hono', rounds)), name: 'Hono, no app code' };
  const createFloor = await measureReference('durable-create', rounds);
  const readFloor = await measureReference('durable-read', rounds);
  const runs: SizeRun[] = [];
  const receivers = await startNoticeReceivers();
  try {
    for (const size of options.sizes) {
      process.stderr.write(`measuring ${SERVER_ENTRY} with ${size} stored pushes...\n`);
      runs.push(await measureSize(size, rounds, receivers));
    }
  } finally {
    await receivers.close();
  }
  return printReport(await machine(), { ceiling, hono: honoFloor, createFloor, readFloor }, runs);
}
