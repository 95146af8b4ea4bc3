import { Hono } from 'hono';
import type { AccountFlowDeps } from './account-flow-deps.ts';
import type { PageEnv } from './page-env.ts';

/** Single sign-on with an OpenID Connect provider: the start of the flow and its callback. */
export function ssoRoutes(_deps: AccountFlowDeps) {
  return new Hono<PageEnv>();
}
