import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_SETTINGS, type OidcSettings } from '../../../server/accounts/account-settings.ts';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import { memoryCounters } from '../../../server/limits/memory-counters.ts';
import { openMemoryStore } from '../../../server/store/memory/memory-store.ts';
import type { PageEnv } from '../../../server/web/chrome/page-env.ts';
import { pageSecurityHeaders } from '../../../server/web/chrome/security-headers.ts';
import { SessionStore } from '../../../server/web/chrome/session-store.ts';
import { webSession } from '../../../server/web/chrome/web-session.ts';
import { ssoRoutes } from '../../../server/web/sso/sso-routes.ts';
import { T0 } from '../harness.ts';
import { webClient } from '../web-client.ts';
import { visitProvider } from './provider-visit.ts';
import { CALLBACK, testProvider } from './sso-harness.ts';

/** The single sign-on routes alone, mounted as the web routes mount them, with a logger the test reads. */
async function loggedRoutes(oidc: Partial<OidcSettings>) {
  const provider = await testProvider();
  provider.serve(CALLBACK);
  const store = openMemoryStore();
  const now = () => T0;
  const sessions = new SessionStore(store, now);
  const lines: string[] = [];
  const settings: OidcSettings = {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    allowedDomains: [],
    autoProvision: false,
    passwordSignIn: true,
    timeoutMs: 10_000,
    name: null,
    ...oidc,
  };
  const app = new Hono<PageEnv>().use('*', pageSecurityHeaders(), webSession(sessions, store, null)).route(
    '/users/auth/oidc',
    ssoRoutes({
      store,
      sessions,
      counters: memoryCounters(),
      mailer: null,
      accounts: { ...DEFAULT_ACCOUNT_SETTINGS, oidc: settings },
      cipher: aesGcmCipher(randomBytes(32)),
      digestKey: randomBytes(32),
      overrideBaseUrl: null,
      now,
      logger: { info: (l) => lines.push(l), error: (l) => lines.push(l) },
    }),
  );
  return { app, provider, lines, settings };
}

describe('single sign-on logging', () => {
  it('logs the kind of each refusal and nothing of the exchange: no code, state, claim or secret', async () => {
    const { app, provider, lines, settings } = await loggedRoutes({ allowedDomains: ['example.com'] });
    const visitor = webClient(app, 'http://push.test');
    const start = async () => {
      await visitor.get('/anywhere');
      const csrf = visitor.cookies.get('sp_csrf') ?? '';
      const started = await visitor.postRaw('/users/auth/oidc', { _csrf: csrf });
      return started.headers.get('location') ?? '';
    };
    const outsider = await visitProvider(await start(), 'outsider');
    expect((await visitor.get(`${outsider.pathname}${outsider.search}`)).status).toBe(403);
    const forged = await visitProvider(await start(), 'alice');
    const sent = forged.searchParams.get('code') ?? '';
    forged.searchParams.set('code', 'forged-code');
    expect((await visitor.get(`${forged.pathname}${forged.search}`)).status).toBe(502);
    expect((await visitor.get(`${forged.pathname}${forged.search}`)).status).toBe(410);
    await provider.stop();

    expect(lines).toEqual([
      'single sign-on refused: domain',
      'single sign-on refused: provider_error (OAUTH_RESPONSE_BODY_ERROR)',
      'single sign-on refused: replayed',
    ]);
    const secrets = [
      settings.clientSecret,
      sent,
      outsider.searchParams.get('code') ?? '',
      outsider.searchParams.get('state') ?? '',
      'olga',
      'elsewhere.test',
    ];
    for (const secret of secrets) expect(lines.join('\n')).not.toContain(secret);
  });
});
