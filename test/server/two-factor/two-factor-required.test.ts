import { describe, expect, it } from 'vitest';
import { passwordTag, SESSION_LIFETIME_MS, sessionIdHash } from '../../../server/web/chrome/session-store.ts';
import { webClient } from '../web-client.ts';
import {
  codeAt,
  codesOn,
  passwordSignIn,
  secretOn,
  setUpSecondFactor,
  twoFactorApp,
} from './two-factor-app.ts';

const SETUP = '/users/two_factor/setup';

describe('PWP__REQUIRE_MFA', () => {
  it('sends one signed in with a password and no second factor to set one up before any signed-in page', async () => {
    const t = await twoFactorApp({ requireMfa: true });
    const { browser, answer } = await passwordSignIn(t);
    expect(answer.headers.get('location')).toBe('/');
    const cases = [
      ['/users/token', `${SETUP}?return_to=%2Fusers%2Ftoken`],
      ['/users/account', `${SETUP}?return_to=%2Fusers%2Faccount`],
      ['/users/account/email', `${SETUP}?return_to=%2Fusers%2Faccount%2Femail`],
      ['/d/active', `${SETUP}?return_to=%2Fd%2Factive`],
      ['/admin', `${SETUP}?return_to=%2Fadmin`],
      ['/', `${SETUP}?return_to=%2F`],
    ] as const;
    for (const [path, to] of cases) {
      const res = await browser.get(path);
      expect([res.status, res.headers.get('location')], path).toEqual([303, to]);
    }
    const posted = await browser.post('/users/token');
    expect([posted.status, posted.headers.get('location')]).toEqual([303, SETUP]);
    const page = await browser.get(`${SETUP}?return_to=%2Fusers%2Ftoken`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('This server requires two-factor authentication. Set it up to go on.');
    expect(page.html).toContain('<input type="hidden" name="return_to" value="/users/token">');
    // The account page would only lead back here.
    expect(page.html).not.toContain('Back to your account');
  });

  it('keeps signing out, the language setting and the pages of secret links open', async () => {
    const t = await twoFactorApp({ requireMfa: true });
    const { browser } = await passwordSignIn(t);
    await browser.get(SETUP);
    const language = await browser.post('/users/account/language', { language: 'en' });
    expect(language.headers.get('location')).toBe('/users/account?done=language');
    expect((await t.user()).language).toBe('en');
    const relabelled = await browser.get(`/users/account?locale=en`);
    expect(relabelled.headers.get('location')).toBe(`${SETUP}?return_to=%2Fusers%2Faccount&locale=en`);
    expect((await browser.get('/p/not-a-push')).status).toBe(404);
    await browser.get(SETUP);
    const out = await browser.post('/users/sign_out');
    expect([out.status, out.headers.get('location')]).toEqual([303, '/']);
    expect((await browser.get('/users/token')).headers.get('location')).toBe(
      '/users/sign_in?return_to=%2Fusers%2Ftoken',
    );
  });

  it('lets the person on to the page asked for once a second factor is set up', async () => {
    const t = await twoFactorApp({ requireMfa: true });
    const { browser } = await passwordSignIn(t);
    const sent = await browser.get('/users/account');
    expect(sent.headers.get('location')).toBe(`${SETUP}?return_to=%2Fusers%2Faccount`);
    await browser.get(`${SETUP}?return_to=%2Fusers%2Faccount`);
    await browser.post(SETUP, { password: 'correct horse battery', return_to: '/users/account' });
    const secret = secretOn(await browser.get(SETUP));
    await browser.post(`${SETUP}/confirm`, { code: codeAt(secret, t.clock.now) });
    const shown = await browser.get('/users/two_factor/backup_codes');
    expect(codesOn(shown)).toHaveLength(10);
    expect(shown.html).toContain('<a class="button" href="/users/account">I have saved my backup codes</a>');
    expect((await browser.get('/users/account')).status).toBe(200);
    expect((await browser.get('/d/active')).status).toBe(200);
  });

  it('lets a single sign-on session through: the provider stands for the second factor', async () => {
    const t = await twoFactorApp({ requireMfa: true });
    const user = await t.user();
    const browser = webClient(t.app);
    const id = 'an-sso-session-id-of-enough-length-0123456789';
    await t.store.insertSession({
      idHash: sessionIdHash(id),
      userId: user.id,
      passwordTag: passwordTag(user.passwordHash ?? ''),
      expiresAt: t.clock.now + SESSION_LIFETIME_MS,
      via: 'sso',
    });
    browser.cookies.set('sp_session', id);
    expect((await browser.get('/users/token')).status).toBe(200);
    expect((await browser.get('/users/account')).status).toBe(200);
  });

  it('asks nothing more of one who has a second factor, nor of anyone when the setting is off', async () => {
    const required = await twoFactorApp({ requireMfa: true });
    const signedIn = (await passwordSignIn(required)).browser;
    await setUpSecondFactor(required, signedIn);
    expect((await signedIn.get('/users/token')).status).toBe(200);
    expect((await signedIn.get('/users/two_factor/remove')).html).toContain(
      'This server requires two-factor authentication: you will be asked to set it up again at once.',
    );
    const off = await twoFactorApp();
    const plain = (await passwordSignIn(off)).browser;
    expect((await plain.get('/users/token')).status).toBe(200);
  });
});
