import type { Logger } from '../log/log.ts';
import { redactPath } from '../log/log.ts';
import { pathOf } from './request-url.ts';

type Fetch<A extends unknown[]> = (request: Request, ...rest: A) => Response | Promise<Response>;

/**
 * A request line in the log for every answer but the health check's (method, redacted path, status, time), kept outside
 * Hono's middleware chain: as middleware it cost every route Hono's synchronous single-handler path.
 */
export function withRequestLog<A extends unknown[]>(
  fetch: Fetch<A>,
  logger: Logger,
  now: () => number,
): Fetch<A> {
  const finish = (request: Request, response: Response, started: number) => {
    logger.info(
      `${request.method} ${redactPath(pathOf(request.url))} ${response.status} ${now() - started}ms`,
    );
    return response;
  };
  return (request, ...rest) => {
    // The health check is polled every few seconds by load balancers: a line each would drown the log.
    if (pathOf(request.url) === '/up') return fetch(request, ...rest);
    const started = now();
    const response = fetch(request, ...rest);
    return response instanceof Promise
      ? response.then((r) => finish(request, r, started))
      : finish(request, response, started);
  };
}
