import type { AccountSettings } from '../../accounts/account-settings.ts';
import { oidcClientFor } from '../../accounts/sso/oidc-client.ts';

/**
 * What a page with the single sign-on button adds to its CSP's `form-action`: the button's POST is
 * answered with a redirect to the provider, and browsers hold redirects of a form to that list.
 * Empty without single sign-on. Use: `contentSecurityPolicy(nonce, `'self'${ssoFormTargets(accounts)}`)`.
 */
export function ssoFormTargets(accounts: AccountSettings): string {
  if (accounts.oidc === null) return '';
  return oidcClientFor(accounts.oidc)
    .formTargets()
    .map((origin) => ` ${origin}`)
    .join('');
}
