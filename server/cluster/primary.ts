import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../http/log.ts';
import { answerWholeMetrics } from '../metrics/cluster-metrics.ts';
import { restartBudget } from './restart-budget.ts';

export interface PrimaryOptions {
  workers: number;
  logger: Logger & { flush(): void };
  /** How long workers may take to finish their requests after SIGTERM before they are killed. */
  stopGraceMs?: number;
}

/** The module each worker runs: main.ts, which serves when it finds itself in a worker. */
const WORKER_ENTRY = fileURLToPath(new URL('../main.ts', import.meta.url));

/**
 * The TypeScript loader the workers need. `npm start` passes `--import tsx`, which the workers
 * inherit; the installed command registers it in code, so the workers get it by its full path.
 */
function workerExecArgv(): string[] {
  const given = process.execArgv;
  const hasTsx = given.some(
    (arg, i) => /tsx/.test(arg) || (arg === '--import' && /tsx/.test(given[i + 1] ?? '')),
  );
  return hasTsx ? given : [...given, '--import', import.meta.resolve('tsx')];
}

/**
 * WEB_CONCURRENCY > 1: this process only watches. It starts the workers, which each open the
 * store and serve the one port (the primary hands them connections in turn); starts another when
 * one dies; and on SIGTERM or SIGINT asks each to finish its requests, then exits once all have.
 * A worker that stops before it ever served means the start itself failed (its own message says
 * why): then everything stops, rather than retrying forever.
 */
export function runPrimary({ workers, logger, stopGraceMs = 15_000 }: PrimaryOptions): void {
  cluster.setupPrimary({ exec: WORKER_ENTRY, args: [], execArgv: workerExecArgv() });
  answerWholeMetrics();
  const serving = new Set<Worker>();
  const budget = restartBudget({ restarts: 10, withinMs: 60_000, now: Date.now });
  let stopping = false;
  let exitCode = 0;
  const alive = () =>
    Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());

  const finish = () => {
    logger.info('Every worker has stopped.');
    logger.flush();
    process.exit(exitCode);
  };
  const stopAll = (why: string, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    logger.info(`${why}: stopping the workers.`);
    const left = alive();
    if (left.length === 0) finish();
    for (const worker of left) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of alive()) worker.process.kill('SIGKILL');
    }, stopGraceMs).unref();
  };

  cluster.on('listening', (worker, address) => {
    if (serving.has(worker)) return;
    serving.add(worker);
    logger.info(`worker ${worker.id} (pid ${worker.process.pid}) is serving port ${address.port}.`);
    if (serving.size === workers && !stopping) {
      logger.info(`All ${workers} workers are serving.`);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const served = serving.delete(worker);
    const how = signal === null ? `exit code ${code}` : signal;
    if (stopping) {
      if (alive().length === 0) finish();
      return;
    }
    if (!served) {
      stopAll(`worker ${worker.id} stopped before it served (${how})`, 1);
      return;
    }
    if (!budget.take()) {
      stopAll(`worker ${worker.id} died (${how}), and workers keep dying`, 1);
      return;
    }
    logger.error(`worker ${worker.id} (pid ${worker.process.pid}) died (${how}): starting another.`);
    cluster.fork();
  });
  process.on('SIGTERM', () => stopAll('SIGTERM received', 0));
  process.on('SIGINT', () => stopAll('SIGINT received', 0));

  logger.info(`Secret Push primary (pid ${process.pid}) starting ${workers} workers.`);
  for (let i = 0; i < workers; i++) cluster.fork();
}
