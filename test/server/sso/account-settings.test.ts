import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config.ts';

const PROVIDER = {
  PWP__OIDC__ISSUER: 'https://id.example.com/realms/team',
  PWP__OIDC__CLIENT_ID: 'secret-push',
  PWP__OIDC__CLIENT_SECRET: 'a client secret',
};

describe('the single sign-on settings', () => {
  it('are off without an issuer', () => {
    expect(readConfig({ PWP__OIDC__CLIENT_ID: 'secret-push' }).accounts.oidc).toBeNull();
  });

  it('read the provider, with password sign-in on, no domain limit and no provisioning by default', () => {
    expect(readConfig(PROVIDER).accounts.oidc).toEqual({
      issuer: 'https://id.example.com/realms/team',
      clientId: 'secret-push',
      clientSecret: 'a client secret',
      allowedDomains: [],
      autoProvision: false,
      passwordSignIn: true,
      name: null,
      timeoutMs: 10_000,
    });
  });

  it('read allowed domains in lower case without their @, provisioning, password sign-in off, a name and a timeout', () => {
    const oidc = readConfig({
      ...PROVIDER,
      PWP__OIDC__ALLOWED_DOMAINS: ' Example.com, @team.example.org ,,',
      PWP__OIDC__AUTO_PROVISION: 'true',
      PWP__OIDC__PASSWORD_SIGN_IN: 'false',
      PWP__OIDC__NAME: ' Entra ID ',
      PWP__OIDC__TIMEOUT_SECONDS: '3',
    }).accounts.oidc;
    expect(oidc).toMatchObject({
      allowedDomains: ['example.com', 'team.example.org'],
      autoProvision: true,
      passwordSignIn: false,
      name: 'Entra ID',
      timeoutMs: 3_000,
    });
  });

  it('accept plain http only for a provider on this machine', () => {
    for (const issuer of ['http://127.0.0.1:8080', 'http://localhost:9000/realms/x', 'http://[::1]:4000']) {
      expect(readConfig({ ...PROVIDER, PWP__OIDC__ISSUER: issuer }).accounts.oidc?.issuer).toBe(issuer);
    }
    expect(() => readConfig({ ...PROVIDER, PWP__OIDC__ISSUER: 'http://id.example.com' })).toThrow(
      'PWP__OIDC__ISSUER must use https (plain http only on loopback), not "http://id.example.com".',
    );
  });

  it('refuse an issuer that is not a URL, and an issuer without its client', () => {
    expect(() => readConfig({ ...PROVIDER, PWP__OIDC__ISSUER: 'id.example.com' })).toThrow(
      "PWP__OIDC__ISSUER must be the provider's issuer URL, such as https://id.example.com.",
    );
    expect(() => readConfig({ PWP__OIDC__ISSUER: 'https://id.example.com' })).toThrow(
      'PWP__OIDC__ISSUER needs PWP__OIDC__CLIENT_ID and PWP__OIDC__CLIENT_SECRET.',
    );
  });

  it('never put the client secret in a problem', () => {
    let message = '';
    try {
      readConfig({
        ...PROVIDER,
        PWP__OIDC__ISSUER: 'ftp://id.example.com',
        PWP__OIDC__PASSWORD_SIGN_IN: 'maybe',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('PWP__OIDC__ISSUER');
    expect(message).not.toContain('a client secret');
  });
});
