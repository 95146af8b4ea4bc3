import type { MiddlewareHandler } from 'hono';
import type { AccountSettings } from '../../accounts/account-settings.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { returnToFrom } from '../chrome/return-target.ts';
import { SETUP_PATH } from './two-factor-pending.ts';

/**
 * Pages a person without a second factor may still open where one is required: signing out, setting
 * one up (a code or a passkey), the language of their pages, and the pages of a secret link, which anyone may open.
 */
const STILL_OPEN = [
  /^\/users\/sign_out$/,
  /^\/users\/two_factor(\/|$)/,
  // A passkey is a second factor too: adding one is another way on.
  /^\/users\/passkeys(\/|$)/,
  /^\/users\/account\/language$/,
  // The extension's own calls carry a token, not this session: they must get their JSON answers.
  /^\/users\/extension\/(token|sign_out)$/,
  /^\/p\/[^/]+(\/r|\/sealed|\/delete|\/deleted)?$/,
  /^\/open$/,
  /^\/api$/,
];

/**
 * `PWP__REQUIRE_MFA`, or the policy's `twoFactorRequired`: a person signed in with a password and no second factor is sent to set one up
 * before any other signed-in page, and brought back to the page asked for. A single sign-on session
 * is let through: its provider's factors stand for ours. So is a user with a passkey: it is their
 * second factor after a password, and a sign-in with it stands for both.
 */
export function requireSecondFactor(
  accounts: AccountSettings,
  policyRequires: () => Promise<boolean> = async () => false,
  hasPasskey: (userId: string) => Promise<boolean> = async () => false,
): MiddlewareHandler<PageEnv> {
  return async (c, next) => {
    const user = c.get('user');
    const session = c.get('session');
    const exempt =
      user === null ||
      session === null ||
      session.via === 'sso' ||
      user.totp !== undefined ||
      user.passwordHash === null ||
      STILL_OPEN.some((path) => path.test(c.req.path)) ||
      // The policy's twoFactorRequired: an administrator may require it where PWP__REQUIRE_MFA is unset.
      !(accounts.requireMfa || (await policyRequires()));
    if (exempt || (await hasPasskey(user.id))) return next();
    const url = new URL(c.req.url);
    url.searchParams.delete('locale');
    const back = c.req.method === 'GET' ? returnToFrom(`${url.pathname}${url.search}`) : null;
    return c.redirect(
      back === null ? SETUP_PATH : `${SETUP_PATH}?return_to=${encodeURIComponent(back)}`,
      303,
    );
  };
}
