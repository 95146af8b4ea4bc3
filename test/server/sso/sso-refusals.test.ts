import { describe, expect, it } from 'vitest';
import { userAdmin } from '../../../server/accounts/user-admin.ts';
import { webClient } from '../web-client.ts';
import { visitProvider } from './provider-visit.ts';
import {
  CALLBACK,
  callbackPath,
  ORIGIN,
  type SsoHarness,
  sessionOf,
  ssoHarness,
  startSignOn,
} from './sso-harness.ts';

type Visitor = ReturnType<typeof webClient>;

/** A sign-on that went through the provider as `account`; the callback is the test's to call. */
async function throughProvider(h: SsoHarness, account: string, returnTo?: string) {
  const visitor = webClient(h.app);
  const callback = await visitProvider(await startSignOn(h, visitor, returnTo), account);
  return { visitor, callback, path: callbackPath(callback) };
}

/** A refusal page: its status, its words, a way back to sign in, no session and nothing of the exchange. */
async function expectRefusal(
  h: SsoHarness,
  visitor: Visitor,
  answer: { status: number; html: string },
  status: number,
  words: string,
) {
  expect(answer.status).toBe(status);
  expect(answer.html).toContain('<h1>You are not signed in</h1>');
  expect(answer.html).toContain(words);
  expect(answer.html).toMatch(/<a href="\/users\/sign_in[^"]*">Back to sign in<\/a>/);
  expect(await sessionOf(h, visitor)).toBeUndefined();
}

describe('single sign-on refusals', () => {
  it('refuses an e-mail domain that is not allowed, and makes no account', async () => {
    const h = await ssoHarness({ allowedDomains: ['example.com'], autoProvision: true });
    const { visitor, path } = await throughProvider(h, 'outsider', '/users/account');
    const answer = await visitor.get(path);
    await expectRefusal(h, visitor, answer, 403, 'Addresses at elsewhere.test cannot sign in here.');
    expect(answer.html).toContain('href="/users/sign_in?return_to=%2Fusers%2Faccount"');
    expect(await h.store.findUserByEmail('olga@elsewhere.test')).toBeUndefined();
  });

  it('refuses an e-mail the provider did not verify, even for an existing account', async () => {
    const h = await ssoHarness({ autoProvision: true });
    h.provider.accounts.set('mallory', { email: 'alice@example.com', email_verified: false });
    const { visitor, path } = await throughProvider(h, 'mallory');
    const answer = await visitor.get(path);
    await expectRefusal(h, visitor, answer, 403, 'did not confirm your e-mail address');
    expect((await h.store.findUserByEmail('alice@example.com'))?.lastSignInAt).toBeUndefined();
  });

  it('refuses an address no claim verifies: xms_edov false, or no claim at all', async () => {
    const h = await ssoHarness({ autoProvision: true });
    for (const account of ['entraUnverified', 'silent']) {
      const { visitor, path } = await throughProvider(h, account);
      await expectRefusal(h, visitor, await visitor.get(path), 403, 'did not confirm your e-mail address');
    }
    expect(await h.store.listUsers()).toHaveLength(1);
  });

  it('refuses a person without an account when accounts are not made on first sign-in', async () => {
    const h = await ssoHarness({ autoProvision: false });
    const { visitor, path } = await throughProvider(h, 'carol');
    const answer = await visitor.get(path);
    await expectRefusal(h, visitor, answer, 403, 'There is no account here for carol@example.com.');
    expect(await h.store.findUserByEmail('carol@example.com')).toBeUndefined();
  });

  it('does not sign a verified address with a Kelvin sign in as the account whose address has a k', async () => {
    const h = await ssoHarness({ autoProvision: false });
    await userAdmin(h.store, () => h.clock.now).add('karl@example.com');
    h.provider.accounts.set('kelvin', { email: '\u212Aarl@Example.com', email_verified: true });
    const { visitor, path } = await throughProvider(h, 'kelvin');
    const answer = await visitor.get(path);
    await expectRefusal(h, visitor, answer, 403, 'There is no account here for \u212Aarl@example.com.');
    expect((await h.store.findUserByEmail('karl@example.com'))?.lastSignInAt).toBeUndefined();
  });

  it('refuses a changed state, and a callback carried to another browser', async () => {
    const h = await ssoHarness();
    const { visitor, callback } = await throughProvider(h, 'alice');
    const changed = new URL(callback);
    changed.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    await expectRefusal(
      h,
      visitor,
      await visitor.get(callbackPath(changed)),
      400,
      'not started in this browser',
    );
    const other = webClient(h.app);
    await expectRefusal(
      h,
      other,
      await other.get(callbackPath(callback)),
      400,
      'not started in this browser',
    );
    const missing = await visitor.get('/users/auth/oidc/callback?code=x');
    await expectRefusal(h, visitor, missing, 400, 'not started in this browser');
    // Refusals that never reached the store leave the flow usable by its own browser.
    expect((await visitor.get(callbackPath(callback))).status).toBe(303);
  });

  it('signs in once from a callback: its replay finds nothing', async () => {
    const h = await ssoHarness();
    const { visitor, path } = await throughProvider(h, 'alice');
    expect((await visitor.get(path)).status).toBe(303);
    const session = await sessionOf(h, visitor);
    const again = webClient(h.app);
    for (const [name, value] of visitor.cookies) if (name !== 'sp_session') again.cookies.set(name, value);
    await expectRefusal(h, again, await again.get(path), 410, 'This sign-in was already used.');
    expect(await sessionOf(h, visitor)).toEqual(session);
  });

  it('refuses a flow that came back after its ten minutes', async () => {
    const h = await ssoHarness();
    const { visitor, path } = await throughProvider(h, 'alice');
    h.clock.now += 10 * 60_000;
    await expectRefusal(h, visitor, await visitor.get(path), 410, 'took longer than 10 minutes');
  });

  it('says so when the person cancels at the provider', async () => {
    const h = await ssoHarness();
    const visitor = webClient(h.app);
    const callback = await visitProvider(await startSignOn(h, visitor, '/users/account'), 'alice', {
      cancel: true,
    });
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const answer = await visitor.get(callbackPath(callback));
    await expectRefusal(h, visitor, answer, 403, 'it was cancelled or refused there');
    expect(answer.html).toContain('href="/users/sign_in?return_to=%2Fusers%2Faccount"');
  });

  it('says the provider cannot be reached when discovery fails, and tries again at the next sign-in', async () => {
    const h = await ssoHarness({}, { serve: false });
    const visitor = webClient(h.app);
    await visitor.get('/users/sign_in');
    const down = await visitor.post('/users/auth/oidc');
    await expectRefusal(h, visitor, down, 503, 'cannot be reached right now');
    h.provider.serve(CALLBACK);
    const callback = await visitProvider(await startSignOn(h, visitor), 'alice');
    expect((await visitor.get(callbackPath(callback))).status).toBe(303);
  });

  it('says the provider cannot be reached when its token endpoint is gone', async () => {
    const h = await ssoHarness();
    const { visitor, path } = await throughProvider(h, 'alice');
    await h.provider.stop();
    await expectRefusal(h, visitor, await visitor.get(path), 503, 'cannot be reached right now');
  });

  it('says the provider cannot be reached when its token endpoint does not answer in time, and logs so', async () => {
    const h = await ssoHarness({ timeoutMs: 300 });
    const { visitor, path } = await throughProvider(h, 'alice');
    h.provider.tokenHangs = true;
    await expectRefusal(h, visitor, await visitor.get(path), 503, 'cannot be reached right now');
    expect(h.logLines).toContain('single sign-on refused: provider_down (OAUTH_TIMEOUT)');
  });

  it('says the answer could not be verified when the provider refuses the code', async () => {
    const h = await ssoHarness();
    const { visitor, callback } = await throughProvider(h, 'alice');
    const forged = new URL(callback);
    forged.searchParams.set('code', 'not-a-code-the-provider-made');
    await expectRefusal(h, visitor, await visitor.get(callbackPath(forged)), 502, 'could not be verified');
  });

  it("speaks the page's language: the browser's, or the ?locale= the sign-in started from", async () => {
    const h = await ssoHarness({ allowedDomains: ['example.com'] });
    const german = webClient(h.app, ORIGIN, 'de');
    const unknown = await german.get('/users/auth/oidc/callback?state=x&code=y');
    expect(unknown.status).toBe(400);
    expect(unknown.html).toContain('<html lang="de"');
    const visitor = webClient(h.app);
    await visitor.get('/users/sign_in');
    const started = await visitor.post('/users/auth/oidc?locale=fr');
    const callback = await visitProvider(started.headers.get('location') ?? '', 'outsider');
    const refused = await visitor.get(callbackPath(callback));
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('<html lang="fr"');
    expect(refused.html).toContain('href="/users/sign_in?locale=fr"');
  });
});
