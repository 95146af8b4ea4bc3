import { describe, expect, it } from 'vitest';
import { issueDeviceToken } from '../../../server/accounts/device-tokens.ts';
import { webClient } from '../web-client.ts';
import { asAdmin, idOf, PASSWORD, signIn, twoWorkerAdapters } from './admin-users-support.ts';

const workers = twoWorkerAdapters('suspension');

const push = { push: { payload: 'suspension-test-secret' } };

describe.each(workers)('suspending a user, two workers over one %s store', (_name, open) => {
  it("cuts the user's session, API token and browser token at once on every worker, and refuses their sign-in", async () => {
    const [first, second] = await open();
    const admin = await asAdmin(first);
    const bobId = await idOf(first, 'bob@example.com');
    const bobOnFirst = await signIn(first, 'bob@example.com');
    const bobOnSecond = webClient(second.app);
    await bobOnSecond.get('/users/sign_in');
    await bobOnSecond.post('/users/sign_in', { email: 'bob@example.com', password: PASSWORD });
    const { token: browserToken } = await issueDeviceToken(
      first.store,
      bobId,
      'Firefox on Linux',
      first.clock.now,
    );
    for (const browser of [bobOnFirst, bobOnSecond])
      expect((await browser.get('/d/active')).status).toBe(200);
    for (const token of [first.bob, browserToken])
      expect((await second.call('POST', '/api/v2/pushes', { token, body: push })).status).toBe(201);

    const asked = await admin.get(`/admin/users/${bobId}/suspend`);
    expect(asked.status).toBe(200);
    expect(asked.html).toContain('Suspend bob@example.com?');
    const done = await admin.post(`/admin/users/${bobId}/suspend`);
    expect([done.status, done.headers.get('location')]).toEqual([
      303,
      `/admin/users/${bobId}?done=suspended`,
    ]);
    const page = await admin.get(`/admin/users/${bobId}?done=suspended`);
    expect(page.html).toContain(
      'The account is suspended: its sessions, API token and browser tokens stopped working at once',
    );
    expect(page.html).toContain('<strong class="error">Suspended</strong>');

    // Both workers refuse at once: each reads the user from the store on every request.
    for (const browser of [bobOnFirst, bobOnSecond]) {
      const refused = await browser.get('/d/active');
      expect(refused.status).toBe(303);
      expect(refused.headers.get('location')).toMatch(/^\/users\/sign_in/);
    }
    for (const h of [first, second])
      for (const token of [first.bob, browserToken])
        expect((await h.call('POST', '/api/v2/pushes', { token, body: push })).status).toBe(401);
    for (const h of [first, second]) {
      const again = webClient(h.app);
      await again.get('/users/sign_in');
      const refused = await again.post('/users/sign_in', { email: 'bob@example.com', password: PASSWORD });
      expect(refused.status).toBe(403);
      expect(refused.html).toContain('An administrator has suspended this account, so it cannot sign in.');
      expect(again.cookies.has('sp_session')).toBe(false);
    }
  });

  it('restores sign-in, says the tokens stay revoked, and leaves them revoked', async () => {
    const [first, second] = await open();
    const admin = await asAdmin(first);
    const bobId = await idOf(first, 'bob@example.com');
    await first.admin.setPassword('bob@example.com', PASSWORD);
    await admin.get(`/admin/users/${bobId}`);
    await admin.post(`/admin/users/${bobId}/suspend`);
    const suspended = await admin.get(`/admin/users/${bobId}`);
    expect(suspended.html).toContain('Restoring it gives back sign-in only: the tokens stay revoked');
    expect(suspended.html).not.toContain(`/admin/users/${bobId}/suspend"`);
    const restored = await admin.post(`/admin/users/${bobId}/restore`);
    expect(restored.headers.get('location')).toBe(`/admin/users/${bobId}?done=restored`);
    expect((await admin.get(`/admin/users/${bobId}?done=restored`)).html).toContain(
      'The account is restored: it can sign in again. Its old tokens stay revoked.',
    );
    const bob = webClient(second.app);
    await bob.get('/users/sign_in');
    const signedIn = await bob.post('/users/sign_in', { email: 'bob@example.com', password: PASSWORD });
    expect(signedIn.status).toBe(303);
    expect((await bob.get('/d/active')).status).toBe(200);
    expect((await second.call('POST', '/api/v2/pushes', { token: first.bob, body: push })).status).toBe(401);
    const recorded = (await first.store.readActivity(0, 100)).filter((e) => e.category === 'admin');
    expect(recorded.map((e) => [e.event, e.actor.name, e.target, e.outcome])).toEqual([
      ['user.suspended', 'alice@example.com', { kind: 'user', id: bobId }, 'success'],
      ['user.restored', 'alice@example.com', { kind: 'user', id: bobId }, 'success'],
    ]);
  });
});
