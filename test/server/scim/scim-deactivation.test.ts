import { expect, it } from 'vitest';
import { issueDeviceToken } from '../../../server/accounts/device-tokens.ts';
import { idOf, PASSWORD, signIn } from '../admin/admin-users-support.ts';
import { webClient } from '../web-client.ts';
import { PATCH, STORES, scimHarnesses } from './scim-harness.ts';

const push = { push: { payload: 'scim-deactivation-secret' } };
const active = (value: boolean | string) => ({
  schemas: [PATCH],
  Operations: [{ op: 'Replace', path: 'active', value }],
});

for (const kind of STORES) {
  kind.describe(`deactivation through SCIM on ${kind.name}`, () => {
    const open = scimHarnesses(kind.options);

    /** Bob signed in on the web and in a browser, holding a push and an open request. */
    async function bobHolding(directory: Parameters<typeof open>[0] = {}) {
      const h = await open(directory, { notify: { requests: true } });
      const bob = await signIn(h, 'bob@example.com');
      const bobId = await idOf(h, 'bob@example.com');
      const { token: browserToken } = await issueDeviceToken(h.store, bobId, 'Chromium', h.clock.now);
      const made = await h.create({ payload: 'bob-live-secret' }, h.bob);
      await bob.get('/requests/new');
      const asked = await bob.post('/requests/new', { request: 'Send me the VPN key', name: 'VPN' });
      const request = /^\/requests\/([\w-]+)\?/.exec(asked.headers.get('location') ?? '')?.[1] ?? '';
      expect((await bob.get('/d/active')).status).toBe(200);
      return { h, bob, bobId, browserToken, pushToken: made.url_token, request };
    }

    it('cuts the web session, the API token and the browser token at once, refuses sign-in, expires the push and closes the request', async () => {
      const { h, bob, bobId, browserToken, pushToken, request } = await bobHolding();
      const off = await h.scim('PATCH', `/Users/${bobId}`, active('False'));
      expect([off.status, off.json?.active]).toEqual([200, false]);

      const refused = await bob.get('/d/active');
      expect([refused.status, refused.headers.get('location')]).toEqual([
        303,
        expect.stringMatching(/^\/users\/sign_in/),
      ]);
      for (const token of [h.bob, browserToken])
        expect((await h.call('POST', '/api/v2/pushes', { token, body: push })).status).toBe(401);
      const again = webClient(h.app);
      await again.get('/users/sign_in');
      const signIn = await again.post('/users/sign_in', { email: 'bob@example.com', password: PASSWORD });
      expect(signIn.status).toBe(403);
      expect(again.cookies.has('sp_session')).toBe(false);

      expect(await h.store.findPush(pushToken)).toMatchObject({ expired: true, payload: null });
      expect(await h.store.findRequest(request)).toMatchObject({ state: 'closed', closedAt: h.clock.now });
      const [entry] = await h.store.searchActivity({ events: ['user.deactivated'] }, { limit: 5 });
      expect(entry).toMatchObject({
        actor: { name: 'directory: Entra ID' },
        details: { email: 'bob@example.com', pushes: 1, count: 1 },
      });
    });

    it('hands the live links to the account PWP__DIRECTORY__LEAVER_LINKS names instead', async () => {
      const { h, bobId, pushToken, request } = await bobHolding({
        leaverLinks: { handTo: 'alice@example.com' },
      });
      expect((await h.scim('PATCH', `/Users/${bobId}`, active(false))).status).toBe(200);
      const aliceId = await idOf(h, 'alice@example.com');
      expect(await h.store.findPush(pushToken)).toMatchObject({ ownerId: aliceId, expired: false });
      expect(await h.store.findRequest(request)).toMatchObject({ ownerId: aliceId, state: 'open' });
      const [entry] = await h.store.searchActivity({ events: ['user.deactivated'] }, { limit: 5 });
      expect(entry?.details).toEqual({
        email: 'bob@example.com',
        pushes: 1,
        count: 1,
        to: 'alice@example.com',
      });
    });

    it('gives sign-in back at reactivation, the revoked tokens staying revoked', async () => {
      const { h, bobId, browserToken } = await bobHolding();
      await h.scim('PATCH', `/Users/${bobId}`, active('False'));
      const on = await h.scim('PATCH', `/Users/${bobId}`, active('True'));
      expect([on.status, on.json?.active]).toEqual([200, true]);
      const bob = webClient(h.app);
      await bob.get('/users/sign_in');
      const back = await bob.post('/users/sign_in', { email: 'bob@example.com', password: PASSWORD });
      expect(back.status).toBe(303);
      for (const token of [h.bob, browserToken])
        expect((await h.call('POST', '/api/v2/pushes', { token, body: push })).status).toBe(401);
      const [entry] = await h.store.searchActivity({ events: ['user.reactivated'] }, { limit: 5 });
      expect(entry?.details).toEqual({ email: 'bob@example.com' });
    });

    it('keeps the only administrator able to sign in active: a 400 mutability that changes nothing', async () => {
      const h = await open();
      await h.admin.setAdmin('bob@example.com', true);
      const bobId = await idOf(h, 'bob@example.com');
      const refused = await h.scim('PATCH', `/Users/${bobId}`, {
        schemas: [PATCH],
        Operations: [{ op: 'replace', value: { active: false, displayName: 'Bob' } }],
      });
      expect([refused.status, refused.json?.scimType]).toEqual([400, 'mutability']);
      expect(await h.store.findUserById(bobId)).not.toHaveProperty('suspended');
      expect(await h.store.findDirectoryUser(bobId)).toBeUndefined();
      expect((await h.scim('DELETE', `/Users/${bobId}`)).status).toBe(400);
      expect(await h.store.findUserById(bobId)).toBeDefined();
    });
  });
}
