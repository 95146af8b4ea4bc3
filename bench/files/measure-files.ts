import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../server/config.ts';
import { openFileStorage } from '../../server/open-file-storage.ts';
import { type MeasuredProcess, startMeasured } from '../measured-process.ts';
import { BENCH_API_TOKEN, seedDataDir } from '../seed.ts';
import { serverEnv } from '../server-env.ts';
import { downloadThroughApi, type Timed, uploadThroughApi } from './api-transfer.ts';
import { putAndGetDirectly } from './direct-transfer.ts';
import type { FileContent } from './file-content.ts';
import { BENCH_BUCKET, type FileBackend, fileEnv } from './file-env.ts';
import { watchProcess } from './process-watch.ts';

/** One way across, through the server and directly: the faster round of each, and the server's memory. */
export interface TransferFigures {
  serverMs: number;
  directMs: number;
  /** The server's RSS growth while the first file after its start crossed it, in bytes. */
  coldGrowthBytes: number;
  /** The server's highest RSS growth during this transfer over the measured rounds, in bytes. */
  serverGrowthBytes: number;
  /** The server's CPU time over its fastest transfer's time: 1 is one core busy throughout. */
  serverCpuShare: number;
}

export interface FileBackendRun {
  backend: FileBackend['kind'];
  fileBytes: number;
  rounds: number;
  upload: TransferFigures;
  download: TransferFigures;
  /** Downloads read back and hashed, through the server and direct. */
  digestsChecked: number;
  /** Of those, the downloads whose bytes were not the content's. */
  digestMismatches: number;
}

const SERVER_ENTRY = process.env.BENCH_SERVER?.trim() || 'server/main.ts';

/**
 * Writes every dirty page out before a timed write: otherwise a write starts behind the last
 * one's writeback, and the kernel throttles whichever write comes second.
 */
const flushDisk = () =>
  new Promise<void>((resolve, reject) => execFile('sync', (error) => (error ? reject(error) : resolve())));

/** What one round measured of one direction. */
interface Round {
  server: Timed;
  direct: Timed;
  growth: number;
  cpuMs: number;
}

function figures([cold, ...rounds]: Round[]): TransferFigures {
  const fastest = rounds.reduce((best, r) => (r.server.ms < best.server.ms ? r : best));
  return {
    serverMs: fastest.server.ms,
    directMs: Math.min(...rounds.map((r) => r.direct.ms)),
    coldGrowthBytes: cold?.growth ?? Number.NaN,
    serverGrowthBytes: Math.max(...rounds.map((r) => r.growth)),
    serverCpuShare: fastest.cpuMs / fastest.server.ms,
  };
}

/** Runs `work` while watching the server. */
async function watched<T>(
  server: MeasuredProcess,
  work: () => Promise<T>,
): Promise<[T, { growthBytes: number; cpuMs: number }]> {
  const watch = await watchProcess(server.pid);
  const result = await work();
  return [result, await watch.stop()];
}

/**
 * A real server keeping its files on `kind` (its data directory, or a bucket served by s3rver in a
 * process of its own), the content pushed through its API and downloaded `rounds` times, beside
 * the same bytes put and got directly with the storage adapter the server builds from the same settings.
 * A first round, before the `rounds` measured, shows how much the server grows on its first file.
 */
export async function measureFileBackend(
  kind: FileBackend['kind'],
  content: FileContent,
  rounds: number,
): Promise<FileBackendRun> {
  const dataDir = await mkdtemp(join(tmpdir(), `bench-files-${kind}-`));
  let bucket: MeasuredProcess | undefined;
  let server: MeasuredProcess | undefined;
  try {
    await seedDataDir(dataDir, 0, Date.now());
    if (kind === 's3')
      bucket = await startMeasured('bench/files/bucket-server.ts', {}, `${dataDir}.bucket.log`);
    const backend: FileBackend =
      bucket === undefined ? { kind: 'local' } : { kind: 's3', endpoint: bucket.url, bucket: BENCH_BUCKET };
    const env = { ...serverEnv(dataDir), ...fileEnv(backend, content.size) };
    const direct = await openFileStorage(readConfig(env));
    server = await startMeasured(SERVER_ENTRY, env, `${dataDir}.log`);
    const uploads: Round[] = [];
    const downloads: Round[] = [];
    let digestMismatches = 0;
    // The first round warms the server up (its heap grows to its working size); its times are not kept.
    for (let round = 0; round <= rounds; round++) {
      await flushDisk();
      const { put, get } = await putAndGetDirectly(direct, content);
      await flushDisk();
      const live = server;
      const [uploaded, up] = await watched(live, () => uploadThroughApi(live.url, BENCH_API_TOKEN, content));
      const [downloaded, down] = await watched(live, () => downloadThroughApi(live.url, uploaded.pushToken));
      uploads.push({ server: uploaded, direct: put, growth: up.growthBytes, cpuMs: up.cpuMs });
      downloads.push({ server: downloaded, direct: get, growth: down.growthBytes, cpuMs: down.cpuMs });
      for (const read of [get, downloaded]) if (read.digest !== content.digest) digestMismatches++;
      // Each round's own ratios, as they come: the table keeps only the fastest round of each side.
      const share = (direct: Timed, through: Timed) => `${((100 * direct.ms) / through.ms).toFixed(0)}%`;
      process.stderr.write(
        `  ${kind} round ${round}${round === 0 ? ' (warm-up)' : ''}: upload ${share(put, uploaded)}, ` +
          `download ${share(get, downloaded)} of direct\n`,
      );
    }
    return {
      backend: kind,
      fileBytes: content.size,
      rounds,
      upload: figures(uploads),
      download: figures(downloads),
      digestsChecked: 2 * (rounds + 1),
      digestMismatches,
    };
  } finally {
    await server?.stop();
    await bucket?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(`${dataDir}.log`, { force: true });
    await rm(`${dataDir}.bucket.log`, { force: true });
  }
}
