import { Hono } from 'hono';
import { safeEqual } from '../crypto/tokens.ts';
import type { Metrics } from './metrics.ts';
import { isTrustedPeer } from './metrics-access.ts';

const REFUSED = 'The metrics are answered only to this machine or with the metrics token.\n';

/** `GET /metrics` in Prometheus's text format, for trusted peers or a scraper holding the metrics token. */
export function metricsRoutes(metrics: Metrics, token: string | null) {
  const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
  return new Hono().get('/', async (c) => {
    const presented = c.req.header('authorization')?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
    const allowed =
      isTrustedPeer(c) || (token !== null && presented !== undefined && safeEqual(presented, token));
    if (!allowed) return c.text(REFUSED, 403, headers);
    return c.body(await metrics.text(), 200, { ...headers, 'Content-Type': metrics.contentType });
  });
}
