import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import { issueSetupLink, setupLinkMessage } from './accounts/invitations.ts';
import type { ServerConfig } from './config.ts';
import { describeDatabaseUrl } from './database/database-url.ts';
import { openWhenReachable } from './database/open-when-reachable.ts';
import { stopOnSignals } from './graceful-stop.ts';
import { capConnections, deadlineOptions } from './http/connection-limits.ts';
import type { Logger } from './log/log.ts';
import { openDataStore } from './open-data-store.ts';
import { type ServingApp, servingApp } from './serving-app.ts';
import { unreachableAtOpen } from './store/database-open-error.ts';
import { waitingApp } from './waiting-app.ts';

export interface StartOptions {
  /**
   * While the database can't be reached, serve 503 and keep trying to open the store: a worker
   * replaced during an outage. Otherwise a store that can't be opened fails the start, so a wrong
   * setting is said at once.
   */
  waitForStore?: boolean;
  /** Told once the store is open, just before the whole server serves. */
  onStoreOpen?: () => void;
  /** Told when the database cannot be reached, just before 503 is served while waiting for it. */
  onWaiting?: () => void;
  /** One per start, shared by its workers, so only one of them prints the setup link. */
  startId?: string;
}

/**
 * One serving process: the whole server when WEB_CONCURRENCY is 1, else one of the workers. Opens
 * the store, serves the port, keeps house, and stops in order on SIGTERM or SIGINT. Resolves once
 * the store is open; rejects when it cannot be.
 */
export async function runServer(
  config: ServerConfig,
  logger: Logger & { flush(): void },
  start: StartOptions = {},
): Promise<void> {
  let serving: ServingApp | null = null;
  let stopped = false;
  let setupToken: string | undefined;
  const listen = (fetch: ServingApp['fetch']) => {
    const server = serve(
      {
        // Read at each request: a waiting worker hands over to the whole server once the store is open.
        fetch: (request, env) => (serving?.fetch ?? fetch)(request, env),
        port: config.port,
        hostname: config.host,
        serverOptions: deadlineOptions(config.connections),
      },
      (info) => {
        const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
        logger.info(`Secret Push listening on http://${host}:${info.port} (data in ${where(config)})`);
        // The log is where whoever started the server looks, and a server with no user has no one
        // else to tell: this link is the one secret ever logged. It makes one administrator, only
        // while no user exists, and only within the hour.
        if (setupToken !== undefined) {
          const origin = config.settings.overrideBaseUrl ?? `http://${host}:${info.port}`;
          logger.info(setupLinkMessage(origin, setupToken));
        }
      },
    );
    capConnections(server, config.connections);
    stopOnSignals({
      server,
      logger,
      stopping: () => {
        stopped = true;
        serving?.stopping();
      },
      finish: () => serving?.finish() ?? Promise.resolve(),
    });
  };

  if (start.waitForStore !== true) {
    const data = await openDataStore(config, logger);
    const app = await servingApp(data, config, logger);
    setupToken = await issueSetupLink(data.store, start.startId ?? randomUUID(), Date.now());
    serving = app;
    start.onStoreOpen?.();
    listen(app.fetch);
    return;
  }
  let listening = false;
  const data = await openWhenReachable(() => openDataStore(config, logger), {
    unreachable: unreachableAtOpen,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    stopped: () => stopped,
    close: (opened) => opened.store.close(),
    // Only the errors `unreachable` accepts get here: their messages are said for people.
    onWaiting: (error) => {
      logger.error(`${(error as Error).message} Answering 503 and trying again until it answers.`);
      start.onWaiting?.();
      listen(waitingApp(logger, Date.now, config.brand).fetch);
      listening = true;
    },
    firstPauseMs: Math.min(100, config.databaseRetryMs),
    maxPauseMs: config.databaseRetryMs,
  });
  if (data === undefined) return;
  const app = await servingApp(data, config, logger);
  if (stopped) {
    app.stopping();
    await app.finish();
    return;
  }
  serving = app;
  start.onStoreOpen?.();
  if (listening) logger.info('store open: serving');
  // A database that answered at the first try: listen only now, so no request is refused meanwhile.
  else listen(app.fetch);
}

/** Where the data lives, for the log: never a password. */
function where(config: ServerConfig): string {
  const data = config.databaseUrl === null ? config.dataDir : describeDatabaseUrl(config.databaseUrl);
  const bucket = config.objectStorage;
  return bucket === null
    ? data
    : `${data}, files in bucket ${bucket.bucket} at ${new URL(bucket.endpoint).origin}`;
}
