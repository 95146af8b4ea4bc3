import type { MiddlewareHandler } from 'hono';
import type { SignInLimiter } from '../../accounts/sign-in-limiter.ts';
import type { UserAdmin } from '../../accounts/user-admin.ts';
import type { AccountFlowDeps } from '../chrome/account-flow-deps.ts';
import { formExpired } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { signInFirst } from '../chrome/return-target.ts';
import { csrfMatches } from '../chrome/web-session.ts';

/** What the two-factor pages use beside the account flows' deps. */
export interface TwoFactorDeps extends AccountFlowDeps {
  admin: UserAdmin;
  /** The password step's limits, for a password typed again. */
  limiter: SignInLimiter;
  /** The second step's limits, per user and address. */
  stepLimiter: SignInLimiter;
}

/**
 * The signed-in user's own pages: a visitor is sent to sign in and brought back, and a POST's CSRF
 * token is checked before anything is read.
 */
export function signedInOnly(): MiddlewareHandler<PageEnv> {
  return async (c, next) => {
    if (c.get('user') === null) return signInFirst(c);
    if (c.req.method === 'POST' && !csrfMatches(c, await c.req.parseBody())) return formExpired(c);
    return next();
  };
}

/** `PWP__REQUIRE_MFA`, or the policy in force's `twoFactorRequired`: set-up is the way on, not a choice. */
export async function secondFactorRequired(
  deps: Pick<AccountFlowDeps, 'accounts' | 'policyRequiresSecondFactor'>,
): Promise<boolean> {
  return deps.accounts.requireMfa || (await deps.policyRequiresSecondFactor?.()) === true;
}

/** A form field as text; '' when it is missing or a file. */
export const field = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? form[name] : '';
