import { Hono } from 'hono';
import type { AccountFlowDeps } from './account-flow-deps.ts';
import type { PageEnv } from './page-env.ts';

/** TOTP set-up and removal, backup codes and the second step of a password sign-in. */
export function twoFactorRoutes(_deps: AccountFlowDeps) {
  return new Hono<PageEnv>();
}
