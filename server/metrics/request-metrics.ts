import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Metrics } from './metrics.ts';

/**
 * The route pattern that answered: the handler at the index Hono dispatched last, or, when a
 * middleware answered first (a refused token, say), the handler it stood in front of. Never the
 * path itself, which may hold a secret link's token.
 */
export function answeringRoute(c: Context): string {
  const routes = matchedRoutes(c);
  for (let i = c.req.routeIndex; i < routes.length; i++) {
    const route = routes[i];
    if (route !== undefined && route.method !== 'ALL') return route.path;
  }
  return 'unmatched';
}

/** Times every request and counts it under its method, route pattern and status. */
export function requestMetrics(
  metrics: Metrics,
  clock: () => number = () => performance.now(),
): MiddlewareHandler {
  return async (c, next) => {
    const started = clock();
    await next();
    metrics.observeRequest(c.req.method, answeringRoute(c), c.res.status, (clock() - started) / 1000);
  };
}
