import { describe, expect, it } from 'vitest';
import { ACTIVITY_EVENTS } from '../../../server/activity/activity-events.ts';
import { verifyActivity } from '../../../server/store/activity/verify-activity.ts';
import { SessionStore } from '../../../server/web/chrome/session-store.ts';
import { makeKey } from '../api-keys/key-flow.ts';
import { DAY } from '../harness.ts';
import { addPasskeyThrough } from '../passkeys/passkey-pages.ts';
import { softAuthenticator } from '../passkeys/soft-authenticator.ts';
import { codeAt } from '../two-factor/two-factor-app.ts';
import { webClient } from '../web-client.ts';
import {
  ALICE,
  entriesOf,
  extensionSignIn,
  extensionSignOut,
  mailedLink,
  newApiToken,
  PASSWORD,
  passwordStep,
  secondStep,
  securityHarnesses,
  setUpSecondFactor,
  signOut,
  userOf,
} from './security-flows.ts';

const NEW_PASSWORD = 'an altogether new passphrase';
const RESET_PASSWORD = 'the passphrase after a reset';
const DORA_PASSWORD = 'doras own long passphrase';
const WRONG_PASSWORD = 'not-alices-password-Qx7';

/**
 * Whether `text` holds `secret`. A six-digit code stands alone to count: one may turn up by chance
 * inside a digest, an id or a time, and a leaked one would sit in a string of its own.
 */
const found = (text: string, secret: string) =>
  secret.length > 8
    ? text.includes(secret)
    : new RegExp(`(?<![0-9a-zA-Z])${secret}(?![0-9a-zA-Z])`).test(text);

/** The last segment of a link's path: the token it carries. */
const tokenOf = (path: string) => path.split('/').pop() ?? '';

describe.each(securityHarnesses())('the security events of a day, %s store', (_name, open) => {
  it('hold none of the passwords, codes, tokens or links used, and their chain verifies', async () => {
    const h = await open();
    const used: string[] = [PASSWORD, NEW_PASSWORD, RESET_PASSWORD, DORA_PASSWORD, WRONG_PASSWORD];
    await h.admin.setPassword(ALICE, PASSWORD);
    await h.admin.setAdmin(ALICE, true);

    // Passwords: one wrong, then a second factor set up, used both ways and once mistyped.
    const refused = webClient(h.app);
    await refused.get('/users/sign_in');
    expect((await refused.post('/users/sign_in', { email: ALICE, password: WRONG_PASSWORD })).status).toBe(
      401,
    );
    const first = await passwordStep(h);
    const { secret, code, codes } = await setUpSecondFactor(h, first);
    used.push(secret, code, ...codes, ...codes.map((c) => c.replace('-', '')));
    await signOut(first);
    h.clock.now += 60_000;
    const second = await passwordStep(h);
    const mistyped = codeAt(secret, h.clock.now + 10 * 60_000);
    used.push(mistyped);
    expect(await secondStep(second, mistyped)).toBe(422);
    const totp = codeAt(secret, h.clock.now);
    used.push(totp);
    expect(await secondStep(second, totp)).toBe(303);
    const third = await passwordStep(h);
    expect(await secondStep(third, codes[0] ?? '')).toBe(303);
    await third.get('/users/two_factor/backup_codes/new');
    await third.post('/users/two_factor/backup_codes/new', { password: PASSWORD });
    used.push(
      ...(
        /id="backup-codes"[^>]*>([^<]*)</.exec(
          (await third.get('/users/two_factor/backup_codes')).html,
        )?.[1] ?? ''
      ).split('\n'),
    );

    // Tokens: an API token replaced, browsers signed in and out.
    used.push(await newApiToken(third), await newApiToken(third));
    const chrome = await extensionSignIn(h, third, 'Chrome on Linux');
    const firefox = await extensionSignIn(h, third, 'Firefox on Mac');
    used.push(chrome.code, chrome.verifier, chrome.token, firefox.code, firefox.verifier, firefox.token);
    expect(await extensionSignOut(h, firefox.token)).toBe(204);
    const alice = await userOf(h, ALICE);
    const [device] = await h.store.listDeviceTokens(alice.id);
    await third.get('/users/token');
    await third.post(`/users/token/browsers/${device?.id}/revoke`);

    // Named keys: one used beyond its scope and revoked, one left to run past its expiry.
    const reader = await makeKey(third, { name: 'Dashboard', scope: 'read' });
    const brief = await makeKey(third, { name: 'Brief', scope: 'all', days: '1' });
    used.push(reader, brief, reader.slice(21), brief.slice(21));
    await h.call('POST', '/api/v2/pushes', { token: reader, body: { push: { payload: 's' } } });
    await third.get('/users/token');
    await third.post(`/users/token/keys/${reader.slice(4, 20)}/revoke`);
    // Passkeys: one added, renamed and removed; the log names it, never by its credential id.
    const passkey = softAuthenticator();
    used.push(passkey.id);
    await addPasskeyThrough(third, passkey, 'Work laptop');
    await third.get('/users/passkeys');
    await third.post(`/users/passkeys/${passkey.id}/rename`, { name: 'Old laptop' });
    await third.post(`/users/passkeys/${passkey.id}/delete`);

    await third.get('/users/two_factor/remove');
    await third.post('/users/two_factor/remove', { password: PASSWORD });

    // Administration: an invitation accepted, a role changed, a second factor reset, a user removed.
    await third.get('/admin');
    await third.post('/admin/invitations', { email: 'dora@example.com' });
    const invitation =
      /id="invitation-link">([^<]+)</.exec((await third.get('/admin/invitations/new')).html)?.[1] ?? '';
    used.push(invitation, tokenOf(invitation));
    const dora = webClient(h.app);
    await dora.get(new URL(invitation).pathname);
    await dora.post(new URL(invitation).pathname, { password: DORA_PASSWORD, password_again: DORA_PASSWORD });
    const bob = await userOf(h, 'bob@example.com');
    await third.get('/admin');
    await third.post(`/admin/users/${bob.id}/admin`, { admin: 'yes' });
    await h.store.setUserTotp(bob.id, {
      secret: h.cipher.seal('JBSWY3DPEHPK3PXP'),
      lastStep: 0,
      backupCodes: [],
      enabledAt: h.clock.now,
    });
    await third.get('/admin');
    await third.post(`/admin/users/${bob.id}/two_factor_off`);
    await third.get('/admin');
    await third.post(`/admin/users/${bob.id}/remove`);

    // The account's own changes: e-mail, password, other sessions, a reset by mail, signing out.
    await third.get('/users/account/email');
    await third.post('/users/account/email', { new_email: 'alice2@example.com', current_password: PASSWORD });
    const emailLink = await mailedLink(h, '/users/account/email/');
    used.push(tokenOf(emailLink));
    await third.get(emailLink);
    await third.post(emailLink);
    await third.get('/users/account');
    await third.post('/users/account/sessions');
    await third.post('/users/account/password', {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
      new_password_again: NEW_PASSWORD,
    });
    await signOut(third);
    const visitor = webClient(h.app);
    await visitor.get('/users/password/new');
    await visitor.post('/users/password/new', { email: 'alice2@example.com' });
    const resetLink = await mailedLink(h, '/users/password/edit/');
    used.push(tokenOf(resetLink));
    await visitor.get(resetLink);
    await visitor.post(resetLink, { password: RESET_PASSWORD, password_again: RESET_PASSWORD });
    await h.admin.add('root@example.com', { admin: true });
    const root = await userOf(h, 'root@example.com');
    const session = await new SessionStore(h.store, () => h.clock.now).create(root.id, '');
    const rootBrowser = webClient(h.app);
    rootBrowser.cookies.set('sp_session', session.id);
    await rootBrowser.get('/users/account');
    await rootBrowser.post('/users/sign_out');
    // A provisioning client signing with a secret that is no secret: refused, and the guess not kept.
    const guessed = `scim_${'g7'.repeat(16)}`;
    used.push(guessed);
    await h.app.request('http://push.test/scim/v2/Users', {
      headers: { authorization: `Bearer ${guessed}` },
    });

    h.clock.now += DAY;
    await h.call('GET', '/api/v2/pushes/active', { token: brief });

    const entries = await entriesOf(h);
    const recorded = new Set(entries.map((entry) => entry.event));
    const security = Object.entries(ACTIVITY_EVENTS).filter(([, category]) => category === 'security');
    const shown = [
      ...security.map(([name]) => name),
      'invitation.sent',
      'invitation.accepted',
      'user.role_changed',
      'user.removed',
    ];
    expect(shown.filter((name) => !recorded.has(name))).toEqual([]);
    const json = JSON.stringify(entries);
    const logged = h.logLines.join('\n');
    const secrets = used.filter((secret) => secret.length >= 6);
    expect(secrets.length).toBeGreaterThan(30);
    expect(secrets.filter((secret) => found(json, secret))).toEqual([]);
    expect(secrets.filter((secret) => found(logged, secret))).toEqual([]);
    expect(await verifyActivity(h.store)).toMatchObject({ checked: entries.length, problem: null });
  });
});
