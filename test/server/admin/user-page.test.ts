import { describe, expect, it } from 'vitest';
import { issueDeviceToken } from '../../../server/accounts/device-tokens.ts';
import { harnessesClosedAfterEach } from '../harness.ts';
import { webClient } from '../web-client.ts';
import { asAdmin, idOf, signIn } from './admin-users-support.ts';

const open = harnessesClosedAfterEach({ durable: true });

describe("an administrator's page for each user", () => {
  it("shows a user's role, sign-ins, second factor, API token, browsers, sessions and live pushes", async () => {
    const h = await open();
    const admin = await asAdmin(h);
    const bobId = await idOf(h, 'bob@example.com');
    await signIn(h, 'bob@example.com');
    await h.create({ payload: 'one' }, h.bob);
    await h.create({ payload: 'two' }, h.bob);
    await issueDeviceToken(h.store, bobId, 'Firefox on Linux', h.clock.now);
    const list = await admin.get('/admin');
    expect(list.html).toContain(
      `<a href="/admin/users/${bobId}" aria-label="Details of bob@example.com">Details</a>`,
    );
    const page = await admin.get(`/admin/users/${bobId}`);
    expect(page.status).toBe(200);
    const cells = [...page.html.matchAll(/<tr><th scope="row">([^<]+)<\/th><td>([\s\S]*?)<\/td><\/tr>/g)].map(
      ([, label, value]) => [label, (value ?? '').replace(/<[^>]+>/g, '').trim()],
    );
    expect(cells).toEqual([
      ['Role', 'User'],
      ['State', 'Active'],
      ['Created', expect.stringContaining('2026')],
      ['Last sign-in', expect.stringContaining('2026')],
      ['Last activity', expect.stringContaining('2026')],
      ['Two-factor authentication', 'Off'],
      ['API token', 'Present'],
      ['Web sessions signed in', '1'],
      ['Active pushes', '2'],
      ['Open requests', '0'],
    ]);
    expect(page.html).toContain(`href="/admin/pushes?owner=${bobId}&amp;state=active"`);
    expect(page.html).toContain('Firefox on Linux: never used');
    for (const action of ['suspend', 'expire_pushes', 'remove'])
      expect(page.html).toContain(`href="/admin/users/${bobId}/${action}"`);
    expect(page.html).toContain(`action="/admin/users/${bobId}/password_reset"`);
    const expiring = await admin.get(`/admin/users/${bobId}/expire_pushes`);
    expect(expiring.html).toContain('Active pushes to expire: 2.');
  });

  it('does not offer the last administrator’s demotion, suspension or removal, and refuses them when posted anyway', async () => {
    const h = await open();
    const admin = await asAdmin(h);
    const aliceId = await idOf(h, 'alice@example.com');
    const page = await admin.get(`/admin/users/${aliceId}`);
    expect(page.html).toContain('alice@example.com (you)');
    expect(page.html).toContain('This is the only administrator able to sign in');
    for (const offered of [
      `/admin/users/${aliceId}/suspend"`,
      `/admin/users/${aliceId}/remove"`,
      `/admin/users/${aliceId}/admin"`,
    ])
      expect(page.html).not.toContain(offered);
    expect((await admin.get(`/admin/users/${aliceId}/suspend`)).status).toBe(303);
    expect((await admin.get(`/admin/users/${aliceId}/remove`)).status).toBe(303);
    await admin.post(`/admin/users/${aliceId}/suspend`);
    expect((await h.store.findUserById(aliceId))?.suspended).toBeUndefined();
    const removed = await admin.post(`/admin/users/${aliceId}/remove`, { left: 'expire' });
    expect(removed.status).toBe(409);
    expect(await h.store.findUserById(aliceId)).toBeDefined();
    // Another administrator who is suspended does not stand in for her.
    const bobId = await idOf(h, 'bob@example.com');
    await h.admin.setAdmin('bob@example.com', true);
    await h.store.setUserSuspended(bobId, true);
    expect((await admin.get(`/admin/users/${aliceId}`)).html).not.toContain(
      `/admin/users/${aliceId}/remove"`,
    );
    expect((await h.store.findUserById(aliceId))?.admin).toBe(true);
    expect(h.logLines.join('\n')).not.toMatch(/error/i);
  });

  it('answers 404 for an unknown user on the page and every action', async () => {
    const h = await open();
    const admin = await asAdmin(h);
    for (const path of ['', '/suspend', '/expire_pushes', '/remove'])
      expect((await admin.get(`/admin/users/no-such-user${path}`)).status).toBe(404);
    await admin.get('/admin');
    for (const path of ['/suspend', '/restore', '/expire_pushes', '/remove', '/password_reset'])
      expect((await admin.post(`/admin/users/no-such-user${path}`)).status).toBe(404);
  });

  it('sends members to a 403 and signed-out visitors to sign in, on the page and its actions', async () => {
    const h = await open();
    const bobId = await idOf(h, 'bob@example.com');
    const member = await signIn(h, 'bob@example.com');
    const anonymous = webClient(h.app);
    for (const path of [
      `/admin/users/${bobId}`,
      `/admin/users/${bobId}/remove`,
      '/admin/pushes',
      '/admin/reset_link',
    ]) {
      expect((await member.get(path)).status).toBe(403);
      const away = await anonymous.get(path);
      expect([away.status, away.headers.get('location')?.startsWith('/users/sign_in')]).toEqual([303, true]);
    }
    await member.get('/d/active');
    expect((await member.post(`/admin/users/${bobId}/suspend`)).status).toBe(403);
    expect((await h.store.findUserById(bobId))?.suspended).toBeUndefined();
  });

  it('shows a one-time reset link when the server sends no mail, once, and never logs it', async () => {
    const h = await open();
    const admin = await asAdmin(h);
    const bobId = await idOf(h, 'bob@example.com');
    const page = await admin.get(`/admin/users/${bobId}`);
    expect(page.html).toContain('Make a password reset link');
    const made = await admin.post(`/admin/users/${bobId}/password_reset`);
    expect(made.headers.get('location')).toBe('/admin/reset_link');
    const shown = await admin.get('/admin/reset_link');
    const link = /<pre class="secret token" id="reset-link">([^<]+)<\/pre>/.exec(shown.html)?.[1] ?? '';
    expect(link).toMatch(/^http:\/\/push\.test\/users\/password\/edit\/[\w-]{20,}$/);
    expect((await admin.get('/admin/reset_link')).html).toContain(
      'The link was shown once and is not shown again.',
    );
    const token = link.split('/').at(-1) ?? '';
    expect((await webClient(h.app).get(`/users/password/edit/${token}`)).status).toBe(200);
    expect(h.logLines.join('\n')).not.toContain(token);
    const recorded = await h.store.readActivity(0, 100);
    expect(recorded.map((e) => [e.event, e.target?.id])).toContainEqual(['user.reset_link_shown', bobId]);
    expect(JSON.stringify(recorded)).not.toContain(token);
  });

  it('sends an invitation again under a new link: the old one stops working', async () => {
    const h = await open();
    const admin = await asAdmin(h);
    await admin.get('/admin');
    await admin.post('/admin/invitations', { email: 'carol@example.com' });
    const first = /id="invitation-link">[^<]*\/users\/invitation\/([\w-]+)</.exec(
      (await admin.get('/admin/invitations/new')).html,
    )?.[1];
    const [invitation] = await h.store.listInvitations();
    const list = await admin.get('/admin');
    expect(list.html).toContain(`action="/admin/invitations/${invitation?.tokenHash}/resend"`);
    const resent = await admin.post(`/admin/invitations/${invitation?.tokenHash}/resend`);
    expect(resent.headers.get('location')).toBe('/admin/invitations/new');
    const second = /id="invitation-link">[^<]*\/users\/invitation\/([\w-]+)</.exec(
      (await admin.get('/admin/invitations/new')).html,
    )?.[1];
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await webClient(h.app).get(`/users/invitation/${first}`)).status).toBe(404);
    expect((await webClient(h.app).get(`/users/invitation/${second}`)).status).toBe(200);
    const recorded = await h.store.readActivity(0, 100);
    expect(recorded.map((e) => [e.event, e.actor.name, e.details.email])).toContainEqual([
      'invitation.resent',
      'alice@example.com',
      'carol@example.com',
    ]);
  });
});

describe('a password reset an administrator sends by mail', () => {
  const openMailing = harnessesClosedAfterEach({ mail: true });

  it('mails the user a reset link and records it as the administrator’s', async () => {
    const h = await openMailing();
    const admin = await asAdmin(h);
    const bobId = await idOf(h, 'bob@example.com');
    expect((await admin.get(`/admin/users/${bobId}`)).html).toContain('Send a password reset');
    const sent = await admin.post(`/admin/users/${bobId}/password_reset`);
    expect(sent.headers.get('location')).toBe(`/admin/users/${bobId}?done=reset_mailed`);
    await expect
      .poll(async () => {
        await h.runner?.runDue();
        return h.mails.length;
      })
      .toBe(1);
    expect(h.mails[0]?.to).toBe('bob@example.com');
    expect(h.mails[0]?.text).toMatch(/\/users\/password\/edit\/[\w-]{20,}/);
    const recorded = await h.store.readActivity(0, 100);
    expect(recorded.map((e) => [e.event, e.actor.name, e.target?.id])).toContainEqual([
      'user.password_reset_sent',
      'alice@example.com',
      bobId,
    ]);
  });
});
