import { describe, expect, it } from 'vitest';
import { PASSWORD, passwordSignIn, setUpSecondFactor, signOut, twoFactorApp } from './two-factor-app.ts';

async function signedInWithSecondFactor(mail = false) {
  const t = await twoFactorApp({}, { mail });
  const { browser } = await passwordSignIn(t);
  const factor = await setUpSecondFactor(t, browser);
  return { t, browser, ...factor };
}

describe('changing a second factor from the account page', () => {
  it('shows when it was turned on, how many backup codes are left, and the ways to change it', async () => {
    const { browser } = await signedInWithSecondFactor();
    const page = await browser.get('/users/account');
    expect(page.html).toContain('On since Jan 1, 2026, 12:00 AM UTC.');
    expect(page.html).toContain('10 unused backup codes left.');
    expect(page.html).toContain('<a href="/users/two_factor/backup_codes/new">Make new backup codes</a>');
    expect(page.html).toContain(
      '<a class="danger" href="/users/two_factor/remove">Turn off two-factor authentication</a>',
    );
    expect(page.html).not.toContain('href="/users/two_factor/setup"');
  });

  it('turns it off only with the password, and its backup codes with it', async () => {
    const { t, browser } = await signedInWithSecondFactor(true);
    const asked = await browser.get('/users/two_factor/remove');
    expect(asked.html).toContain('<h1>Turn off two-factor authentication</h1>');
    const wrong = await browser.post('/users/two_factor/remove', { password: 'not my password' });
    expect(wrong.status).toBe(422);
    expect(wrong.html).toContain('That is not your current password.');
    expect((await t.user()).totp).toBeDefined();
    const removed = await browser.post('/users/two_factor/remove', { password: PASSWORD });
    expect([removed.status, removed.headers.get('location')]).toEqual([
      303,
      '/users/account?done=two_factor_off',
    ]);
    expect((await t.user()).totp).toBeUndefined();
    const page = await browser.get('/users/account?done=two_factor_off');
    expect(page.html).toContain('<p class="success" role="status">Two-factor authentication is off.</p>');
    expect(page.html).toContain('Set up two-factor authentication');
    await expect.poll(() => t.sent.length).toBe(2);
    expect(t.sent[1]?.to).toBe('alice@example.com');

    await signOut(browser);
    const again = await passwordSignIn(t);
    expect(again.answer.headers.get('location')).toBe('/');
  });

  it('limits the password typed to turn it off, as at sign-in', async () => {
    const { browser } = await signedInWithSecondFactor();
    await browser.get('/users/two_factor/remove');
    // The set-up's own password counted once and was taken back; five wrong ones reach the limit.
    for (let i = 0; i < 5; i++) {
      expect((await browser.post('/users/two_factor/remove', { password: `wrong ${i}` })).status).toBe(422);
    }
    const refused = await browser.post('/users/two_factor/remove', { password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.html).toContain('Too many attempts. Please wait 15 minutes and try again.');
  });

  it('makes new backup codes with the password: the old ones stop working, the new ones sign in', async () => {
    const { t, browser, codes, secret } = await signedInWithSecondFactor();
    const wrong = await browser.post('/users/two_factor/backup_codes/new', { password: 'nope' });
    expect(wrong.status).toBe(422);
    const made = await browser.post('/users/two_factor/backup_codes/new', { password: PASSWORD });
    expect([made.status, made.headers.get('location')]).toEqual([303, '/users/two_factor/backup_codes']);
    const shown = await browser.get('/users/two_factor/backup_codes');
    expect(shown.html).toContain('Your new backup codes are ready. The previous ones no longer work.');
    expect(shown.html).toContain('<a class="button" href="/users/account">');
    const fresh = /id="backup-codes"[^>]*>([^<]*)</.exec(shown.html)?.[1]?.split('\n') ?? [];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => codes.includes(code))).toBe(false);
    const totp = (await t.user()).totp;
    expect(t.cipher.open(totp?.secret ?? '')).toBe(secret);

    await signOut(browser);
    const old = await passwordSignIn(t);
    await old.browser.get('/users/two_factor');
    expect((await old.browser.post('/users/two_factor', { code: codes[0] ?? '' })).status).toBe(422);
    expect((await old.browser.post('/users/two_factor', { code: fresh[0] ?? '' })).status).toBe(303);
  });

  it('sends one without a second factor from these pages to the account page', async () => {
    const t = await twoFactorApp();
    const { browser } = await passwordSignIn(t);
    for (const path of ['/users/two_factor/remove', '/users/two_factor/backup_codes/new']) {
      expect((await browser.get(path)).headers.get('location')).toBe('/users/account');
      await browser.get('/users/account');
      const posted = await browser.post(path, { password: PASSWORD });
      expect(posted.headers.get('location')).toBe('/users/account');
    }
  });
});
