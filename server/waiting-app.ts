import { Hono } from 'hono';
import { legacyApiPath } from './api/v1/legacy-paths.ts';
import { type Brand, DEFAULT_BRAND } from './brand/brand.ts';
import { apiJson } from './http/api-json.ts';
import { withRequestLog } from './http/request-log.ts';
import type { Logger } from './log/log.ts';
import { brandedPages } from './web/chrome/brand-pages.ts';
import { unavailablePage } from './web/chrome/fallback-pages.ts';

const RETRY_AFTER_SECONDS = '5';
/** The same words as any request the store cannot take (app.ts). */
const REFUSAL = {
  error: 'The server cannot save anything right now; nothing was changed. Try again shortly.',
};
const RED_PAGE = '<!DOCTYPE html><html><body style="background-color: red"></body></html>';

/**
 * What a worker serves while its store is not open yet (the database is down): every request is
 * answered as a running server answers it during an outage, 503 with Retry-After, so the worker
 * holds its share of the port instead of leaving its connections unanswered.
 */
export function waitingApp(logger: Logger, now: () => number, brand: Brand = DEFAULT_BRAND) {
  const app = new Hono();
  app.use(brandedPages(brand));
  app.get('/up', (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Retry-After', RETRY_AFTER_SECONDS);
    return c.html(RED_PAGE, 503);
  });
  app.all('*', (c) => {
    c.header('Retry-After', RETRY_AFTER_SECONDS);
    const path = c.req.path;
    const api = path.startsWith('/api/') || legacyApiPath(path) !== undefined;
    return api ? apiJson(c, REFUSAL, 503) : unavailablePage(c);
  });
  app.fetch = withRequestLog(app.fetch, logger, now);
  return app;
}
