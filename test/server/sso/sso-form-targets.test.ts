import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../../server/accounts/account-settings.ts';
import { ssoFormTargets } from '../../../server/web/sso/sso-form-targets.ts';
import { webClient } from '../web-client.ts';
import { ssoHarness } from './sso-harness.ts';

describe("the sign-in form's targets", () => {
  it('are none without single sign-on', () => {
    expect(ssoFormTargets(DEFAULT_ACCOUNT_SETTINGS)).toBe('');
  });

  it("are the provider's origin, before and after its discovery document is read", async () => {
    const h = await ssoHarness();
    const accounts = { ...DEFAULT_ACCOUNT_SETTINGS, oidc: h.oidc };
    expect(ssoFormTargets(accounts)).toBe(` ${h.provider.issuer}`);
    const visitor = webClient(h.app);
    await visitor.get('/users/sign_in');
    const started = await visitor.post('/users/auth/oidc');
    expect(new URL(started.headers.get('location') ?? '').origin).toBe(h.provider.issuer);
    expect(ssoFormTargets(accounts)).toBe(` ${h.provider.issuer}`);
  });
});
