import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A push, a token or an audit log must never sit in a cache: every API answer says so. */
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * An API answer. The header goes in as the response is made: set on a finished response it made
 * Hono rebuild it, and as middleware it cost every route Hono's single-handler path.
 */
export function apiJson(c: Context, body: unknown, status: ContentfulStatusCode = 200): Response {
  return c.json(body, status, NO_STORE);
}
