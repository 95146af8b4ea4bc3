import type { ServerType } from '@hono/node-server';
import { describeError, type Logger } from './log/log.ts';

/**
 * On SIGTERM or SIGINT: stop taking connections, let the requests in flight finish, then run
 * `finish` (close the store) and exit. `stopping` runs first (timers, the account socket).
 */
export function stopOnSignals(options: {
  server: ServerType;
  logger: Logger & { flush(): void };
  stopping: () => void;
  finish: () => Promise<void>;
}): void {
  const { server, logger } = options;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing requests in flight, then stopping.`);
    options.stopping();
    // close() waits for requests in flight; their writes resolve before the store closes.
    server.close(() => {
      options.finish().then(
        () => {
          logger.flush();
          process.exit(0);
        },
        (error: unknown) => {
          logger.error(`closing the store failed: ${describeError(error)}`);
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
