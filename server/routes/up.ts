import { Hono } from 'hono';
import type { Store } from '../store/port.ts';

/** Rails' health page, as Password Pusher serves it: a green page when up, a red one when not. */
const page = (color: string) =>
  `<!DOCTYPE html><html><body style="background-color: ${color}"></body></html>`;

/**
 * `GET /up`: 200 while the store takes writes, 503 (with Retry-After) while it does not, for load
 * balancers and monitors. It is polled often, so it is left out of the request log.
 */
export function upRoutes(store: Store) {
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const health = await store.health();
    if (health.writable) return c.html(page('green'), 200);
    c.header('Retry-After', '5');
    return c.html(page('red'), 503);
  });
}
