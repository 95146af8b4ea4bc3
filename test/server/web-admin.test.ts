import { describe, expect, it } from 'vitest';
import { issueSetupLink } from '../../server/accounts/invitations.ts';
import type { Harness } from './harness.ts';
import { adapterHarnesses } from './web-adapters.ts';
import { webClient } from './web-client.ts';

const PASSWORD = 'correct horse battery';

const adapters = adapterHarnesses('admin');

async function signIn(h: Harness, email: string) {
  await h.admin.setPassword(email, PASSWORD);
  const browser = webClient(h.app);
  await browser.get('/users/sign_in');
  await browser.post('/users/sign_in', { email, password: PASSWORD });
  return browser;
}

/** Alice is made an administrator and signed in on the admin page. */
async function asAdmin(make: () => Promise<Harness>) {
  const h = await make();
  await h.admin.setAdmin('alice@example.com', true);
  const browser = await signIn(h, 'alice@example.com');
  await browser.get('/admin');
  return { h, browser };
}

const idOf = async (h: Harness, email: string) => (await h.store.findUserByEmail(email))?.id ?? '';

describe.each(adapters)('administrators on the web, %s store', (_name, make) => {
  it('the setup link makes the first administrator once, signs them in and leads to /admin', async () => {
    const h = await make();
    for (const user of await h.store.listUsers()) await h.store.removeUser(user.id);
    const token = (await issueSetupLink(h.store, 'start-a', h.clock.now)) ?? '';
    const browser = webClient(h.app);
    const form = await browser.get(`/users/setup/${token}`);
    expect(form.status).toBe(200);
    expect(form.html).toContain('Create the first administrator');
    const short = await browser.post(`/users/setup/${token}`, {
      email: 'root@example.com',
      password: 'short',
      password_again: 'short',
    });
    expect(short.status).toBe(422);
    expect(short.html).toContain('value="root@example.com"');
    expect(short.html).toMatch(/id="password"[^>]*aria-describedby="password-hint password-error"/);
    const made = await browser.post(`/users/setup/${token}`, {
      email: 'Root@Example.com',
      password: PASSWORD,
      password_again: PASSWORD,
    });
    expect([made.status, made.headers.get('location')]).toEqual([303, '/admin']);
    const admin = await browser.get('/admin');
    expect(admin.status).toBe(200);
    expect(admin.html).toContain('root@example.com (you)');
    expect(admin.html).toContain('<strong>Administrator</strong>');
    expect(admin.html).toMatch(/Last signed in <time/);
    expect((await webClient(h.app).get(`/users/setup/${token}`)).status).toBe(404);
    expect(h.logLines.join('\n')).not.toContain(PASSWORD);
  });

  it('a setup link answers 404 once a user exists, after its hour, for a restart, and for a guessed token', async () => {
    const h = await make();
    const ids = (await h.store.listUsers()).map((u) => u.id);
    for (const id of ids) await h.store.removeUser(id);
    const first = (await issueSetupLink(h.store, 'start-1', h.clock.now)) ?? '';
    const second = (await issueSetupLink(h.store, 'start-2', h.clock.now)) ?? '';
    const browser = webClient(h.app);
    expect((await browser.get(`/users/setup/${first}`)).status).toBe(404);
    expect((await browser.get(`/users/setup/${second}`)).status).toBe(200);
    expect((await browser.get('/users/setup/guessed')).status).toBe(404);
    expect((await browser.get(`/users/invitation/${second}`)).status).toBe(404);
    h.clock.now += 60 * 60_000;
    expect((await browser.get(`/users/setup/${second}`)).status).toBe(404);
    h.clock.now -= 60 * 60_000;
    await h.admin.add('someone@example.com');
    expect((await browser.get(`/users/setup/${second}`)).status).toBe(404);
    expect(await issueSetupLink(h.store, 'start-3', h.clock.now)).toBeUndefined();
  });

  it('guessing link tokens is throttled by the sign-in limit of the address', async () => {
    const h = await make();
    const browser = webClient(h.app);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await browser.get(`/users/invitation/guess${i}`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('sends signed-out visitors to sign in and answers 403 to users on every admin route', async () => {
    const h = await make();
    const bobId = await idOf(h, 'bob@example.com');
    const routes: [string, string][] = [
      ['GET', '/admin'],
      ['POST', '/admin/invitations'],
      ['GET', '/admin/invitations/new'],
      ['POST', '/admin/invitations/somehash/revoke'],
      ['POST', `/admin/users/${bobId}/admin`],
      ['GET', `/admin/users/${bobId}/remove`],
      ['POST', `/admin/users/${bobId}/remove`],
    ];
    const stranger = webClient(h.app);
    await stranger.get('/users/sign_in');
    const user = await signIn(h, 'bob@example.com');
    await user.get('/d/active');
    for (const [method, path] of routes) {
      const out = method === 'GET' ? await stranger.get(path) : await stranger.post(path, { admin: 'yes' });
      const back =
        method === 'GET' ? `/users/sign_in?return_to=${encodeURIComponent(path)}` : '/users/sign_in';
      expect([path, out.status, out.headers.get('location')]).toEqual([path, 303, back]);
      const refused = method === 'GET' ? await user.get(path) : await user.post(path, { admin: 'yes' });
      expect([path, refused.status]).toEqual([path, 403]);
      expect(refused.html).toContain('Administrators only');
    }
    expect((await h.store.findUserById(bobId))?.admin).toBe(false);
  });

  it('shows users, the version, store health and push counts', async () => {
    const { h, browser } = await asAdmin(make);
    await h.create({ payload: 'x' }, h.alice);
    const page = await browser.get('/admin');
    expect(page.html).toContain('bob@example.com');
    expect(page.html).toMatch(/Active pushes<\/th><td>1</);
    expect(page.html).toMatch(/All pushes<\/th><td>1</);
    expect(page.html).toContain('Takes writes');
  });

  it('invites someone: the link is shown once, works once, and the person signs in', async () => {
    const { h, browser } = await asAdmin(make);
    const bad = await browser.post('/admin/invitations', { email: 'not an address' });
    expect(bad.status).toBe(422);
    expect(bad.html).toMatch(
      /id="invite_email"[^>]*value="not an address"[^>]*aria-describedby="invite_email-error"/,
    );
    expect((await browser.post('/admin/invitations', { email: 'bob@example.com' })).status).toBe(422);
    expect((await browser.postRaw('/admin/invitations', { email: 'carol@example.com' })).status).toBe(403);
    const made = await browser.post('/admin/invitations', { email: 'Carol@example.com' });
    expect([made.status, made.headers.get('location')]).toEqual([303, '/admin/invitations/new']);
    const shown = await browser.get('/admin/invitations/new');
    const link = /(http:\/\/push\.test\/users\/invitation\/[\w-]+)/.exec(shown.html)?.[1] ?? '';
    expect(link).not.toBe('');
    expect((await browser.get('/admin/invitations/new')).html).not.toContain('/users/invitation/');
    expect((await browser.get('/admin')).html).toContain('carol@example.com');
    expect(await h.store.findUserByEmail('carol@example.com')).toBeUndefined();

    const carol = webClient(h.app);
    const path = link.replace('http://push.test', '');
    const form = await carol.get(path);
    expect(form.status).toBe(200);
    expect(form.html).toContain('carol@example.com');
    const differ = await carol.post(path, { password: PASSWORD, password_again: `${PASSWORD}!` });
    expect(differ.status).toBe(422);
    const joined = await carol.post(path, { password: PASSWORD, password_again: PASSWORD });
    expect([joined.status, joined.headers.get('location')]).toEqual([303, '/d/active']);
    expect((await h.store.findUserByEmail('carol@example.com'))?.admin).toBe(false);
    expect((await webClient(h.app).get(path)).status).toBe(404);
    const again = webClient(h.app);
    await again.get('/users/sign_in');
    const signedIn = await again.post('/users/sign_in', { email: 'carol@example.com', password: PASSWORD });
    expect(signedIn.status).toBe(303);
    expect(h.logLines.join('\n')).not.toContain(path);
  });

  it('revokes an invitation: its link stops working', async () => {
    const { h, browser } = await asAdmin(make);
    await browser.post('/admin/invitations', { email: 'dave@example.com', admin: 'yes' });
    const link =
      /\/users\/invitation\/[\w-]+/.exec((await browser.get('/admin/invitations/new')).html)?.[0] ?? '';
    const [invitation] = await h.store.listInvitations();
    expect(invitation?.admin).toBe(true);
    await browser.get('/admin');
    const revoked = await browser.post(`/admin/invitations/${invitation?.tokenHash}/revoke`);
    expect([revoked.status, revoked.headers.get('location')]).toEqual([303, '/admin?done=revoked']);
    expect((await webClient(h.app).get(link)).status).toBe(404);
  });

  it('makes a user an administrator and takes it back, but never from the last one', async () => {
    const { h, browser } = await asAdmin(make);
    const [aliceId, bobId] = [await idOf(h, 'alice@example.com'), await idOf(h, 'bob@example.com')];
    const made = await browser.post(`/admin/users/${bobId}/admin`, { admin: 'yes' });
    expect(made.headers.get('location')).toBe('/admin?done=made_admin');
    expect((await h.store.findUserById(bobId))?.admin).toBe(true);
    await browser.get('/admin');
    await browser.post(`/admin/users/${bobId}/admin`, { admin: 'no' });
    expect((await h.store.findUserById(bobId))?.admin).toBe(false);
    await browser.get('/admin');
    const refused = await browser.post(`/admin/users/${aliceId}/admin`, { admin: 'no' });
    expect(refused.headers.get('location')).toBe('/admin?error=last_admin');
    expect((await browser.get('/admin?error=last_admin')).html).toContain('This is the only administrator');
    expect((await h.store.findUserById(aliceId))?.admin).toBe(true);
    expect((await browser.post('/admin/users/nobody/admin', { admin: 'yes' })).status).toBe(404);
  });

  it('removes a user after a confirmation page, expiring their pushes; the last administrator stays', async () => {
    const { h, browser } = await asAdmin(make);
    const [aliceId, bobId] = [await idOf(h, 'alice@example.com'), await idOf(h, 'bob@example.com')];
    const urlToken = (await h.create({ payload: 'bob secret' }, h.bob)).url_token;
    const confirm = await browser.get(`/admin/users/${bobId}/remove`);
    expect(confirm.status).toBe(200);
    expect(confirm.html).toContain('Remove bob@example.com?');
    expect(await h.store.findUserById(bobId)).toBeDefined();
    const removed = await browser.post(`/admin/users/${bobId}/remove`);
    expect([removed.status, removed.headers.get('location')]).toEqual([303, '/admin?done=removed']);
    expect(await h.store.findUserById(bobId)).toBeUndefined();
    expect((await h.store.findPush(urlToken))?.expired).toBe(true);
    await browser.get(`/admin/users/${aliceId}/remove`);
    const self = await browser.post(`/admin/users/${aliceId}/remove`);
    expect(self.status).toBe(409);
    expect(await h.store.findUserById(aliceId)).toBeDefined();
  });

  it('the last administrator cannot delete their own account, nor be removed from the command line', async () => {
    const { h, browser } = await asAdmin(make);
    await browser.get('/users/account');
    const refused = await browser.post('/users/account/delete', { confirm_email: 'alice@example.com' });
    expect(refused.status).toBe(409);
    expect(refused.html).toContain('You are the only administrator');
    await expect(h.admin.remove('alice@example.com')).rejects.toThrow(
      /only administrator and cannot be removed/,
    );
    expect(await h.store.findUserByEmail('alice@example.com')).toBeDefined();
    await h.admin.setAdmin('bob@example.com', true);
    await h.admin.remove('alice@example.com');
    expect(await h.store.findUserByEmail('alice@example.com')).toBeUndefined();
  });
});
