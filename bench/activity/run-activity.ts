// The activity log's search: a page of 50 out of 100,000 entries on the embedded store and out of
// 1,000,000 on PostgreSQL, through the store's method and once through the real server's page.
// BENCH_ONLY=activity runs this part alone; BENCH_ACTIVITY_EMBEDDED and BENCH_ACTIVITY_POSTGRES
// change the sizes, BENCH_EXPLAIN=1 prints PostgreSQL's plan of each search.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openLowdbStore } from '../../server/store/lowdb-store.ts';
import { searchStatement } from '../../server/store/postgres/activity-search-queries.ts';
import { openPostgresStore } from '../../server/store/postgres/open-postgres-store.ts';
import { startMeasured } from '../measured-process.ts';
import { startBenchPostgres } from '../postgres/bench-postgres.ts';
import { BENCH_KEY_HEX } from '../seed.ts';
import { serverEnv } from '../server-env.ts';
import { webSessionCookie } from '../web-sign-in.ts';
import { type BenchSearch, benchSearches, pageOf, randomFrom } from './activity-searches.ts';
import { fillEmbeddedLog, fillPostgresLog } from './fill-logs.ts';
import { type SearchTiming, timePageSearches, timeStoreSearches } from './measure-searches.ts';
import { type ActivityRun, printActivityReport } from './report-activity.ts';

const QUERIES = 200;
const PAGE_REQUESTS = 50;
const KEY = Buffer.from(BENCH_KEY_HEX, 'hex');
const END = Date.parse('2026-11-01T00:00:00Z');

const size = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

/** The real server over a store, signed in as the bench's administrator, its page timed. */
async function timePage(
  dataDir: string,
  searches: BenchSearch[],
  database?: { url: string; workers: number },
) {
  const server = await startMeasured('server/main.ts', serverEnv(dataDir, database), `${dataDir}.log`);
  try {
    return await timePageSearches(server.url, await webSessionCookie(server.url), searches, PAGE_REQUESTS);
  } finally {
    await server.stop();
    await rm(`${dataDir}.log`, { force: true });
  }
}

async function embeddedRun(count: number, searches: BenchSearch[]): Promise<ActivityRun> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-activity-'));
  try {
    const filling = performance.now();
    await fillEmbeddedLog(dataDir, count, END);
    const fillSeconds = (performance.now() - filling) / 1000;
    let store: SearchTiming[];
    const opened = await openLowdbStore({ dataDir, instanceKey: KEY });
    try {
      store = await timeStoreSearches(opened, searches, count, QUERIES);
    } finally {
      await opened.close();
    }
    return {
      adapter: 'embedded (lowdb)',
      entries: count,
      fillSeconds,
      store,
      page: await timePage(dataDir, searches),
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function postgresRun(count: number, searches: BenchSearch[]): Promise<ActivityRun> {
  const postgres = await startBenchPostgres();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-activity-pg-'));
  try {
    const url = await postgres.createDatabase('bench_activity');
    const filling = performance.now();
    await fillPostgresLog(url, count, END);
    const fillSeconds = (performance.now() - filling) / 1000;
    let store: SearchTiming[];
    const opened = await openPostgresStore({ url, instanceKey: KEY });
    try {
      store = await timeStoreSearches(opened, searches, count, QUERIES);
      if (process.env.BENCH_EXPLAIN === '1') await explain(opened.pool, searches, count);
    } finally {
      await opened.close();
    }
    const page = await timePage(dataDir, searches, { url, workers: 1 });
    return { adapter: `${postgres.version}`, entries: count, fillSeconds, store, page };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await postgres.stop();
  }
}

/** Each search's plan on the filled log, for a reader checking that every filter walks its index. */
async function explain(pool: import('pg').Pool, searches: BenchSearch[], newest: number) {
  for (const search of searches) {
    const random = randomFrom(1);
    const { text, values } = searchStatement(search.filter(random), pageOf(random, newest));
    const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`, values);
    console.log(`\n-- ${search.name}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
}

/** Runs both stores' scenarios and prints their report; true when every p99 is under the target. */
export async function runActivityBench(): Promise<boolean> {
  const searches = benchSearches(END);
  const runs = [await embeddedRun(size('BENCH_ACTIVITY_EMBEDDED', 100_000), searches)];
  try {
    runs.push(await postgresRun(size('BENCH_ACTIVITY_POSTGRES', 1_000_000), searches));
  } catch (error) {
    console.error(
      `The PostgreSQL part did not run: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return printActivityReport(runs);
}
