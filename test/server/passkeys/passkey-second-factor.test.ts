import { describe, expect, it } from 'vitest';
import { userRecord } from '../store/fixtures.ts';
import { codeAt, passwordSignIn, setUpSecondFactor, twoFactorApp } from '../two-factor/two-factor-app.ts';
import { webClient } from '../web-client.ts';
import { addPasskeyThrough, ORIGIN, passkeySignIn, signedAssertion } from './passkey-pages.ts';
import { softAuthenticator } from './soft-authenticator.ts';

const STEP = '/users/two_factor/passkey';
const STEP_PATHS = { page: STEP, options: `${STEP}/options` };

describe('a passkey as the second factor', () => {
  it('where two factors are required, lets a person add a passkey instead of a code, and then go on', async () => {
    const t = await twoFactorApp({ requireMfa: true });
    const { browser } = await passwordSignIn(t);
    const setup = await browser.get('/users/account');
    expect(setup.headers.get('location')).toBe('/users/two_factor/setup?return_to=%2Fusers%2Faccount');
    const offered = await browser.get('/users/two_factor/setup');
    expect(offered.html).toContain('<a href="/users/passkeys">Or add a passkey instead</a>');
    const added = await addPasskeyThrough(browser, softAuthenticator(), 'Phone');
    expect(added.headers.get('location')).toBe('/users/account?passkey=added#passkeys-heading');
    expect((await browser.get('/users/account')).status).toBe(200);
    expect((await browser.get('/users/token')).status).toBe(200);
  });

  it('asks a password sign-in for a passkey where two factors are required, and the passkey completes it', async () => {
    const t = await twoFactorApp({ requireMfa: true });
    const key = softAuthenticator();
    await addPasskeyThrough((await passwordSignIn(t)).browser, key, 'Phone');
    const { browser, answer } = await passwordSignIn(t, '/users/token');
    expect(answer.headers.get('location')).toBe('/users/two_factor');
    // No code is set up: the passkey's step is the way on.
    expect((await browser.get('/users/two_factor')).headers.get('location')).toBe(STEP);
    expect((await browser.get('/users/token')).headers.get('location')).toBe(
      '/users/sign_in?return_to=%2Fusers%2Ftoken',
    );
    const { options, signed } = await signedAssertion(browser, key, STEP_PATHS);
    expect(options.allowCredentials?.map((one) => one.id)).toEqual([key.id]);
    const done = await browser.post(STEP, { credential: JSON.stringify(signed) });
    expect([done.status, done.headers.get('location')]).toEqual([303, '/users/token']);
    expect((await browser.get('/users/token')).status).toBe(200);
    const entries = await t.store.searchActivity({ events: ['two_factor.used', 'sign_in'] }, { limit: 2 });
    expect(entries.map((entry) => [entry.event, entry.details])).toEqual([
      ['sign_in', { method: 'password', second_factor: 'passkey' }],
      ['two_factor.used', { factor: 'passkey' }],
    ]);
  });

  it('lets a passkey sign-in through where two factors are required: it stands for both', async () => {
    const t = await twoFactorApp({ requireMfa: true });
    const key = softAuthenticator();
    await addPasskeyThrough((await passwordSignIn(t)).browser, key, 'Phone');
    const browser = webClient(t.app, ORIGIN);
    expect((await passkeySignIn(browser, key)).headers.get('location')).toBe('/');
    expect((await browser.get('/users/account')).status).toBe(200);
  });

  it("offers a user with a code and a passkey either one, and refuses another user's passkey at the step", async () => {
    const t = await twoFactorApp();
    const { browser: first } = await passwordSignIn(t);
    const { secret } = await setUpSecondFactor(t, first);
    const key = softAuthenticator();
    await addPasskeyThrough(first, key, 'Phone');
    const { browser } = await passwordSignIn(t);
    const codePage = await browser.get('/users/two_factor');
    expect(codePage.html).toContain('<a href="/users/two_factor/passkey">Use a passkey instead</a>');
    const wrong = await browser.post('/users/two_factor', { code: '000000' });
    expect(wrong.html).toContain('<a href="/users/two_factor/passkey">Use a passkey instead</a>');
    const passkeyPage = await browser.get(STEP);
    expect(passkeyPage.html).toContain('<a href="/users/two_factor">Enter a code instead</a>');

    const bobsKey = softAuthenticator();
    const bob = userRecord();
    await t.store.insertUser(bob);
    await t.store.insertPasskey({
      id: bobsKey.id,
      userId: bob.id,
      publicKey: 'pQECAyYgAQ',
      counter: 0,
      transports: [],
      name: 'Bob',
      createdAt: 0,
      lastUsedAt: null,
    });
    const { signed } = await signedAssertion(browser, bobsKey, STEP_PATHS);
    const refused = await browser.post(STEP, { credential: JSON.stringify(signed) });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('That passkey did not sign you in.');
    // The step still waits: the code of alice's app finishes it.
    await browser.get('/users/two_factor');
    const code = await browser.post('/users/two_factor', { code: codeAt(secret, t.clock.now + 30_000) });
    expect(code.headers.get('location')).toBe('/');
  });

  it("takes the passkeys away with an administrator's reset of the second factor, so a person who lost them gets back in", async () => {
    const t = await twoFactorApp({ requireMfa: true });
    const key = softAuthenticator();
    await addPasskeyThrough((await passwordSignIn(t)).browser, key, 'Lost phone');
    expect((await passwordSignIn(t)).answer.headers.get('location')).toBe('/users/two_factor');
    await t.admin.turnOffTwoFactor('alice@example.com');
    expect(await t.store.listPasskeys((await t.user()).id)).toEqual([]);
    const { browser, answer } = await passwordSignIn(t);
    expect(answer.headers.get('location')).toBe('/');
    expect((await browser.get('/users/account')).headers.get('location')).toBe(
      '/users/two_factor/setup?return_to=%2Fusers%2Faccount',
    );
    await expect(t.admin.turnOffTwoFactor('alice@example.com')).rejects.toThrow(/no two-factor/);
  });
});
