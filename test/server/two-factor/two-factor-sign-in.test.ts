import { describe, expect, it } from 'vitest';
import type { webClient } from '../web-client.ts';
import {
  codeAt,
  EMAIL,
  passwordSignIn,
  setUpSecondFactor,
  signOut,
  type TwoFactorApp,
  twoFactorApp,
} from './two-factor-app.ts';

/** Alice with a second factor, signed out again; the secret and backup codes the set-up showed. */
async function withSecondFactor() {
  const t = await twoFactorApp();
  const { browser } = await passwordSignIn(t);
  const factor = await setUpSecondFactor(t, browser);
  await signOut(browser);
  return { t, ...factor };
}

/** The second step's form, answered with `code`. */
async function answer(browser: ReturnType<typeof webClient>, code: string) {
  await browser.get('/users/two_factor');
  return browser.post('/users/two_factor', { code });
}

const signedIn = async (browser: ReturnType<typeof webClient>) =>
  (await browser.get('/users/account')).status === 200;

/** The next 30-second step: a new code. */
const nextStep = (t: TwoFactorApp) => {
  t.clock.now += 30_000;
};

describe('signing in with a second factor', () => {
  it('asks for a code after the password, and signs in only with it', async () => {
    const { t, secret } = await withSecondFactor();
    nextStep(t);
    const { browser, answer: afterPassword } = await passwordSignIn(t);
    expect([afterPassword.status, afterPassword.headers.get('location')]).toEqual([303, '/users/two_factor']);
    const cookie = afterPassword.headers.getSetCookie().find((c) => c.startsWith('sp_second_step='));
    expect(cookie).toMatch(/Path=\/users\/two_factor/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=300/);
    expect(browser.cookies.has('sp_session')).toBe(false);
    expect(await signedIn(browser)).toBe(false);

    const page = await browser.get('/users/two_factor');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Two-factor authentication</h1>');
    expect(page.html).toContain('autocomplete="one-time-code"');
    const wrong = await browser.post('/users/two_factor', { code: '123456' });
    expect(wrong.status).toBe(422);
    expect(wrong.html).toContain('<p class="error" id="code-error" role="alert">That code is not right');
    expect(await signedIn(browser)).toBe(false);

    const before = (await t.user()).lastSignInAt;
    const right = await answer(browser, codeAt(secret, t.clock.now));
    expect([right.status, right.headers.get('location')]).toEqual([303, '/']);
    expect(right.headers.getSetCookie().join()).toMatch(/sp_second_step=;/);
    expect(await signedIn(browser)).toBe(true);
    expect((await t.user()).lastSignInAt).toBe(t.clock.now);
    expect(before).not.toBe(t.clock.now);
    expect((await t.user()).totp?.lastStep).toBe(Math.floor(t.clock.now / 30_000));
  });

  it('accepts each code once, even from another browser', async () => {
    const { t, secret } = await withSecondFactor();
    nextStep(t);
    const code = codeAt(secret, t.clock.now);
    const first = await passwordSignIn(t);
    expect((await answer(first.browser, code)).status).toBe(303);
    const second = await passwordSignIn(t);
    const reused = await answer(second.browser, code);
    expect(reused.status).toBe(422);
    expect(await signedIn(second.browser)).toBe(false);
    // A code of the step before the last one used is as spent as the same code.
    expect((await answer(second.browser, codeAt(secret, t.clock.now - 30_000))).status).toBe(422);
    nextStep(t);
    expect((await answer(second.browser, codeAt(secret, t.clock.now))).status).toBe(303);
    expect(await signedIn(second.browser)).toBe(true);
  });

  it('accepts a code of the step before or after, as clocks drift, but not two steps away', async () => {
    const { t, secret } = await withSecondFactor();
    t.clock.now += 5 * 30_000;
    const { browser } = await passwordSignIn(t);
    expect((await answer(browser, codeAt(secret, t.clock.now + 60_000))).status).toBe(422);
    expect((await answer(browser, codeAt(secret, t.clock.now - 60_000))).status).toBe(422);
    expect((await answer(browser, codeAt(secret, t.clock.now + 30_000))).status).toBe(303);
  });

  it('accepts a backup code once, in place of a code, whatever its case or dash', async () => {
    const { t, codes } = await withSecondFactor();
    const [backup = ''] = codes;
    const first = await passwordSignIn(t);
    const used = await answer(first.browser, ` ${backup.toUpperCase().replace('-', ' ')} `);
    expect([used.status, used.headers.get('location')]).toEqual([303, '/']);
    expect((await t.user()).totp?.backupCodes).toHaveLength(9);
    expect((await first.browser.get('/users/account')).html).toContain('9 unused backup codes left.');
    await signOut(first.browser);
    const again = await passwordSignIn(t);
    expect((await answer(again.browser, backup)).status).toBe(422);
    expect((await answer(again.browser, codes[1] ?? '')).status).toBe(303);
  });

  it('limits wrong codes per user, as the password step is limited, and counts them apart from it', async () => {
    const { t, secret } = await withSecondFactor();
    nextStep(t);
    const { browser } = await passwordSignIn(t);
    for (let i = 0; i < 5; i++) expect((await answer(browser, '000000')).status).toBe(422);
    const refused = await answer(browser, codeAt(secret, t.clock.now));
    expect(refused.status).toBe(429);
    expect(refused.html).toContain('Too many sign-in attempts. Please wait 15 minutes and try again.');
    // A new password step does not give the code more tries.
    const fresh = await passwordSignIn(t);
    expect(fresh.answer.headers.get('location')).toBe('/users/two_factor');
    expect((await answer(fresh.browser, codeAt(secret, t.clock.now))).status).toBe(429);
    t.clock.now += 15 * 60_000;
    expect((await answer(fresh.browser, codeAt(secret, t.clock.now))).status).toBe(303);
  });

  it('forgets a password step after 5 minutes', async () => {
    const { t, secret } = await withSecondFactor();
    const { browser } = await passwordSignIn(t);
    await browser.get('/users/two_factor');
    t.clock.now += 5 * 60_000;
    const late = await browser.post('/users/two_factor', { code: codeAt(secret, t.clock.now) });
    expect([late.status, late.headers.get('location')]).toEqual([303, '/users/sign_in?second_step=expired']);
    const page = await browser.get('/users/sign_in?second_step=expired');
    expect(page.html).toContain('Your sign-in took too long.');
    expect(await signedIn(browser)).toBe(false);
  });

  it('voids a password step when the password changes before the code comes', async () => {
    const { t, secret } = await withSecondFactor();
    nextStep(t);
    const { browser } = await passwordSignIn(t);
    await t.admin.setPassword(EMAIL, 'a brand new passphrase');
    const res = await answer(browser, codeAt(secret, t.clock.now));
    expect(res.headers.get('location')).toBe('/users/sign_in?second_step=expired');
    expect(await signedIn(browser)).toBe(false);
  });

  it('sends a browser without a password step to sign in', async () => {
    const { t } = await withSecondFactor();
    const { browser } = await passwordSignIn(t);
    browser.cookies.set('sp_second_step', 'made-up');
    const res = await answer(browser, '123456');
    expect(res.headers.get('location')).toBe('/users/sign_in?second_step=expired');
    browser.cookies.delete('sp_second_step');
    expect((await browser.get('/users/two_factor')).headers.get('location')).toBe('/users/sign_in');
  });

  it('carries return_to through both steps, and only to a page of this server', async () => {
    const { t, secret } = await withSecondFactor();
    const cases = [
      ['/users/account', '/users/account'],
      ['/d/active', '/d/active'],
      ['/requests?page=2', '/requests?page=2'],
      ['//evil.example/users/', '/'],
      ['https://evil.example/users/x', '/'],
      ['/users/\\evil.example', '/'],
      ['/\\evil.example', '/'],
    ] as const;
    for (const [asked, landed] of cases) {
      nextStep(t);
      const { browser, answer: step } = await passwordSignIn(t, asked);
      expect(step.headers.get('location')).toBe('/users/two_factor');
      const done = await answer(browser, codeAt(secret, t.clock.now));
      expect(done.headers.get('location'), asked).toBe(landed);
    }
  });

  it('signs in one without a second factor at once, to return_to', async () => {
    const t = await twoFactorApp();
    const { browser, answer: res } = await passwordSignIn(t, '/users/account');
    expect([res.status, res.headers.get('location')]).toEqual([303, '/users/account']);
    expect(await signedIn(browser)).toBe(true);
  });
});
