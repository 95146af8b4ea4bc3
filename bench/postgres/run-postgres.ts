// npm run bench -- --store postgres: the same scenarios against the embedded store and against
// PostgreSQL with 1 and 2 workers (BENCH_WORKERS), at 0 and 100,000 stored pushes (BENCH_SIZES),
// on a PostgreSQL server of the bench's own, with a fresh database for every server.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgresStore } from '../../server/store/postgres/open-postgres-store.ts';
import type { StoreState } from '../../server/store/store-state.ts';
import { startMeasured } from '../measured-process.ts';
import type { BenchOptions } from '../options.ts';
import { machine } from '../report.ts';
import { BENCH_KEY_HEX, seedState, writeSeededDataDir } from '../seed.ts';
import { serverEnv } from '../server-env.ts';
import { measureServer } from '../server-rounds.ts';
import { type BenchPostgres, startBenchPostgres } from './bench-postgres.ts';
import { copyState } from './copy-state.ts';
import { printPostgresReport } from './report-postgres.ts';
import type { StoreRun } from './targets.ts';

const loadAverages: number[] = [];

/** Starts the real server (embedded, or over `database`), measures every scenario, and stops it. */
async function measureStore(
  workers: number | null,
  size: number,
  rounds: number,
  prepare: (dataDir: string) => Promise<string | undefined>,
): Promise<StoreRun> {
  const dataDir = await mkdtemp(join(tmpdir(), `bench-${size}-`));
  try {
    const url = await prepare(dataDir);
    const database = url === undefined || workers === null ? undefined : { url, workers };
    loadAverages.push(loadavg()[0] ?? 0);
    const server = await startMeasured(
      'server/main.ts',
      serverEnv(dataDir, database),
      `${dataDir}.log`,
      [],
      expectedProcesses(workers),
    );
    try {
      const afterStart = await server.readProbe();
      const scenarios = await measureServer(server, rounds);
      return {
        workers,
        size,
        startupMs: server.startupMs,
        rssAfterStartMb: afterStart.rssMb,
        processes: afterStart.processes,
        scenarios,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await rm(`${dataDir}.log`, { force: true });
  }
}

/** With WEB_CONCURRENCY=N the primary forks N workers; with 1 it serves by itself. */
const expectedProcesses = (workers: number | null) => (workers === null || workers === 1 ? 1 : workers + 1);

/** A database holding the seeded state, through the adapter's own insertPush: the template of this size's runs. */
async function seedTemplate(postgres: BenchPostgres, size: number, state: StoreState): Promise<string> {
  const name = `bench_seed_${size}`;
  const url = await postgres.createDatabase(name);
  // Seeding is not measured: its commits need not wait for the disk. The copies made from this
  // template keep the default (every commit synced), and a checkpoint follows each copy.
  await postgres.admin(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  const store = await openPostgresStore({ url, instanceKey: Buffer.from(BENCH_KEY_HEX, 'hex') });
  try {
    const started = performance.now();
    await copyState(state, store);
    const seconds = (performance.now() - started) / 1000;
    process.stderr.write(`  seeded PostgreSQL with ${size} pushes in ${seconds.toFixed(1)} s\n`);
  } finally {
    await store.close();
  }
  await postgres.admin(`ALTER DATABASE ${name} RESET synchronous_commit`);
  return name;
}

export async function runPostgresBench(options: BenchOptions): Promise<boolean> {
  const started = performance.now();
  const postgres = await startBenchPostgres();
  const runs: StoreRun[] = [];
  try {
    for (const size of options.sizes) {
      process.stderr.write(`measuring with ${size} stored pushes...\n`);
      const state = await seedState(size, Date.now());
      runs.push(
        await measureStore(null, size, options.rounds, async (dataDir) => {
          await writeSeededDataDir(dataDir, state);
          return undefined;
        }),
      );
      const template = await seedTemplate(postgres, size, state);
      for (const workers of options.workers) {
        process.stderr.write(`  PostgreSQL, WEB_CONCURRENCY=${workers}\n`);
        runs.push(
          await measureStore(workers, size, options.rounds, () =>
            postgres.createDatabase(`bench_${size}_w${workers}`, template),
          ),
        );
      }
    }
  } finally {
    await postgres.stop();
  }
  const context = {
    machine: await machine(),
    postgres: postgres.version,
    loadAverages,
    minutes: (performance.now() - started) / 60_000,
  };
  return printPostgresReport(context, runs);
}
