import type { FileBackendRun, TransferFigures } from './measure-files.ts';

/** Throughput through the server, as a share of the same S3 client moving the same bytes directly. */
export const FILE_MIN_RATIO = 0.7;
/** The server's RSS may grow by at most this much while a file crosses it, whatever the file's size. */
export const FILE_MAX_GROWTH_BYTES = 64 * 2 ** 20;
/**
 * The same for the first file after the server's start: its heap grows to its working size, and V8
 * lets up to 64 MB of buffers already dropped wait for a collection.
 */
export const FILE_MAX_COLD_GROWTH_BYTES = 128 * 2 ** 20;

const MB = 2 ** 20;
const rate = (bytes: number, ms: number) => bytes / MB / (ms / 1000);

export interface FileCheck {
  what: string;
  value: string;
  target: string;
  ok: boolean;
}

/** The verdicts: each direction's ratio and memory on each backend, and every digest. */
export function judgeFileRuns(runs: FileBackendRun[]): FileCheck[] {
  return runs.flatMap((run) => {
    const size = `${Math.round(run.fileBytes / MB)} MB`;
    const per = (direction: 'upload' | 'download', t: TransferFigures): FileCheck[] => {
      const ratio = t.directMs / t.serverMs;
      const growth = t.serverGrowthBytes / MB;
      const cold = t.coldGrowthBytes / MB;
      return [
        run.backend === 'local'
          ? {
              // The directory's "direct" is a write and a read of the page cache by one process, with no
              // decryption and no socket: no like reference, so its ratio is shown and not judged.
              what: `${run.backend} ${direction} of ${size}, server vs a plain file write and read`,
              value: `${(100 * ratio).toFixed(0)}%`,
              target: 'shown only',
              ok: true,
            }
          : {
              what: `${run.backend} ${direction} of ${size}, server vs direct`,
              value: `${(100 * ratio).toFixed(0)}%`,
              target: `>= ${100 * FILE_MIN_RATIO}%`,
              ok: ratio >= FILE_MIN_RATIO,
            },
        {
          what: `${run.backend} ${direction} of ${size}, server RSS growth`,
          value: `${growth.toFixed(1)} MB`,
          target: `< ${FILE_MAX_GROWTH_BYTES / MB} MB`,
          ok: t.serverGrowthBytes < FILE_MAX_GROWTH_BYTES,
        },
        {
          what: `${run.backend} ${direction} of ${size}, server RSS growth, first file after start`,
          value: `${cold.toFixed(1)} MB`,
          target: `< ${FILE_MAX_COLD_GROWTH_BYTES / MB} MB`,
          ok: t.coldGrowthBytes < FILE_MAX_COLD_GROWTH_BYTES,
        },
      ];
    };
    return [
      ...per('upload', run.upload),
      ...per('download', run.download),
      {
        what: `${run.backend} downloads with the bytes sent (SHA-256)`,
        value: `${run.digestsChecked - run.digestMismatches} of ${run.digestsChecked}`,
        target: 'all',
        ok: run.digestMismatches === 0,
      },
    ];
  });
}

/** One row per backend and direction: rates, ratio and memory. */
export function fileRows(runs: FileBackendRun[]) {
  return runs.flatMap((run) =>
    (['upload', 'download'] as const).map((direction) => {
      const t = run[direction];
      return {
        backend: run.backend,
        transfer: direction,
        'server MB/s': rate(run.fileBytes, t.serverMs).toFixed(0),
        'direct MB/s': rate(run.fileBytes, t.directMs).toFixed(0),
        'server vs direct': `${((100 * t.directMs) / t.serverMs).toFixed(0)}%`,
        'server CPU': `${(100 * t.serverCpuShare).toFixed(0)}%`,
        'server RSS growth MB': (t.serverGrowthBytes / MB).toFixed(1),
        'growth vs file': `${((100 * t.serverGrowthBytes) / run.fileBytes).toFixed(1)}%`,
        'first file: growth MB': (t.coldGrowthBytes / MB).toFixed(1),
      };
    }),
  );
}

/** Prints the table and the verdicts; true when every check passes. */
export function printFileReport(runs: FileBackendRun[]): boolean {
  const [first] = runs;
  if (first === undefined) return false;
  console.log(
    `\nOne file of ${Math.round(first.fileBytes / MB)} MB pushed through the API and downloaded, against ` +
      `the server's own storage adapter putting and getting the same bytes directly (faster of ${first.rounds} rounds ` +
      'after one that warms the server up; RSS growth: the worst of those rounds, and the first file after start):',
  );
  console.table(fileRows(runs));
  const checks = judgeFileRuns(runs);
  for (const c of checks)
    console.log(`  ${c.ok ? 'PASS' : 'FAIL'}  ${c.what}: ${c.value} (target ${c.target})`);
  return checks.every((c) => c.ok);
}
