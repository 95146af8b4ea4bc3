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
    let text: string;
    try {
      text = await metrics.text();
    } catch (error) {
      // Several workers, one of them not answering (starting, or stopping): the scrape is retried.
      return c.text(`${error instanceof Error ? error.message : String(error)}\n`, 503, headers);
    }
    return c.body(text, 200, { ...headers, 'Content-Type': metrics.contentType });
  });
}
