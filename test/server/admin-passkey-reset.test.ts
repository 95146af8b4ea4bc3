import { describe, expect, it } from 'vitest';
import { EMAIL, PASSWORD, type TwoFactorApp, twoFactorApp } from './two-factor/two-factor-app.ts';
import { webClient } from './web-client.ts';

const ROOT = 'root@example.com';

/** Alice, whose only second factor is a passkey; root, an administrator, signed in. */
async function passkeyOnlyAlice() {
  const t = await twoFactorApp();
  const aliceId = (await t.user()).id;
  await t.store.insertPasskey({
    id: 'alice-laptop',
    userId: aliceId,
    publicKey: 'pQECAyYgAQ',
    counter: 0,
    transports: [],
    name: 'Laptop',
    createdAt: 0,
    lastUsedAt: null,
  });
  await t.admin.add(ROOT, { admin: true });
  await t.admin.setPassword(ROOT, PASSWORD);
  return { t, aliceId, root: await signedIn(t, ROOT), path: `/admin/users/${aliceId}/two_factor_off` };
}

async function signedIn(t: TwoFactorApp, email: string) {
  const browser = webClient(t.app);
  await browser.get('/users/sign_in');
  const answer = await browser.post('/users/sign_in', { email, password: PASSWORD });
  if (answer.status !== 303) throw new Error(`${email} could not sign in: ${answer.status}`);
  return browser;
}

const PASSKEYS_GO =
  '<p><strong>Their passkeys are removed as well: until they add one again, their password alone signs them in.</strong></p>';

describe('an administrator resetting the second factor of a user who has only a passkey', () => {
  it('is offered on the user’s page, which counts the passkey as a second factor', async () => {
    const { root, aliceId, path } = await passkeyOnlyAlice();
    const page = await root.get(`/admin/users/${aliceId}`);
    expect(page.html).toContain(`<a class="button secondary" href="${path}">Turn off two-factor</a>`);
    expect(page.html).toContain('<tr><th scope="row">Two-factor authentication</th><td>On</td></tr>');
  });

  it('asks first, saying the passkeys go too, then removes them', async () => {
    const { t, aliceId, root, path } = await passkeyOnlyAlice();
    const asked = await root.get(path);
    expect(asked.status).toBe(200);
    expect(asked.html).toContain(`<h1>Turn off two-factor authentication for ${EMAIL}?</h1>`);
    expect(asked.html).toContain(PASSKEYS_GO);
    const done = await root.post(path);
    expect([done.status, done.headers.get('location')]).toEqual([303, '/admin?done=two_factor_off']);
    expect(await t.store.listPasskeys(aliceId)).toEqual([]);
    expect((await root.get(`/admin/users/${aliceId}`)).html).not.toContain(path);
  });

  it('is not offered for a user with neither a code nor a passkey, nor for oneself', async () => {
    const { t, root } = await passkeyOnlyAlice();
    await t.admin.add('bob@example.com');
    const bobId = (await t.store.findUserByEmail('bob@example.com'))?.id ?? '';
    expect((await root.get(`/admin/users/${bobId}`)).html).not.toContain('two_factor_off');
    expect((await root.get(`/admin/users/${bobId}/two_factor_off`)).headers.get('location')).toBe('/admin');
    const rootId = (await t.store.findUserByEmail(ROOT))?.id ?? '';
    await t.store.insertPasskey({
      id: 'root-key',
      userId: rootId,
      publicKey: 'pQECAyYgAQ',
      counter: 0,
      transports: [],
      name: 'Key',
      createdAt: 0,
      lastUsedAt: null,
    });
    expect((await root.get(`/admin/users/${rootId}`)).html).not.toContain('two_factor_off');
  });

  it('does not speak of passkeys to a user who has only a code', async () => {
    const { t, aliceId, root, path } = await passkeyOnlyAlice();
    await t.store.removePasskey(aliceId, 'alice-laptop');
    await t.store.setUserTotp(aliceId, { secret: 'x', lastStep: 0, backupCodes: [], enabledAt: 0 });
    const asked = await root.get(path);
    expect(asked.status).toBe(200);
    expect(asked.html).not.toContain(PASSKEYS_GO);
  });
});
