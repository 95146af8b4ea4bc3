import { afterEach, expect } from 'vitest';
import { DEFAULT_ACCOUNT_SETTINGS, type OidcSettings } from '../../../server/accounts/account-settings.ts';
import { userAdmin } from '../../../server/accounts/user-admin.ts';
import { createApp } from '../../../server/app.ts';
import { memoryCounters } from '../../../server/limits/memory-counters.ts';
import type { Logger } from '../../../server/log/log.ts';
import { pushService } from '../../../server/pushes/service.ts';
import { openMemoryStore } from '../../../server/store/memory-store.ts';
import { sessionIdHash } from '../../../server/web/chrome/session-store.ts';
import { defaultSettings } from '../../../shared/settings.ts';
import {
  type AccountClaims,
  type OidcTestProvider,
  startOidcTestProvider,
} from '../../support/oidc-test-provider.ts';
import { T0 } from '../harness.ts';
import type { webClient } from '../web-client.ts';

type WebClient = ReturnType<typeof webClient>;

import { randomBytes } from 'node:crypto';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';

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
export async function ssoHarness(oidc: Partial<OidcSettings> = {}, options: { serve?: boolean } = {}) {
  const provider = await testProvider();
  if (options.serve !== false) provider.serve(CALLBACK);
  const clock = { now: T0 };
  const now = () => clock.now;
  const lines: string[] = [];
  const logger: Logger = { info: (l) => lines.push(l), error: (l) => lines.push(l) };
  const store = openMemoryStore();
  const settings = defaultSettings();
  const counters = memoryCounters();
  const cipher = aesGcmCipher(randomBytes(32));
  const service = pushService({ store, cipher, settings, now, newUrlToken: () => 'x'.repeat(24), counters });
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
  const app = createApp({
    store,
    service,
    settings,
    secretPushVersion: '0.1.0',
    logger,
    bodyLimitBytes: 1024 * 1024,
    counters,
    now,
    accounts: { ...DEFAULT_ACCOUNT_SETTINGS, oidc: oidcSettings },
  });
  const admin = userAdmin(store, now);
  await admin.add('alice@example.com');
  await admin.setPassword('alice@example.com', 'alice has a long password');
  return { app, store, clock, provider, logLines: lines, oidc: oidcSettings };
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
