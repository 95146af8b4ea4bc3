import type { Logger } from './log.ts';
import { redactPath } from './log.ts';

type Fetch<A extends unknown[]> = (request: Request, ...rest: A) => Response | Promise<Response>;

/** The path of a request URL without building a URL object: the hot path runs this per request. */
export function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return '/';
  const end = url.indexOf('?', start);
  return end === -1 ? url.slice(start) : url.slice(start, end);
}

/**
 * A request line in the log for every answer (method, redacted path, status, time), kept outside
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
    const started = now();
    const response = fetch(request, ...rest);
    return response instanceof Promise
      ? response.then((r) => finish(request, r, started))
      : finish(request, response, started);
  };
}
