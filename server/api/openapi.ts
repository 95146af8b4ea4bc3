import { Hono } from 'hono';
import { apiDescription } from '../openapi/document.ts';

/** `/api/v2/openapi.json` (the app strips `.json` from API paths before routing). */
export function openApiRoutes() {
  // Written once: the description does not change while the server runs.
  const body = JSON.stringify(apiDescription);
  return new Hono().get('/', (c) =>
    c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }),
  );
}
