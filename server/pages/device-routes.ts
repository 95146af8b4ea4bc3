import { Hono } from 'hono';
import type { AccountFlowDeps } from './account-flow-deps.ts';
import type { PageEnv } from './page-env.ts';

/** The extension's sign-in in the browser's web auth flow, and the browser tokens it makes. */
export function deviceRoutes(_deps: AccountFlowDeps) {
  return new Hono<PageEnv>();
}
