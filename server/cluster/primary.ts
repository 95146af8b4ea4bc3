import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../log/log.ts';
import { answerWholeMetrics } from './cluster-metrics.ts';
import { restartPolicy } from './restart-policy.ts';
import { answerAllServing } from './whole-server-up.ts';
import { isStoreOpenMessage, isStoreWaitingMessage, WAIT_FOR_STORE_ENV } from './worker-signals.ts';

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
 * one dies, as restart-policy.ts decides (a worker lost while the database is down is replaced,
 * and waits for it answering 503); tells a worker answering /up whether any worker still waits so;
 * and on SIGTERM or SIGINT asks each to finish its requests, then exits once all have.
 */
export function runPrimary({ workers, logger, stopGraceMs = 15_000 }: PrimaryOptions): void {
  cluster.setupPrimary({ exec: WORKER_ENTRY, args: [], execArgv: workerExecArgv() });
  answerWholeMetrics();
  const serving = new Set<Worker>();
  const storeOpen = new Set<Worker>();
  // Workers answering 503 while they wait for the database: while any does, no worker's /up says 200.
  const refusing = new Set<Worker>();
  const policy = restartPolicy({ now: Date.now });
  const pendingForks = new Set<NodeJS.Timeout>();
  let stopping = false;
  let exitCode = 0;
  const alive = () =>
    Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
  // Once a worker has opened the store, the settings work: a replacement waits out an outage.
  const fork = () => {
    const worker = cluster.fork(policy.storeEverOpen ? { [WAIT_FOR_STORE_ENV]: '1' } : {});
    worker.on('message', (message: unknown) => {
      if (isStoreWaitingMessage(message)) refusing.add(worker);
      if (!isStoreOpenMessage(message)) return;
      refusing.delete(worker);
      storeOpen.add(worker);
      policy.storeOpened();
      forkPendingNow();
    });
  };
  // The database answers again: a replacement paused for the outage need not sit out its pause.
  const forkPendingNow = () => {
    for (const timer of pendingForks) {
      clearTimeout(timer);
      pendingForks.delete(timer);
      fork();
    }
  };
  answerAllServing(() => !stopping && refusing.size === 0);

  const finish = () => {
    logger.info('Every worker has stopped.');
    logger.flush();
    process.exit(exitCode);
  };
  const stopAll = (why: string, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const timer of pendingForks) clearTimeout(timer);
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
    const opened = storeOpen.delete(worker);
    refusing.delete(worker);
    if (stopping) {
      if (alive().length === 0) finish();
      return;
    }
    const decision = policy.decide({ served, storeOpen: opened, code, signal });
    if (decision.act === 'stop') {
      stopAll(`worker ${worker.id} ${decision.why}`, 1);
      return;
    }
    const how = signal === null ? `exit code ${code}` : signal;
    const when = decision.afterMs === 0 ? '' : ` in ${decision.afterMs} ms`;
    logger.error(`worker ${worker.id} (pid ${worker.process.pid}) died (${how}): starting another${when}.`);
    const timer = setTimeout(() => {
      pendingForks.delete(timer);
      fork();
    }, decision.afterMs);
    pendingForks.add(timer);
  });
  process.on('SIGTERM', () => stopAll('SIGTERM received', 0));
  process.on('SIGINT', () => stopAll('SIGINT received', 0));

  logger.info(`Secret Push primary (pid ${process.pid}) starting ${workers} workers.`);
  for (let i = 0; i < workers; i++) fork();
}
