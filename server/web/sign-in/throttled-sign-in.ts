import type { Context } from 'hono';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { passkeyScript } from '../passkeys/passkey-script.ts';
import { signInPage } from './account-views.ts';

type SignInPageDeps = Parameters<typeof signInPage>[1];

/**
 * The sign-in page an address past its attempts gets, 429, whichever way it tried: a password or
 * a passkey (whose routes are given this, as they sit below the sign-in pages).
 */
export async function throttledSignIn(
  c: Context<PageEnv>,
  deps: SignInPageDeps,
  returnTo: string | null,
): Promise<Response> {
  const error = pageLanguage(c).t('account.signInTooMany');
  return c.html(signInPage(c, deps, { returnTo, error, passkeyScript: await passkeyScript() }), 429);
}
