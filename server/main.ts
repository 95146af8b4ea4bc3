import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { userAdmin } from './accounts/user-admin.ts';
import { serveAdminSocket } from './admin/socket-server.ts';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { newSecretToken } from './crypto/tokens.ts';
import { pushFiles } from './files/push-files.ts';
import { capConnections, deadlineOptions } from './http/connection-limits.ts';
import { consoleLogger, describeError } from './http/log.ts';
import { parseTrustedProxies } from './http/trusted-proxies.ts';
import { memoryCounters } from './limits/memory-counters.ts';
import { countedPushService } from './metrics/counted-service.ts';
import { createMetrics } from './metrics/metrics.ts';
import { openDataStore } from './open-data-store.ts';
import { SessionStore } from './pages/session-store.ts';
import { type PushServiceDeps, pushService } from './pushes/service.ts';

const SWEEP_EVERY_MS = 30_000;

async function main(): Promise<void> {
  const config = readConfig(process.env);
  const { store, cipher, linkKey } = await openDataStore(config, consoleLogger);
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  const files = pushFiles({
    filesDir: config.filesDir,
    cipher,
    now: Date.now,
    logger: consoleLogger,
    linkKey,
  });
  const orphans = await files.removeOrphans(() => store.heldFileIds());
  if (orphans > 0) consoleLogger.info(`Removed ${orphans} stored file(s) that no push holds.`);
  const metrics =
    config.metrics === null
      ? undefined
      : { registry: createMetrics({ storeHealth: () => store.health() }), token: config.metrics.token };
  const counters = memoryCounters();
  const serviceDeps: PushServiceDeps = {
    store,
    cipher,
    settings: config.settings,
    now: Date.now,
    newUrlToken: newSecretToken,
    counters,
    onExpired: files.onExpired,
    fileLink: files.fileLink,
  };
  const service = metrics ? countedPushService(serviceDeps, metrics.registry) : pushService(serviceDeps);
  const sessions = new SessionStore(store, Date.now);
  const app = createApp({
    store,
    service,
    settings: config.settings,
    secretPushVersion: version,
    logger: consoleLogger,
    bodyLimitBytes: config.bodyLimitBytes,
    files,
    trustedProxies: parseTrustedProxies(config.trustedProxies).trust,
    ...(metrics ? { metrics } : {}),
    sessions,
    throttling: config.throttling,
    counters,
  });
  const adminSocket = await serveAdminSocket(config.dataDir, userAdmin(store), consoleLogger);
  const sweep = async () => {
    await service.sweep();
    await files.sweep();
    await sessions.sweep();
  };
  await sweep();
  const sweeper = setInterval(() => {
    sweep().catch((error: unknown) => consoleLogger.error(`expiry sweep failed: ${describeError(error)}`));
  }, SWEEP_EVERY_MS);

  const server = serve(
    {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      serverOptions: deadlineOptions(config.connections),
    },
    (info) => {
      const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      consoleLogger.info(`Secret Push listening on http://${host}:${info.port} (data in ${config.dataDir})`);
    },
  );
  capConnections(server, config.connections);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    consoleLogger.info(`${signal} received: finishing requests in flight, then stopping.`);
    clearInterval(sweeper);
    adminSocket.close();
    // close() waits for requests in flight; their writes resolve before the store closes.
    server.close(() => {
      // File removals already started finish before the process goes.
      files
        .idle()
        .then(() => store.close())
        .then(
          () => {
            consoleLogger.flush();
            process.exit(0);
          },
          (error: unknown) => {
            consoleLogger.error(`closing the store failed: ${describeError(error)}`);
            process.exit(1);
          },
        );
    });
    // Keep-alive sockets go idle as their last answer leaves; close them as they do, not all at once.
    setInterval(() => {
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    }, 100).unref();
    // A client that never finishes its request must not hold the stop forever.
    setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  // Configuration, key and damaged-store errors are written for people; anything else gets its kind and place only.
  const known =
    error instanceof Error &&
    ['ConfigError', 'KeyError', 'StoreLockedError', 'StoreCorruptError'].includes(error.name);
  console.error(known ? `Secret Push cannot start: ${(error as Error).message}` : describeError(error));
  process.exit(1);
});
