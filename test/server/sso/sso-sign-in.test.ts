import { describe, expect, it } from 'vitest';
import { userAdmin } from '../../../server/accounts/user-admin.ts';
import { sessionIdHash } from '../../../server/web/chrome/session-store.ts';
import { harness } from '../harness.ts';
import { webClient } from '../web-client.ts';
import { visitProvider } from './provider-visit.ts';
import { callbackPath as local, ORIGIN, sessionOf, ssoHarness, startSignOn as start } from './sso-harness.ts';

describe('single sign-on', () => {
  it('makes an account at a first sign-in and lands on the page asked for, signed in by single sign-on', async () => {
    const h = await ssoHarness({ autoProvision: true });
    const visitor = webClient(h.app);
    const authorization = new URL(await start(h, visitor, '/users/account'));
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('scope')).toBe('openid email');
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/users/auth/oidc/callback`);
    const callback = await visitProvider(authorization.href, 'carol');
    expect(callback.searchParams.get('state')).toBe(authorization.searchParams.get('state'));

    const done = await visitor.get(local(callback));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/users/account');
    const user = await h.store.findUserByEmail('carol@example.com');
    expect(user).toMatchObject({
      email: 'carol@example.com',
      passwordHash: null,
      tokenHash: null,
      admin: false,
      lastSignInAt: h.clock.now,
    });
    expect(await sessionOf(h, visitor)).toMatchObject({ userId: user?.id, via: 'sso' });
    const account = await visitor.get('/users/account');
    expect(account.status).toBe(200);
    expect(account.html).toContain('carol@example.com');
  });

  it('signs an existing user back in by their verified e-mail, without a new account, on the push form', async () => {
    const h = await ssoHarness();
    const before = await h.store.listUsers();
    const visitor = webClient(h.app);
    const done = await visitor.get(local(await visitProvider(await start(h, visitor), 'alice')));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/');
    expect(await h.store.listUsers()).toHaveLength(before.length);
    const alice = await h.store.findUserByEmail('alice@example.com');
    expect(alice?.lastSignInAt).toBe(h.clock.now);
    expect(await sessionOf(h, visitor)).toMatchObject({ userId: alice?.id, via: 'sso' });
    const token = await visitor.get('/users/token');
    expect(token.status).toBe(200);
    expect(token.html).toContain('alice@example.com');
  });

  it('gives a verified address with a Kelvin sign its own account, never the one whose address has a k', async () => {
    const h = await ssoHarness({ autoProvision: true });
    await userAdmin(h.store, () => h.clock.now).add('karl@example.com');
    const karl = await h.store.findUserByEmail('karl@example.com');
    h.provider.accounts.set('kelvin', { email: '\u212Aarl@example.com', email_verified: true });
    const visitor = webClient(h.app);
    const done = await visitor.get(local(await visitProvider(await start(h, visitor), 'kelvin')));
    expect(done.status).toBe(303);
    const made = await h.store.findUserByEmail('\u212Aarl@example.com');
    expect(made).toMatchObject({
      email: '\u212Aarl@example.com',
      passwordHash: null,
      lastSignInAt: h.clock.now,
    });
    expect(made?.id).not.toBe(karl?.id);
    expect(await sessionOf(h, visitor)).toMatchObject({ userId: made?.id, via: 'sso' });
    expect((await h.store.findUserByEmail('karl@example.com'))?.lastSignInAt).toBeUndefined();
  });

  it('ends the session the browser had before and starts a fresh one', async () => {
    const h = await ssoHarness();
    const visitor = webClient(h.app);
    await visitor.get('/users/sign_in');
    await visitor.post('/users/sign_in', {
      email: 'alice@example.com',
      password: 'alice has a long password',
    });
    const first = visitor.cookies.get('sp_session') ?? '';
    expect(first).not.toBe('');
    await visitor.get('/users/account');
    await visitor.get(local(await visitProvider(await start(h, visitor), 'alice')));
    expect(visitor.cookies.get('sp_session')).not.toBe(first);
    expect(await h.store.findSession(sessionIdHash(first))).toBeUndefined();
  });

  it('keeps the language of a sign-in started from a ?locale= page on its landing page', async () => {
    const h = await ssoHarness();
    const visitor = webClient(h.app);
    await visitor.get('/users/sign_in');
    const started = await visitor.post('/users/auth/oidc?locale=de');
    const done = await visitor.get(
      local(await visitProvider(started.headers.get('location') ?? '', 'alice')),
    );
    expect(done.headers.get('location')).toBe('/?locale=de');
  });

  it('refuses a start without the form token, and is not there when no provider is set', async () => {
    const h = await ssoHarness();
    const visitor = webClient(h.app);
    await visitor.get('/users/sign_in');
    const forged = await visitor.postRaw('/users/auth/oidc', { return_to: '/users/account' });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('location')).toBeNull();

    const plain = await harness();
    const elsewhere = webClient(plain.app);
    await elsewhere.get('/users/sign_in');
    expect((await elsewhere.post('/users/auth/oidc')).status).toBe(404);
    expect((await elsewhere.get('/users/auth/oidc/callback?code=c&state=s')).status).toBe(404);
  });

  it('comes back to the page of this server it was asked for, and lands on the push form for any other', async () => {
    const h = await ssoHarness();
    for (const [returnTo, landed] of [
      ['https://evil.example/users/', '/'],
      ['//evil.example/users/', '/'],
      ['/\\evil.example', '/'],
      ['/users/a b', '/'],
      ['/d/active', '/d/active'],
      ['/requests/new?x=1', '/requests/new?x=1'],
    ]) {
      const visitor = webClient(h.app);
      const done = await visitor.get(local(await visitProvider(await start(h, visitor, returnTo), 'alice')));
      expect(done.headers.get('location'), returnTo).toBe(landed);
    }
  });

  it("takes Entra ID's xms_edov as the address's verification when the token has no email_verified", async () => {
    const h = await ssoHarness({ autoProvision: true });
    const visitor = webClient(h.app);
    const done = await visitor.get(local(await visitProvider(await start(h, visitor), 'entra')));
    expect(done.status).toBe(303);
    expect(await h.store.findUserByEmail('erin@example.com')).toMatchObject({
      passwordHash: null,
      admin: false,
    });
  });
});
