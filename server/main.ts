import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { runPrimary } from './cluster/primary.ts';
import {
  CANNOT_START_EXIT_CODE,
  STORE_OPEN_MESSAGE,
  STORE_WAITING_MESSAGE,
  WAIT_FOR_STORE_ENV,
} from './cluster/worker-signals.ts';
import { readConfig } from './config.ts';
import { loadKeyRing } from './crypto/load-key-ring.ts';
import { setHeapFlags } from './heap-flags.ts';
import { consoleLogger, describeError, streamLogger } from './log/log.ts';
import { saidForPeople } from './log/said-for-people.ts';
import { runServer } from './run-server.ts';
import { withSecretFiles } from './secret-files.ts';

/** Names one start of the server (the primary and its workers); not a secret. */
const START_ID_ENV = 'SECRET_PUSH_START_ID';

async function main(): Promise<void> {
  setHeapFlags(process.execArgv);
  const config = readConfig(withSecretFiles(process.env));
  if (cluster.isPrimary && config.webConcurrency > 1) {
    // Made (or checked) once here, so the workers' first start can't race to write instance.key.
    await loadKeyRing(config.masterKeyHex, config.previousKeysHex, config.dataDir);
    // The workers inherit it: whichever of them stores this start's setup link prints it, once.
    process.env[START_ID_ENV] = randomUUID();
    runPrimary({ workers: config.webConcurrency, logger: consoleLogger });
    return;
  }
  // A worker's lines say which worker wrote them: all of them share the primary's output.
  const logger = cluster.isWorker
    ? streamLogger(process.stdout, process.stderr, `[worker ${cluster.worker?.id}] `)
    : consoleLogger;
  await runServer(config, logger, {
    waitForStore: cluster.isWorker && process.env[WAIT_FOR_STORE_ENV] === '1',
    onStoreOpen: () => process.send?.(STORE_OPEN_MESSAGE),
    onWaiting: () => process.send?.(STORE_WAITING_MESSAGE),
    startId: process.env[START_ID_ENV] ?? randomUUID(),
  });
}

main().catch((error: unknown) => {
  const known = saidForPeople(error);
  console.error(known ? `Secret Push cannot start: ${error.message}` : describeError(error));
  // A worker tells the primary that starting another would fail alike.
  process.exit(known && cluster.isWorker ? CANNOT_START_EXIT_CODE : 1);
});
