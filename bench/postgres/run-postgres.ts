// npm run bench -- --store postgres: the same scenarios against the embedded store and against
// PostgreSQL with 1 and 2 workers (BENCH_WORKERS), at 0 and 100,000 stored pushes (BENCH_SIZES),
// on a PostgreSQL server of the bench's own, with a fresh database for every server.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoreState } from '../../server/store/memory/store-state.ts';
import { openPostgresStore } from '../../server/store/postgres/open-postgres-store.ts';
import { startMeasured } from '../measured-process.ts';
import type { BenchOptions } from '../options.ts';
import { machine } from '../report.ts';
import { BENCH_KEY_HEX, seedState, writeSeededDataDir } from '../seed.ts';
import { serverEnv } from '../server-env.ts';
import { measureServer, type StatementCounter } from '../server-rounds.ts';
import { type BenchPostgres, startBenchPostgres } from './bench-postgres.ts';
import { copyState } from './copy-state.ts';
import { printPostgresReport } from './report-postgres.ts';
import type { StoreRun } from './targets.ts';

/** The database a server runs over, and how to count its statements. */
interface Database {
  url: string;
  workers: number;
  statements: StatementCounter;
}

const loadAverages: number[] = [];

/** With WEB_CONCURRENCY=N > 1 the primary forks N workers; with 1 the one process serves. */
const expectedProcesses = (workers: number) => (workers === 1 ? 1 : workers + 1);

/** Starts the real server (embedded, or over a database), measures every scenario, and stops it. */
async function measureStore(
  size: number,
  rounds: number,
  prepare: (dataDir: string) => Promise<Database | undefined>,
): Promise<StoreRun> {
  const dataDir = await mkdtemp(join(tmpdir(), `bench-${size}-`));
  try {
    const database = await prepare(dataDir);
    loadAverages.push(loadavg()[0] ?? 0);
    const server = await startMeasured(
      'server/main.ts',
      serverEnv(dataDir, database),
      `${dataDir}.log`,
      [],
      database ? expectedProcesses(database.workers) : 1,
    );
    try {
      const afterStart = await server.readProbe();
      const scenarios = await measureServer(server, rounds, database?.statements);
      return {
        workers: database?.workers ?? null,
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
        await measureStore(size, options.rounds, async (dataDir) => {
          await writeSeededDataDir(dataDir, state);
          return undefined;
        }),
      );
      const template = await seedTemplate(postgres, size, state);
      for (const workers of options.workers) {
        process.stderr.write(`  PostgreSQL, WEB_CONCURRENCY=${workers}\n`);
        const name = `bench_${size}_w${workers}`;
        const url = await postgres.createDatabase(name, template);
        runs.push(
          await measureStore(size, options.rounds, async () => ({
            url,
            workers,
            statements: postgres.statementCounter(name),
          })),
        );
      }
    }
  } finally {
    await postgres.stop();
  }
  const pool = process.env.DATABASE_POOL_SIZE ?? 'the default';
  const context = {
    machine: await machine(),
    postgres: `${postgres.version} on the same machine, pool size ${pool} per process`,
    loadAverages,
    minutes: (performance.now() - started) / 60_000,
  };
  return printPostgresReport(context, runs);
}
