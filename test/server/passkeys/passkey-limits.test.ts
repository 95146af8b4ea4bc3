import { describe, expect, it } from 'vitest';
import { passwordSignIn, twoFactorApp } from '../two-factor/two-factor-app.ts';
import { webClient } from '../web-client.ts';
import { addPasskeyThrough, ORIGIN, passkeySignIn } from './passkey-pages.ts';
import { softAuthenticator } from './soft-authenticator.ts';

const OPTIONS = '/users/passkeys/sign_in/options';
const SIGN_IN = '/users/passkeys/sign_in';
const STEP = '/users/two_factor/passkey';
const TOO_MANY = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

describe('the passkey sign-in’s limits, per client address', () => {
  it('answers a loop of challenge requests 429 past 60 in 15 minutes', async () => {
    const t = await twoFactorApp();
    const browser = webClient(t.app, ORIGIN);
    await browser.get('/users/sign_in');
    for (let i = 0; i < 60; i++) expect((await browser.post(OPTIONS)).status).toBe(200);
    const slowed = await browser.post(OPTIONS);
    expect([slowed.status, JSON.parse(slowed.html)]).toEqual([429, { error: 'too_many' }]);
    t.clock.now += 15 * 60_000;
    expect((await browser.post(OPTIONS)).status).toBe(200);
  });

  it('counts a refused passkey sign-in as a failed password: past 20 the address is slowed, passwords too', async () => {
    const t = await twoFactorApp();
    const browser = webClient(t.app, ORIGIN);
    await browser.get('/users/sign_in');
    for (let i = 0; i < 20; i++) {
      const refused = await browser.post(SIGN_IN, { credential: '{"id":"x","response":{}}' });
      expect(refused.headers.get('location')).toBe('/users/sign_in?passkey=refused');
    }
    const slowed = await browser.post(SIGN_IN, { credential: '{"id":"x","response":{}}' });
    expect(slowed.status).toBe(429);
    expect(slowed.html).toContain(TOO_MANY);
    const password = await passwordSignIn(t);
    expect(password.answer.status).toBe(429);
    expect(password.answer.html).toContain(TOO_MANY);
  });

  it('gives back the count of a passkey sign-in that succeeds', async () => {
    const t = await twoFactorApp();
    const key = softAuthenticator();
    await addPasskeyThrough((await passwordSignIn(t)).browser, key, 'Phone');
    for (let i = 0; i < 21; i++) {
      expect((await passkeySignIn(webClient(t.app, ORIGIN), key)).headers.get('location')).toBe('/');
    }
    expect((await passwordSignIn(t)).answer.status).toBe(303);
  });

  it('counts a refused passkey at the second step like a wrong code: past 5 for the account, 429', async () => {
    const t = await twoFactorApp({ requireMfa: true });
    await addPasskeyThrough((await passwordSignIn(t)).browser, softAuthenticator(), 'Phone');
    const { browser } = await passwordSignIn(t);
    await browser.get(STEP);
    for (let i = 0; i < 5; i++) {
      expect((await browser.post(STEP, { credential: '{"id":"x","response":{}}' })).status).toBe(422);
    }
    const slowed = await browser.post(STEP, { credential: '{"id":"x","response":{}}' });
    expect(slowed.status).toBe(429);
    expect(slowed.html).toContain(TOO_MANY);
  });
});
