import { afterEach, expect } from 'vitest';
import type { OidcSettings } from '../../../server/accounts/account-settings.ts';
import type { DirectorySettings } from '../../../server/accounts/directory/directory-settings.ts';
import { sessionIdHash } from '../../../server/web/chrome/session-store.ts';
import {
  type AccountClaims,
  type OidcTestProvider,
  startOidcTestProvider,
} from '../../support/oidc-test-provider.ts';
import { harness } from '../harness.ts';
import type { webClient } from '../web-client.ts';

type WebClient = ReturnType<typeof webClient>;

export const ORIGIN = 'http://push.test';
export const CALLBACK = `${ORIGIN}/users/auth/oidc/callback`;

/** The people the test provider knows, by the account id typed at its login form. */
export const PEOPLE: Record<string, AccountClaims> = {
  carol: { email: 'Carol@Example.com', email_verified: true },
  alice: { email: 'alice@example.com', email_verified: true },
  mallory: { email: 'mallory@example.com', email_verified: false },
  outsider: { email: 'olga@elsewhere.test', email_verified: true },
  entra: { email: 'erin@example.com', xms_edov: true },
  entraUnverified: { email: 'eve@example.com', xms_edov: false },
  silent: { email: 'sam@example.com' },
};

const providers: OidcTestProvider[] = [];
afterEach(async () => {
  for (const provider of providers.splice(0)) await provider.stop();
});

/** A test provider knowing PEOPLE, stopped after the test. */
export async function testProvider(): Promise<OidcTestProvider> {
  const provider = await startOidcTestProvider(PEOPLE);
  providers.push(provider);
  return provider;
}

/**
 * A Secret Push app over a memory store and a clock the test moves, with single sign-on at a real
 * OpenID provider on loopback; alice already has an account (and a password).
 */
export async function ssoHarness(
  oidc: Partial<OidcSettings> = {},
  options: { serve?: boolean; directory?: DirectorySettings } = {},
) {
  const provider = await testProvider();
  if (options.serve !== false) provider.serve(CALLBACK);
  const oidcSettings: OidcSettings = {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    allowedDomains: [],
    autoProvision: false,
    passwordSignIn: true,
    timeoutMs: 10_000,
    name: 'Example ID',
    ...oidc,
  };
  const accounts = { oidc: oidcSettings, ...(options.directory ? { directory: options.directory } : {}) };
  const h = await harness(undefined, { accounts, users: 'alice', bodyLimitBytes: 1024 * 1024 });
  await h.admin.setPassword('alice@example.com', 'alice has a long password');
  return {
    app: h.app,
    store: h.store,
    clock: h.clock,
    policy: h.policy,
    provider,
    logLines: h.logLines,
    oidc: oidcSettings,
    harness: h,
  };
}

export type SsoHarness = Awaited<ReturnType<typeof ssoHarness>>;

/** Starts single sign-on from the sign-in page and returns where the browser is sent. */
export async function startSignOn(h: SsoHarness, visitor: WebClient, returnTo?: string) {
  await visitor.get('/users/sign_in');
  const started = await visitor.post(
    '/users/auth/oidc',
    returnTo === undefined ? {} : { return_to: returnTo },
  );
  expect(started.status).toBe(303);
  const location = started.headers.get('location') ?? '';
  expect(location.startsWith(`${h.provider.issuer}/`)).toBe(true);
  return location;
}

/** The callback's path and query, as the provider sent the browser back. */
export const callbackPath = (callback: URL) => {
  expect(callback.origin).toBe(ORIGIN);
  expect(callback.pathname).toBe('/users/auth/oidc/callback');
  return `${callback.pathname}${callback.search}`;
};

export async function sessionOf(h: SsoHarness, visitor: WebClient) {
  const id = visitor.cookies.get('sp_session');
  return id === undefined ? undefined : h.store.findSession(sessionIdHash(id));
}
