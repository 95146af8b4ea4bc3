import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { userAdmin } from './accounts/user-admin.ts';
import { serveAdminSocket } from './admin/socket-server.ts';
import { createApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { newSecretToken } from './crypto/tokens.ts';
import { pushFiles } from './files/push-files.ts';
import { stopOnSignals } from './graceful-stop.ts';
import { startHousekeeping } from './housekeeping.ts';
import { capConnections, deadlineOptions } from './http/connection-limits.ts';
import type { Logger } from './http/log.ts';
import { parseTrustedProxies } from './http/trusted-proxies.ts';
import { countedPushService } from './metrics/counted-service.ts';
import { createMetrics } from './metrics/metrics.ts';
import { openDataStore } from './open-data-store.ts';
import { SessionStore } from './pages/session-store.ts';
import { type PushServiceDeps, pushService } from './pushes/service.ts';

/**
 * One serving process: the whole server when WEB_CONCURRENCY is 1, else one of the workers. Opens
 * the store, serves the port, keeps house, and stops in order on SIGTERM or SIGINT.
 */
export async function runServer(config: ServerConfig, logger: Logger & { flush(): void }): Promise<void> {
  const { store, cipher, linkKey, counters, shared, where } = await openDataStore(config, logger);
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  const files = pushFiles({ filesDir: config.filesDir, cipher, now: Date.now, logger, linkKey });
  const metrics =
    config.metrics === null
      ? undefined
      : {
          registry: createMetrics({ storeHealth: () => store.health(), acrossWorkers: cluster.isWorker }),
          token: config.metrics.token,
        };
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
    logger,
    bodyLimitBytes: config.bodyLimitBytes,
    files,
    trustedProxies: parseTrustedProxies(config.trustedProxies).trust,
    ...(metrics ? { metrics } : {}),
    sessions,
    throttling: config.throttling,
    counters,
  });
  // The embedded store is this process's alone, so `secret-push user` asks it; over PostgreSQL the
  // command opens the database itself.
  const adminSocket = shared ? null : await serveAdminSocket(config.dataDir, userAdmin(store), logger);
  const housekeeping = await startHousekeeping({
    store,
    shared,
    files,
    sweep: async () => {
      await service.expireDue();
      await files.sweep();
      await sessions.sweep();
    },
    ownSweep: () => service.writeHeldFailures(),
    requestTimeoutMs: config.connections.requestTimeoutMs,
    logger,
  });

  const server = serve(
    {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      serverOptions: deadlineOptions(config.connections),
    },
    (info) => {
      const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      logger.info(`Secret Push listening on http://${host}:${info.port} (data in ${where})`);
    },
  );
  capConnections(server, config.connections);
  stopOnSignals({
    server,
    logger,
    stopping: () => {
      housekeeping.stop();
      adminSocket?.close();
    },
    // File removals already started finish before the store closes.
    finish: () => files.idle().then(() => store.close()),
  });
}
