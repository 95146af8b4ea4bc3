import { Hono } from 'hono';
import type { PageEnv } from '../chrome/page-env.ts';
import { openPage } from './open-page-views.ts';

/** `/open`: opens a pasted envelope in the browser; the server only serves the page. */
export function openPageRoutes() {
  return new Hono<PageEnv>().get('/', (c) => c.html(openPage(c)));
}
