import { describe, expect, it } from 'vitest';
import {
  EMAIL,
  PASSWORD,
  passwordSignIn,
  setUpSecondFactor,
  type TwoFactorApp,
  twoFactorApp,
} from './two-factor/two-factor-app.ts';
import { webClient } from './web-client.ts';

const ROOT = 'root@example.com';

/** Alice signed in with a second factor she set up; root, an administrator, on the admin page. */
async function lockedOutAlice(mail: boolean) {
  const t = await twoFactorApp({}, { mail });
  const alice = (await passwordSignIn(t)).browser;
  await setUpSecondFactor(t, alice);
  await t.admin.add(ROOT, { admin: true });
  await t.admin.setPassword(ROOT, PASSWORD);
  const root = await signedIn(t, ROOT);
  const aliceId = (await t.user()).id;
  return { t, alice, root, aliceId, path: `/admin/users/${aliceId}/two_factor_off` };
}

async function signedIn(t: TwoFactorApp, email: string) {
  const browser = webClient(t.app);
  await browser.get('/users/sign_in');
  const answer = await browser.post('/users/sign_in', { email, password: PASSWORD });
  if (answer.status !== 303) throw new Error(`${email} could not sign in: ${answer.status}`);
  return browser;
}

const link = (id: string) =>
  `<a href="/admin/users/${id}/two_factor_off" aria-label="Turn off two-factor authentication for ${EMAIL}">Turn off two-factor</a>`;

describe('an administrator turning off a user’s second factor', () => {
  it('offers it on the rows of users who have one, behind a confirmation with a CSRF token', async () => {
    const { t, root, aliceId, path } = await lockedOutAlice(false);
    expect((await root.get('/admin')).html).toContain(link(aliceId));
    await t.admin.add('bob@example.com');
    const bobId = (await t.store.findUserByEmail('bob@example.com'))?.id ?? '';
    expect((await root.get('/admin')).html).not.toContain(`/admin/users/${bobId}/two_factor_off`);
    const asked = await root.get(path);
    expect(asked.status).toBe(200);
    expect(asked.html).toContain(`<h1>Turn off two-factor authentication for ${EMAIL}?</h1>`);
    expect(asked.html).toContain('lost both their authenticator app and their backup codes');
    expect(asked.html).toMatch(
      new RegExp(`<form method="post" action="${path}">\\s*<input type="hidden" name="_csrf" value="[^"]+">`),
    );
    expect(asked.html).toContain(
      `<button class="danger" type="submit">Turn off two-factor authentication for ${EMAIL}</button>`,
    );
    expect((await root.postRaw(path)).status).toBe(403);
    expect((await t.user()).totp).toBeDefined();
  });

  it('takes it away, ends their sessions, mails the notice and says so; their password alone signs them in', async () => {
    const { t, alice, root, aliceId, path } = await lockedOutAlice(true);
    await expect.poll(() => t.sent.length).toBe(1);
    await root.get(path);
    const done = await root.post(path);
    expect([done.status, done.headers.get('location')]).toEqual([303, '/admin?done=two_factor_off_mailed']);
    expect((await t.user()).totp).toBeUndefined();
    expect((await alice.get('/users/account')).headers.get('location')).toMatch(/^\/users\/sign_in/);
    const page = await root.get('/admin?done=two_factor_off_mailed');
    expect(page.html).toContain(
      '<p class="success" role="status">Two-factor authentication is off for that user, and their sessions have ended. They were sent a notice by e-mail.</p>',
    );
    expect(page.html).not.toContain(link(aliceId));
    await expect.poll(() => t.sent.length).toBe(2);
    expect(t.sent[1]).toMatchObject({
      to: EMAIL,
      subject: 'An administrator turned off your two-factor sign-in',
    });
    expect(t.sent[1]?.text).toContain('If you did not ask for this, contact your administrator.');
    expect(t.sent[1]?.text).not.toContain('someone else may know your password');

    // A second click finds nothing to turn off, and tells no one again.
    expect((await root.post(path)).headers.get('location')).toBe('/admin');
    expect((await root.get(path)).headers.get('location')).toBe('/admin');
    expect((await passwordSignIn(t)).answer.headers.get('location')).toBe('/');
    expect(t.sent).toHaveLength(2);
  });

  it('without mail, asks the administrator to tell the user', async () => {
    const { t, root, path } = await lockedOutAlice(false);
    await root.get(path);
    expect((await root.post(path)).headers.get('location')).toBe('/admin?done=two_factor_off');
    expect((await t.user()).totp).toBeUndefined();
    expect((await root.get('/admin?done=two_factor_off')).html).toContain(
      'Let them know yourself: this server sends no e-mail.',
    );
  });

  it('sends an administrator’s own to their account page, which asks for their password', async () => {
    const { t, root } = await lockedOutAlice(false);
    const rootUser = await t.store.findUserByEmail(ROOT);
    const own = `/admin/users/${rootUser?.id}/two_factor_off`;
    await t.store.setUserTotp(rootUser?.id ?? '', (await t.user()).totp ?? null);
    expect((await root.get('/admin')).html).not.toContain(own);
    expect((await root.get(own)).headers.get('location')).toBe('/users/two_factor/remove');
    await root.get('/admin');
    expect((await root.post(own)).headers.get('location')).toBe('/users/two_factor/remove');
    expect((await t.store.findUserByEmail(ROOT))?.totp).toBeDefined();
    expect((await root.get('/admin/users/nobody/two_factor_off')).status).toBe(404);
  });

  it('is for administrators only', async () => {
    const { t, path } = await lockedOutAlice(false);
    await t.admin.add('bob@example.com');
    await t.admin.setPassword('bob@example.com', PASSWORD);
    const bob = await signedIn(t, 'bob@example.com');
    await bob.get('/users/account');
    expect((await bob.get(path)).status).toBe(403);
    expect((await bob.post(path)).status).toBe(403);
    const stranger = webClient(t.app);
    expect((await stranger.get(path)).headers.get('location')).toBe(
      `/users/sign_in?return_to=${encodeURIComponent(path)}`,
    );
    expect((await t.user()).totp).toBeDefined();
  });
});
