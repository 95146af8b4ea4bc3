import { Hono } from 'hono';
import type { StoreControl } from '../store/store-control.ts';

/** Rails' health page, as Password Pusher serves it: a green page when up, a red one when not. */
const page = (color: string) =>
  `<!DOCTYPE html><html><body style="background-color: ${color}"></body></html>`;

/**
 * `GET /up`: 200 while the store takes writes, 503 (with Retry-After) while it does not, for load
 * balancers and monitors. A balancer hands connections to any worker of the port, so a worker says
 * 200 only while every worker serves (`allWorkersServing`, asked of the primary). It is polled
 * often, so it is left out of the request log.
 */
export function upRoutes(store: StoreControl, allWorkersServing: () => Promise<boolean> = async () => true) {
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const health = await store.health();
    if (health.writable && (await allWorkersServing())) return c.html(page('green'), 200);
    c.header('Retry-After', '5');
    return c.html(page('red'), 503);
  });
}
