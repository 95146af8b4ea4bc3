import type { Context } from 'hono';
import { html } from 'hono/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ProviderFailureKind } from '../../accounts/sso/provider-failure.ts';
import type { PersonRefusal } from '../../accounts/sso/sso-person.ts';
import { type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';

/** Every way a single sign-on ends without a session, as the callback tells them apart. */
export type SsoRefusal =
  | PersonRefusal
  | { refused: 'state' | 'replayed' | 'expired' }
  | { refused: ProviderFailureKind };

export type SsoRefusalKind = SsoRefusal['refused'];

export const REFUSAL_STATUS: Record<SsoRefusalKind, ContentfulStatusCode> = {
  unverified: 403,
  domain: 403,
  no_account: 403,
  state: 400,
  replayed: 410,
  expired: 410,
  provider_refused: 403,
  provider_down: 503,
  provider_error: 502,
};

function refusalText(c: Context<PageEnv>, refusal: SsoRefusal): string {
  const { t } = pageLanguage(c);
  switch (refusal.refused) {
    case 'unverified':
      return t('sso.refusedUnverified');
    case 'domain':
      return t('sso.refusedDomain', { domain: refusal.domain });
    case 'no_account':
      return t('sso.refusedNoAccount', { email: refusal.email });
    case 'state':
      return t('sso.refusedState');
    case 'replayed':
      return t('sso.refusedReplayed');
    case 'expired':
      return t('sso.refusedExpired');
    case 'provider_refused':
      return t('sso.refusedByProvider');
    case 'provider_down':
      return t('sso.providerDown');
    case 'provider_error':
      return t('sso.providerError');
  }
}

/** Why single sign-on did not sign the person in, and the way back to the sign-in page. */
export function ssoRefusalPage(c: Context<PageEnv>, refusal: SsoRefusal, returnTo: string | null): Markup {
  const { t } = pageLanguage(c);
  const signIn =
    returnTo === null ? '/users/sign_in' : `/users/sign_in?return_to=${encodeURIComponent(returnTo)}`;
  return page(
    c,
    t('sso.refusedTitle'),
    html`<h1>${t('sso.refusedHeading')}</h1>
    <p class="error" role="alert">${refusalText(c, refusal)}</p>
    <p><a href="${signIn}">${t('sso.backToSignIn')}</a></p>`,
  );
}
