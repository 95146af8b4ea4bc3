import { afterEach, describe, expect, it } from 'vitest';
import { type RequestApp, requestApp } from '../requests/request-app.ts';
import { webClient } from '../web-client.ts';
import { type Browser, idOf, PASSWORD } from './admin-users-support.ts';

const opened: RequestApp[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});

async function signedIn(h: RequestApp, email: string): Promise<Browser> {
  await h.admin.setPassword(email, PASSWORD);
  const browser = webClient(h.app);
  await browser.get('/users/sign_in');
  await browser.post('/users/sign_in', { email, password: PASSWORD });
  return browser;
}

/** Alice administers; bob holds a push made through the API and a request asked through its form. */
async function bobWithLinks() {
  const h = await requestApp();
  opened.push(h);
  await h.admin.setAdmin('alice@example.com', true);
  const alice = await signedIn(h, 'alice@example.com');
  const bob = await signedIn(h, 'bob@example.com');
  const push = await h.create({ payload: 'handed-over-secret' }, h.bob);
  await bob.get('/requests/new');
  const asked = await bob.post('/requests/new', { request: 'Send me the VPN key', name: 'VPN' });
  const request = /^\/requests\/([\w-]+)\?/.exec(asked.headers.get('location') ?? '')?.[1] ?? '';
  return {
    h,
    alice,
    push,
    request,
    aliceId: await idOf(h, 'alice@example.com'),
    bobId: await idOf(h, 'bob@example.com'),
  };
}

const events = async (h: RequestApp) =>
  (await h.store.readActivity(0, 100)).map((e) => [e.event, e.actor.name, e.target?.id ?? null, e.details]);

describe('removing a user, their live links handed over or expired', () => {
  it('says first how many live links would stop working and offers the other users to take them', async () => {
    const { alice, bobId } = await bobWithLinks();
    const asked = await alice.get(`/admin/users/${bobId}/remove`);
    expect(asked.status).toBe(200);
    expect(asked.html).toContain('Live links that would stop working: active pushes 1, open requests 1.');
    expect(asked.html).toMatch(
      /<select id="hand_to" name="hand_to"><option value="[^"]+">alice@example.com<\/option><\/select>/,
    );
    expect(asked.html).not.toContain('>bob@example.com</option>');
  });

  it("hands bob's active push and open request to alice: she reads and manages the push, and the request's answer is hers", async () => {
    const { h, alice, push, request, aliceId, bobId } = await bobWithLinks();
    await alice.get(`/admin/users/${bobId}/remove`);
    const removed = await alice.post(`/admin/users/${bobId}/remove`, { left: 'hand', hand_to: aliceId });
    expect([removed.status, removed.headers.get('location')]).toEqual([
      303,
      '/admin?done=removed_handed_over',
    ]);
    expect((await alice.get('/admin?done=removed_handed_over')).html).toContain(
      'The user was removed; their active pushes and open requests now belong to the user you chose.',
    );
    expect(await h.store.findUserById(bobId)).toBeUndefined();
    expect((await h.store.findPush(push.url_token))?.ownerId).toBe(aliceId);
    expect((await alice.get(`/p/${push.url_token}/preview`)).status).toBe(200);
    expect((await alice.get('/d/active')).html).toContain(`/p/${push.url_token}/preview`);
    expect((await h.call('GET', `/api/v2/pushes/${push.url_token}/audit`, { token: h.alice })).status).toBe(
      200,
    );

    expect((await h.store.findRequest(request))?.ownerId).toBe(aliceId);
    expect((await alice.get(`/requests/${request}`)).status).toBe(200);
    const answer = { text: 'vpn-key-123', files: [], passphrase: undefined };
    const answered = await h.requests.answer(request, answer, { ip: '', userAgent: '', referrer: '' });
    expect(answered.outcome).toBe('answered');
    const sealed = (await h.store.findRequest(request))?.answerToken ?? '';
    expect((await h.store.findPush(h.cipher.open(sealed)))?.ownerId).toBe(aliceId);

    expect(await events(h)).toEqual(
      expect.arrayContaining([
        [
          'user.pushes_handed_over',
          'alice@example.com',
          bobId,
          { email: 'bob@example.com', count: 2, to: 'alice@example.com' },
        ],
        ['user.removed', 'alice@example.com', bobId, { pushes: 0, sessions: 1 }],
      ]),
    );
  });

  it("expires bob's pushes when asked to, through the push service, and records each expiry as the administrator's", async () => {
    const { h, alice, push, request, bobId } = await bobWithLinks();
    await alice.get(`/admin/users/${bobId}/remove`);
    const removed = await alice.post(`/admin/users/${bobId}/remove`, { left: 'expire' });
    expect(removed.headers.get('location')).toBe('/admin?done=removed');
    const found = await h.store.findPush(push.url_token);
    expect([found?.expired, found?.payload]).toEqual([true, null]);
    expect(await h.store.findRequest(request)).toBeUndefined();
    const recorded = await events(h);
    expect(recorded).toEqual(
      expect.arrayContaining([
        ['push.expired', 'alice@example.com', expect.stringMatching(/^[0-9a-f]{16}$/), { by: 'admin' }],
        ['user.pushes_expired', 'alice@example.com', bobId, { email: 'bob@example.com', count: 1 }],
        ['user.removed', 'alice@example.com', bobId, { pushes: 0, sessions: 1 }],
      ]),
    );
    expect(JSON.stringify(recorded)).not.toContain(push.url_token);
  });

  it('refuses a hand-over to the user removed, to a suspended user, or to nobody, changing nothing', async () => {
    const { h, alice, push, aliceId, bobId } = await bobWithLinks();
    await alice.get(`/admin/users/${bobId}/remove`);
    for (const handTo of [bobId, 'nobody']) {
      const refused = await alice.post(`/admin/users/${bobId}/remove`, { left: 'hand', hand_to: handTo });
      expect(refused.status).toBe(422);
      expect(refused.html).toContain('Choose another user who is not suspended to hand them to.');
    }
    await h.admin.add('carol@example.com');
    const carolId = await idOf(h, 'carol@example.com');
    await h.store.setUserSuspended(carolId, true);
    const refused = await alice.post(`/admin/users/${bobId}/remove`, { left: 'hand', hand_to: carolId });
    expect(refused.status).toBe(422);
    expect(refused.html).not.toContain('>carol@example.com</option>');
    expect(await h.store.findUserById(bobId)).toBeDefined();
    expect((await h.store.findPush(push.url_token))?.ownerId).toBe(bobId);
    expect(aliceId).not.toBe(bobId);
  });
});
