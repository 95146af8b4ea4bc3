import { Hono } from 'hono';
import type { AccountFlowDeps } from './account-flow-deps.ts';
import type { PageEnv } from './page-env.ts';

/** Password reset by e-mail, sign-up confirmed by e-mail and a confirmed change of e-mail address. */
export function recoveryRoutes(_deps: AccountFlowDeps) {
  return new Hono<PageEnv>();
}
