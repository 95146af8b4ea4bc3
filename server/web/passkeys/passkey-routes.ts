import { Hono } from 'hono';
import { userAdmin } from '../../accounts/user-admin.ts';
import type { AccountFlowDeps } from '../chrome/account-flow-deps.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { passkeyAccountRoutes } from './passkey-account-routes.ts';
import { passkeyDeps, type ThrottledSignIn } from './passkey-deps.ts';
import { passkeyScript } from './passkey-script.ts';
import { passkeySignInRoutes } from './passkey-sign-in-routes.ts';
import { passkeyStepRoutes } from './passkey-step-routes.ts';

/**
 * Passkeys under /users: signing in with one, the second step with one, and the account's own.
 * Mounted before the two-factor pages, whose set-up pages ask for a session the second step has not.
 */
export function passkeyRoutes(flow: AccountFlowDeps, throttled: ThrottledSignIn, challengeMs?: number) {
  const deps = passkeyDeps(flow, userAdmin(flow.store, flow.now), throttled, challengeMs);
  // Bundled at start, so the first page that shows a passkey form waits for nothing.
  void passkeyScript();
  return new Hono<PageEnv>()
    .route('/passkeys/sign_in', passkeySignInRoutes(deps))
    .route('/passkeys', passkeyAccountRoutes(deps))
    .route('/two_factor/passkey', passkeyStepRoutes(deps));
}
