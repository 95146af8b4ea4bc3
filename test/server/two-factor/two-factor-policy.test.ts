import { describe, expect, it } from 'vitest';
import { sessionIdHash } from '../../../server/web/chrome/session-store.ts';
import { authorizeQuery, pkce } from '../devices/device-flow.ts';
import { setPolicyRules } from '../harness-policy.ts';
import { visitProvider } from '../sso/provider-visit.ts';
import { callbackPath, ssoHarness, startSignOn } from '../sso/sso-harness.ts';
import { adapterHarnesses } from '../web-adapters.ts';
import { webClient } from '../web-client.ts';
import {
  codeAt,
  passwordSignIn,
  setUpSecondFactor,
  signOut,
  type TwoFactorApp,
  twoFactorApp,
} from './two-factor-app.ts';

const SETUP = '/users/two_factor/setup';
const HOUR = 3_600_000;
const REQUIRED = 'This server requires two-factor authentication. Set it up to go on.';
const REMOVE_REQUIRED =
  'This server requires two-factor authentication: you will be asked to set it up again at once.';

const adapters = adapterHarnesses('two_factor_policy');

/** The app with the policy's `twoFactorRequired` on, and `PWP__REQUIRE_MFA` unset. */
async function requiredByPolicy(rules: Record<string, unknown> = {}): Promise<TwoFactorApp> {
  const t = await twoFactorApp();
  await setPolicyRules(t, { twoFactorRequired: true, ...rules });
  return t;
}

describe("the policy's twoFactorRequired on the two-factor pages", () => {
  it('presents set-up as required, with no way back to the account or out of it', async () => {
    const t = await requiredByPolicy();
    const { browser } = await passwordSignIn(t);
    const page = await browser.get(`${SETUP}?return_to=%2Fusers%2Ftoken`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(REQUIRED);
    expect(page.html).not.toContain('Back to your account');
    await browser.post(SETUP, { password: 'correct horse battery' });
    const scan = await browser.get(SETUP);
    expect(scan.html).not.toContain('>Cancel</a>');
    const wrong = await browser.post(`${SETUP}/confirm`, { code: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.html).not.toContain('>Cancel</a>');
    const refused = await browser.post(SETUP, { password: 'not the password' });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain(REQUIRED);
  });

  it('says turning it off leads straight back to set-up, and sends the person there once it is off', async () => {
    const t = await requiredByPolicy();
    const { browser } = await passwordSignIn(t);
    await setUpSecondFactor(t, browser);
    const remove = await browser.get('/users/two_factor/remove');
    expect(remove.html).toContain(REMOVE_REQUIRED);
    const wrong = await browser.post('/users/two_factor/remove', { password: 'not the password' });
    expect(wrong.html).toContain(REMOVE_REQUIRED);
    await browser.post('/users/two_factor/remove', { password: 'correct horse battery' });
    expect((await t.user()).totp).toBeUndefined();
    const next = await browser.get('/users/token');
    expect([next.status, next.headers.get('location')]).toEqual([303, `${SETUP}?return_to=%2Fusers%2Ftoken`]);
  });

  it('follows the rule as it changes: set-up is a choice again once the policy no longer requires it', async () => {
    const t = await requiredByPolicy();
    const { browser } = await passwordSignIn(t);
    expect((await browser.get(SETUP)).html).toContain(REQUIRED);
    await setPolicyRules(t, { twoFactorRequired: false });
    const page = await browser.get(SETUP);
    expect(page.html).not.toContain(REQUIRED);
    expect(page.html).toContain('Back to your account');
    expect((await browser.get('/users/token')).status).toBe(200);
  });

  it("holds the extension's browser sign-in to it: no browser token before a second factor is set up", async () => {
    const t = await requiredByPolicy();
    const { browser } = await passwordSignIn(t);
    const query = authorizeQuery(pkce());
    const consent = await browser.get(`/users/extension/authorize?${query}`);
    expect([consent.status, consent.headers.get('location')]).toEqual([
      303,
      `${SETUP}?return_to=${encodeURIComponent(`/users/extension/authorize?${query}`)}`,
    ]);
    const allowed = await browser.post('/users/extension/authorize', {
      ...Object.fromEntries(new URLSearchParams(query)),
      decision: 'allow',
    });
    expect([allowed.status, allowed.headers.get('location')]).toEqual([303, SETUP]);
    await setUpSecondFactor(t, browser);
    expect((await browser.get(`/users/extension/authorize?${query}`)).status).toBe(200);
  });
});

describe("the policy's sessionHours on every sign-in path", () => {
  const sessionOf = async (t: { store: TwoFactorApp['store'] }, browser: ReturnType<typeof webClient>) =>
    t.store.findSession(sessionIdHash(browser.cookies.get('sp_session') ?? ''));

  it('gives a sign-in completed by the second step a session of that length', async () => {
    const t = await twoFactorApp();
    await setPolicyRules(t, { sessionHours: 2 });
    const first = await passwordSignIn(t);
    const { secret } = await setUpSecondFactor(t, first.browser);
    await signOut(first.browser);
    t.clock.now += 30_000;
    const { browser } = await passwordSignIn(t);
    await browser.get('/users/two_factor');
    const done = await browser.post('/users/two_factor', { code: codeAt(secret, t.clock.now) });
    expect(done.status).toBe(303);
    expect(done.headers.get('set-cookie')).toMatch(/sp_session=[\w-]{43}; Max-Age=7200;/);
    expect((await sessionOf(t, browser))?.expiresAt).toBe(t.clock.now + 2 * HOUR);
    t.clock.now += 2 * HOUR;
    expect((await browser.get('/users/token')).status).toBe(303);
  });

  it('gives a single sign-on session that length too', async () => {
    const h = await ssoHarness();
    await setPolicyRules(h, { sessionHours: 3 });
    const visitor = webClient(h.app);
    const back = await visitProvider(await startSignOn(h, visitor), 'alice');
    const done = await visitor.get(callbackPath(back));
    expect(done.status).toBe(303);
    expect(done.headers.get('set-cookie')).toMatch(/sp_session=[\w-]{43}; Max-Age=10800;/);
    expect(await sessionOf(h, visitor)).toMatchObject({ via: 'sso', expiresAt: h.clock.now + 3 * HOUR });
  });

  it('gives a password sign-in that length while the second factor it requires is still to be set up', async () => {
    const t = await requiredByPolicy({ sessionHours: 1 });
    const { browser, answer } = await passwordSignIn(t);
    expect(answer.headers.get('set-cookie')).toMatch(/sp_session=[\w-]{43}; Max-Age=3600;/);
    expect((await sessionOf(t, browser))?.expiresAt).toBe(t.clock.now + HOUR);
  });
});

describe.each(adapters)(
  'two factors and the session length from the policy, on the %s store',
  (_name, open) => {
    it('sends a password sign-in to a set-up shown as required, in a session of the length it gives', async () => {
      const h = await open();
      await setPolicyRules(h, { twoFactorRequired: true, sessionHours: 2 });
      await h.admin.setPassword('alice@example.com', 'correct horse battery');
      const browser = webClient(h.app);
      await browser.get('/users/sign_in');
      const answer = await browser.post('/users/sign_in', {
        email: 'alice@example.com',
        password: 'correct horse battery',
      });
      expect(answer.headers.get('set-cookie')).toMatch(/sp_session=[\w-]{43}; Max-Age=7200;/);
      const sent = await browser.get('/users/token');
      expect([sent.status, sent.headers.get('location')]).toEqual([
        303,
        `${SETUP}?return_to=%2Fusers%2Ftoken`,
      ]);
      expect((await browser.get(`${SETUP}?return_to=%2Fusers%2Ftoken`)).html).toContain(REQUIRED);
    });
  },
);
