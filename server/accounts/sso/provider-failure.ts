import * as oidc from 'openid-client';

/**
 * How a talk with the provider failed: it could not be reached (or answered as a broken server
 * does), it refused the person (`?error=access_denied`), or its answer did not pass the checks.
 */
export type ProviderFailureKind = 'provider_down' | 'provider_refused' | 'provider_error';

export class ProviderFailed extends Error {
  override name = 'ProviderFailed';
  constructor(
    readonly kind: ProviderFailureKind,
    cause?: unknown,
  ) {
    super(`single sign-on failed: ${kind}`, { cause });
  }

  /**
   * The library's name for what went wrong (`OAUTH_JWT_TIMESTAMP_CHECK_FAILED`, say): a fixed
   * identifier that tells an administrator where to look, never a value from the exchange.
   */
  get detail(): string | null {
    const cause = this.cause;
    if (!(cause instanceof Error)) return null;
    const code = (cause as { code?: unknown }).code;
    return typeof code === 'string' && /^[A-Z_]+$/.test(code) ? code : cause.name;
  }
}

/** openid-client's codes for a request that got no answer in time, or an answer from something else. */
const PROVIDER_ABSENT = new Set(['OAUTH_TIMEOUT', 'OAUTH_ABORT', 'OAUTH_RESPONSE_IS_NOT_CONFORM']);

/** Sorts an error of openid-client into the failure a person is told about. */
export function providerFailure(error: unknown): ProviderFailureKind {
  if (error instanceof oidc.AuthorizationResponseError) return 'provider_refused';
  if (error instanceof oidc.ResponseBodyError)
    return error.status >= 500 ? 'provider_down' : 'provider_error';
  if (error instanceof oidc.WWWAuthenticateChallengeError) return 'provider_error';
  if (error instanceof oidc.ClientError) {
    // No answer in time, or an answer that is not the protocol's at all (a proxy's 502 page, say): the provider is not there.
    return PROVIDER_ABSENT.has(error.code ?? '') ? 'provider_down' : 'provider_error';
  }
  // What is left are the failures of the request itself: refused connections, resets, timeouts.
  return 'provider_down';
}
