import { Hono } from 'hono';
import { openPage } from './open-page-views.ts';
import type { PageEnv } from './page-env.ts';

/** `/open`: opens a pasted envelope in the browser; the server only serves the page. */
export function openPageRoutes() {
  return new Hono<PageEnv>().get('/', (c) => c.html(openPage(c)));
}
