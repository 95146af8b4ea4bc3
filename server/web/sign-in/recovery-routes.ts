import { Hono } from 'hono';
import { RecoveryLimiter } from '../../accounts/recovery-limiter.ts';
import type { AccountFlowDeps } from '../chrome/account-flow-deps.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { emailChangeRoutes } from './email-change-routes.ts';
import { resetRoutes } from './recovery-reset-routes.ts';
import { signupRoutes } from './signup-routes.ts';

/** Password reset by e-mail, sign-up confirmed by e-mail and a confirmed change of e-mail address. */
export function recoveryRoutes(deps: AccountFlowDeps) {
  // One limit for the three forms: each sends mail to the address typed.
  const limiter = new RecoveryLimiter(deps.counters, deps.now);
  return new Hono<PageEnv>()
    .route('/password', resetRoutes(deps, limiter))
    .route('/sign_up', signupRoutes(deps, limiter))
    .route('/account/email', emailChangeRoutes(deps, limiter));
}
