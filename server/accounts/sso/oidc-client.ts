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
  /** True only when the provider says so with a JSON `true` (in `email_verified`, or Entra ID's `xms_edov`). */
  emailVerified: boolean;
  /** The groups the token's groups claim lists (names or ids); null when it has no such claim, as a token past Entra ID's group limit has none. */
  groups: string[] | null;
}

/** The relying party's two steps; the protocol itself is openid-client's. */
export interface OidcClient {
  /** Fetches the discovery document now, so the first sign-in need not wait; a failure is tried again later. */
  warmUp(): void;
  /** The origins a sign-in form's redirect may lead to: the issuer's, and the authorization endpoint's once known. */
  formTargets(): string[];
  /** Fresh state, nonce and PKCE verifier, and the provider's authorization URL carrying them. */
  begin(redirectUri: string): Promise<{ url: URL; checks: FlowChecks }>;
  /** Checks the callback, trades its code for tokens and returns the verified ID token's claims. */
  finish(callbackUrl: URL, checks: FlowChecks): Promise<VerifiedClaims>;
}

const clients = new WeakMap<OidcSettings, OidcClient>();

/** The one client of these settings in this process: the routes and the sign-in page share its discovery. */
export function oidcClientFor(settings: OidcSettings): OidcClient {
  let client = clients.get(settings);
  if (client === undefined) {
    client = openidClient(settings);
    clients.set(settings, client);
  }
  return client;
}

/**
 * An OpenID Connect client for one provider. Its discovery document is fetched once and kept for
 * the life of the process; a failed discovery is not kept, so the next sign-in tries again.
 */
function openidClient(settings: OidcSettings): OidcClient {
  const issuer = new URL(settings.issuer);
  let discovered: Promise<oidc.Configuration> | null = null;
  let authorizationOrigin: string | null = null;
  const configuration = () => {
    discovered ??= oidc
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        timeout: settings.timeoutMs / 1000,
        // Plain http only for a provider on this machine (a test provider); config.ts refuses it elsewhere.
        ...(issuer.protocol === 'http:' && isLoopbackUrl(issuer)
          ? { execute: [oidc.allowInsecureRequests] }
          : {}),
      })
      .then((config) => {
        const endpoint = config.serverMetadata().authorization_endpoint;
        authorizationOrigin = endpoint === undefined ? null : new URL(endpoint).origin;
        return config;
      })
      .catch((error: unknown) => {
        discovered = null;
        throw new ProviderFailed('provider_down', error);
      });
    return discovered;
  };

  return {
    warmUp() {
      configuration().catch(() => {});
    },
    formTargets() {
      return [...new Set([issuer.origin, authorizationOrigin ?? issuer.origin])];
    },
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
          // Entra ID never sends email_verified for work accounts; its optional xms_edov says the domain's owner vouches for it.
          emailVerified:
            claims.email_verified === true ||
            (claims.email_verified === undefined && claims.xms_edov === true),
          groups: groupsIn(claims[settings.groupsClaim ?? 'groups']),
        };
      } catch (error) {
        throw error instanceof ProviderFailed ? error : new ProviderFailed(providerFailure(error), error);
      }
    },
  };
}

/** A groups claim's names: a list of strings (Entra ID, Okta, Keycloak), or one string; anything else is no claim. */
function groupsIn(claim: unknown): string[] | null {
  if (typeof claim === 'string') return [claim];
  if (!Array.isArray(claim)) return null;
  return claim.filter((group): group is string => typeof group === 'string');
}
