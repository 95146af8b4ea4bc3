import { Hono } from 'hono';
import { SECOND_STEP, SignInLimiter } from '../../accounts/sign-in-limiter.ts';
import { userAdmin } from '../../accounts/user-admin.ts';
import type { AccountFlowDeps } from '../chrome/account-flow-deps.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import type { TwoFactorDeps } from './two-factor-guard.ts';
import { manageRoutes } from './two-factor-manage-routes.ts';
import { setupRoutes } from './two-factor-setup-routes.ts';
import { secondStepRoutes } from './two-factor-step-routes.ts';

/** TOTP set-up and removal, backup codes and the second step of a password sign-in, under /users. */
export function twoFactorRoutes(flow: AccountFlowDeps) {
  const deps: TwoFactorDeps = {
    ...flow,
    admin: userAdmin(flow.store, flow.now),
    limiter: new SignInLimiter(flow.counters, flow.now),
    stepLimiter: new SignInLimiter(flow.counters, flow.now, SECOND_STEP),
  };
  return new Hono<PageEnv>()
    .route('/two_factor/setup', setupRoutes(deps))
    .route('/two_factor', manageRoutes(deps))
    .route('/two_factor', secondStepRoutes(deps));
}
