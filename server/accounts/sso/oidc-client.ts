import * as oidc from 'openid-client';
import { isLoopbackUrl, type OidcSettings } from '../account-settings.ts';
import { ProviderFailed, providerFailure } from './provider-failure.ts';

/** What the callback checks the provider's answer against; kept sealed in the store between the two steps. */
export interface FlowChecks {
  state: string;
  nonce: string;
  /** The PKCE code verifier; only its challenge went to the provider. */
  verifier: string;
}

/** The claims of a verified ID token that decide who signs in. */
export interface VerifiedClaims {
  email: string | null;
  /** True only when the provider says so with a JSON `true`. */
  emailVerified: boolean;
}

/** The relying party's two steps; the protocol itself is openid-client's. */
export interface OidcClient {
  /** Fresh state, nonce and PKCE verifier, and the provider's authorization URL carrying them. */
  begin(redirectUri: string): Promise<{ url: URL; checks: FlowChecks }>;
  /** Checks the callback, trades its code for tokens and returns the verified ID token's claims. */
  finish(callbackUrl: URL, checks: FlowChecks): Promise<VerifiedClaims>;
}

/** Seconds each request to the provider may take: a hung provider gets a clear page, not a hung one. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * An OpenID Connect client for one provider. Its discovery document is fetched once and kept for
 * the life of the process; a failed discovery is not kept, so the next sign-in tries again.
 */
export function openidClient(settings: OidcSettings): OidcClient {
  const issuer = new URL(settings.issuer);
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    discovered ??= oidc
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        // Plain http only for a provider on this machine (a test provider); config.ts refuses it elsewhere.
        ...(issuer.protocol === 'http:' && isLoopbackUrl(issuer)
          ? { execute: [oidc.allowInsecureRequests] }
          : {}),
      })
      .catch((error: unknown) => {
        discovered = null;
        throw new ProviderFailed('provider_down', error);
      });
    return discovered;
  };

  return {
    async begin(redirectUri) {
      const config = await configuration();
      const checks: FlowChecks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email',
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url, checks };
    },
    async finish(callbackUrl, checks) {
      const config = await configuration();
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.verifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (claims === undefined) throw new ProviderFailed('provider_error');
        return {
          email: typeof claims.email === 'string' ? claims.email : null,
          emailVerified: claims.email_verified === true,
        };
      } catch (error) {
        throw error instanceof ProviderFailed ? error : new ProviderFailed(providerFailure(error), error);
      }
    },
  };
}
