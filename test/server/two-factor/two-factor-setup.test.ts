import { describe, expect, it } from 'vitest';
import { backupCodeDigest } from '../../../server/accounts/backup-codes.ts';
import { webClient } from '../web-client.ts';
import {
  codeAt,
  codesOn,
  PASSWORD,
  passwordSignIn,
  secretOn,
  setUpSecondFactor,
  twoFactorApp,
} from './two-factor-app.ts';

describe('setting up two-factor authentication', () => {
  it('asks for the password, shows a QR code and the key, and turns on with a code from the app', async () => {
    const t = await twoFactorApp({}, { mail: true });
    const { browser } = await passwordSignIn(t);
    const account = await browser.get('/users/account');
    expect(account.html).toContain('<h2 id="two-factor-heading">Two-factor authentication</h2>');
    expect(account.html).toContain('<a href="/users/two_factor/setup">Set up two-factor authentication</a>');

    const asked = await browser.get('/users/two_factor/setup');
    expect(asked.html).toContain('<label for="password">Current password</label>');
    expect(asked.html).not.toContain('<svg');
    const wrong = await browser.post('/users/two_factor/setup', { password: 'not my password' });
    expect(wrong.status).toBe(422);
    expect(wrong.html).toContain(
      '<p class="error" id="password-error" role="alert">That is not your current password.</p>',
    );
    expect(wrong.headers.getSetCookie().join()).not.toContain('sp_totp_setup');

    const started = await browser.post('/users/two_factor/setup', { password: PASSWORD });
    expect([started.status, started.headers.get('location')]).toEqual([303, '/users/two_factor/setup']);
    const scan = await browser.get('/users/two_factor/setup');
    const secret = secretOn(scan);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(scan.html).toContain('<div class="qr"><svg');
    expect(scan.html).toContain('aria-label="QR code to add this account to an authenticator app"');
    // The key waits sealed: neither the cookie nor any address carries it readable.
    expect([...browser.cookies.values()].join(' ')).not.toContain(secret);
    expect((await t.user()).totp).toBeUndefined();

    const mistyped = await browser.post('/users/two_factor/setup/confirm', { code: '000000' });
    expect(mistyped.status).toBe(422);
    expect(mistyped.html).toContain('id="code-error" role="alert">That code does not match.');
    expect(secretOn(mistyped)).toBe(secret);

    const code = codeAt(secret, t.clock.now);
    const confirmed = await browser.post('/users/two_factor/setup/confirm', { code });
    expect([confirmed.status, confirmed.headers.get('location')]).toEqual([
      303,
      '/users/two_factor/backup_codes',
    ]);
    const shown = await browser.get('/users/two_factor/backup_codes');
    const codes = codesOn(shown);
    expect(codes).toHaveLength(10);
    for (const backup of codes) expect(backup).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(10);
    expect(shown.html).toContain('<p class="success" role="status">Two-factor authentication is on.</p>');
    expect(shown.html).toContain('href="/users/account?done=two_factor_on"');
    // Shown once: a reload goes back to the account page.
    const again = await browser.get('/users/two_factor/backup_codes');
    expect([again.status, again.headers.get('location')]).toEqual([303, '/users/account']);

    const { totp } = await t.user();
    expect(totp?.secret).not.toContain(secret);
    expect(t.cipher.open(totp?.secret ?? '')).toBe(secret);
    expect(totp?.lastStep).toBe(Math.floor(t.clock.now / 30_000));
    expect(totp?.enabledAt).toBe(t.clock.now);
    expect(totp?.backupCodes).toEqual(codes.map((c) => backupCodeDigest(t.digestKey, c)));
    const after = await browser.get('/users/account?done=two_factor_on');
    expect(after.html).toContain('<p class="success" role="status">Two-factor authentication is on.</p>');
    expect(after.html).toContain('10 unused backup codes left.');
    await expect.poll(() => t.sent.map((m) => m.to)).toEqual(['alice@example.com']);
  });

  it('opens the waiting key only in the session that asked for it', async () => {
    const t = await twoFactorApp();
    const { browser } = await passwordSignIn(t);
    await browser.get('/users/two_factor/setup');
    await browser.post('/users/two_factor/setup', { password: PASSWORD });
    const other = (await passwordSignIn(t)).browser;
    other.cookies.set('sp_totp_setup', browser.cookies.get('sp_totp_setup') ?? '');
    const shown = await other.get('/users/two_factor/setup');
    expect(shown.html).not.toContain('id="secret"');
    expect(shown.html).toContain('<label for="password">Current password</label>');
  });

  it('forgets a key not confirmed within 15 minutes', async () => {
    const t = await twoFactorApp();
    const { browser } = await passwordSignIn(t);
    await browser.get('/users/two_factor/setup');
    await browser.post('/users/two_factor/setup', { password: PASSWORD });
    const secret = secretOn(await browser.get('/users/two_factor/setup'));
    t.clock.now += 15 * 60_000;
    const late = await browser.post('/users/two_factor/setup/confirm', { code: codeAt(secret, t.clock.now) });
    expect([late.status, late.headers.get('location')]).toEqual([303, '/users/two_factor/setup']);
    expect((await t.user()).totp).toBeUndefined();
  });

  it('sends a visitor who is not signed in to sign in first, and back', async () => {
    const t = await twoFactorApp();
    const visitor = webClient(t.app);
    const res = await visitor.get('/users/two_factor/setup');
    expect([res.status, res.headers.get('location')]).toEqual([
      303,
      '/users/sign_in?return_to=%2Fusers%2Ftwo_factor%2Fsetup',
    ]);
    const form = await visitor.get('/users/sign_in?return_to=%2Fusers%2Ftwo_factor%2Fsetup');
    expect(form.html).toContain('<input type="hidden" name="return_to" value="/users/two_factor/setup">');
  });

  it('refuses a set-up form posted without the page token', async () => {
    const t = await twoFactorApp();
    const { browser } = await passwordSignIn(t);
    const res = await browser.postRaw('/users/two_factor/setup', { password: PASSWORD });
    expect(res.status).toBe(403);
    expect(browser.cookies.has('sp_totp_setup')).toBe(false);
  });

  it('sends one who has a second factor already from the set-up pages to the account page', async () => {
    const t = await twoFactorApp();
    const { browser } = await passwordSignIn(t);
    await setUpSecondFactor(t, browser);
    const res = await browser.get('/users/two_factor/setup');
    expect([res.status, res.headers.get('location')]).toEqual([303, '/users/account']);
  });
});
