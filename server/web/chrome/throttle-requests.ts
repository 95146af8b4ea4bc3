import type { MiddlewareHandler } from 'hono';
import { apiJson } from '../../http/api-json.ts';
import { clientAddress } from '../../http/client-info.ts';
import type { RequestThrottle } from '../../http/throttle.ts';
import { tooManyRequestsPage } from './fallback-pages.ts';

export const TOO_MANY_REQUESTS = { error: 'Too many requests from this address. Please retry later.' };

/** The health check answers however busy a client is, as in Password Pusher. */
const EXEMPT_PATHS = new Set(['/up']);

/**
 * Refuses requests past the per-client throttles: 429 with Retry-After, JSON on the API. A refusal
 * costs no store read (its page looks up no session), so a flood past the limit stays cheap.
 */
export function throttleRequests(throttle: RequestThrottle, now: () => number): MiddlewareHandler {
  return async (c, next) => {
    if (EXEMPT_PATHS.has(c.req.path)) return next();
    // Counted before any other work, the check and the count in one step: parallel requests can't slip past.
    const waitSeconds = await throttle.hit(clientAddress(c), now());
    if (waitSeconds === 0) return next();
    c.header('Retry-After', String(waitSeconds));
    return c.req.path.startsWith('/api/') ? apiJson(c, TOO_MANY_REQUESTS, 429) : tooManyRequestsPage(c);
  };
}
