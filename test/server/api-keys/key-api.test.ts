import { describe, expect, it } from 'vitest';
import { DAY } from '../harness.ts';
import { ALICE, keyStores, makeKey, revocableIds, signedInAt } from './key-flow.ts';

const requestsOn = { notify: { requests: true } };

describe.each(keyStores())('named API keys at the API (%s)', (_, open) => {
  it('lets a read key list, read audits and previews, and refuses it a push with 403 naming the push scope', async () => {
    const h = await open();
    const browser = await signedInAt(h);
    const read = await makeKey(browser, { name: 'Dashboard', scope: 'read' });
    const push = await h.create({ payload: 'secret' }, h.alice);
    const listed = await h.call('GET', '/api/v2/pushes/active', { token: read });
    expect(listed.status).toBe(200);
    expect((listed.body as { url_token: string }[]).map((p) => p.url_token)).toEqual([push.url_token]);
    expect((await h.call('GET', `/api/v2/pushes/${push.url_token}/audit`, { token: read })).status).toBe(200);
    expect((await h.call('GET', `/api/v2/pushes/${push.url_token}/preview`, { token: read })).status).toBe(
      200,
    );
    const refused = await h.call('POST', '/api/v2/pushes', { token: read, body: { push: { payload: 's' } } });
    expect([refused.status, refused.body]).toEqual([
      403,
      {
        error: 'This API key\'s scope does not allow this request: it needs the "push" scope.',
        scope_needed: 'push',
      },
    ]);
    const expire = await h.call('DELETE', `/api/v2/pushes/${push.url_token}`, { token: read });
    expect(expire.status).toBe(403);
    expect((await h.store.findPush(push.url_token))?.expired).toBe(false);
  });

  it('lets a push key create and expire its own pushes and requests, and refuses it a list with 403 naming read', async () => {
    const h = await open(requestsOn);
    const browser = await signedInAt(h);
    const key = await makeKey(browser, { name: 'CI deploy', scope: 'push', days: '30' });
    const made = await h.call('POST', '/api/v2/pushes', { token: key, body: { push: { payload: 's' } } });
    expect(made.status).toBe(201);
    const { url_token: token } = made.body as { url_token: string };
    expect((await h.store.findPush(token))?.ownerId).toBe((await h.store.findUserByEmail(ALICE))?.id);
    expect((await h.call('DELETE', `/api/v2/pushes/${token}`, { token: key })).status).toBe(200);
    const asked = await h.call('POST', '/api/v2/requests', {
      token: key,
      body: { request: { request: 'VPN key' } },
    });
    expect(asked.status).toBe(201);
    const { url_token: request } = asked.body as { url_token: string };
    expect((await h.call('DELETE', `/api/v2/requests/${request}`, { token: key })).status).toBe(200);
    for (const path of ['/api/v2/pushes/active', '/api/v2/requests', '/api/v1/p/active']) {
      const refused = await h.call('GET', path, { token: key });
      expect([path, refused.status, refused.body]).toEqual([
        path,
        403,
        {
          error: 'This API key\'s scope does not allow this request: it needs the "read" scope.',
          scope_needed: 'read',
        },
      ]);
    }
  });

  it('lets a key of every scope read and push, through the v1 API and the X-User-Email and X-User-Token pair too', async () => {
    const h = await open();
    const browser = await signedInAt(h);
    const key = await makeKey(browser, { name: 'Chat bot', scope: 'all' });
    const made = await h.call('POST', '/api/v2/pushes', { token: key, body: { push: { payload: 's' } } });
    expect(made.status).toBe(201);
    expect((await h.call('GET', '/api/v2/pushes/active', { token: key })).status).toBe(200);
    const pair = (email: string) =>
      h.app.request('http://push.test/api/v1/p/active.json', {
        headers: { 'x-user-email': email, 'x-user-token': key },
      });
    expect((await pair(ALICE)).status).toBe(200);
    const other = await pair('bob@example.com');
    expect([other.status, await other.json()]).toEqual([401, { error: 'Invalid API token.' }]);
    // The one token pwpush clients use works beside it, as before.
    expect((await h.call('GET', '/api/v2/pushes/active', { token: h.alice })).status).toBe(200);
  });

  it('answers 401 saying so for an expired key, a revoked key, and a key whose secret is wrong', async () => {
    const h = await open();
    const browser = await signedInAt(h);
    const brief = await makeKey(browser, { name: 'One day', scope: 'read', days: '1' });
    const revoked = await makeKey(browser, { name: 'Old script', scope: 'read' });
    expect((await h.call('GET', '/api/v2/pushes/active', { token: brief })).status).toBe(200);
    const page = await browser.get('/users/token');
    const [, oldScript] = revocableIds(page.html);
    const revoking = await browser.post(`/users/token/keys/${oldScript}/revoke`);
    expect([revoking.status, revoking.headers.get('location')]).toEqual([
      303,
      '/users/token?key=revoked#keys',
    ]);
    h.clock.now += DAY;
    const expired = await h.call('GET', '/api/v2/pushes/active', { token: brief });
    expect([expired.status, expired.body]).toEqual([
      401,
      { error: 'This API key has expired: make a new one on the token page.' },
    ]);
    const refused = await h.call('GET', '/api/v2/pushes/active', { token: revoked });
    expect([refused.status, refused.body]).toEqual([
      401,
      { error: 'This API key was revoked: make a new one on the token page.' },
    ]);
    const forged = `${revoked.slice(0, 21)}${'A'.repeat(32)}`;
    const wrong = await h.call('GET', '/api/v2/pushes/active', { token: forged });
    expect([wrong.status, wrong.body]).toEqual([401, { error: 'Invalid API token.' }]);
  });

  it('notes when a key was last used at most once a minute, so reads do not become writes', async () => {
    const h = await open();
    const browser = await signedInAt(h);
    const key = await makeKey(browser, { name: 'Poller', scope: 'read' });
    const alice = await h.store.findUserByEmail(ALICE);
    const lastUsed = async () => (await h.store.listApiKeys(alice?.id ?? ''))[0]?.lastUsedAt;
    const first = h.clock.now;
    await h.call('GET', '/api/v2/pushes/active', { token: key });
    expect(await lastUsed()).toBe(first);
    h.clock.now += 59_000;
    await h.call('GET', '/api/v2/pushes/active', { token: key });
    expect(await lastUsed()).toBe(first);
    h.clock.now += 1_000;
    await h.call('GET', '/api/v2/pushes/active', { token: key });
    expect(await lastUsed()).toBe(h.clock.now);
  });

  it("stops a suspended user's keys at once, and a restored account gets none back", async () => {
    const h = await open();
    const browser = await signedInAt(h);
    const key = await makeKey(browser, { name: 'Nightly', scope: 'all' });
    const alice = await h.store.findUserByEmail(ALICE);
    expect(await h.store.setUserSuspended(alice?.id ?? '', true)).toBe('done');
    const refused = await h.call('GET', '/api/v2/pushes/active', { token: key });
    expect([refused.status, refused.body]).toEqual([401, { error: 'Invalid API token.' }]);
    expect(await h.store.setUserSuspended(alice?.id ?? '', false)).toBe('done');
    expect((await h.call('GET', '/api/v2/pushes/active', { token: key })).status).toBe(401);
  });

  it('records keys made, refused for their expiry or scope, and revoked, never their secret', async () => {
    const h = await open();
    const browser = await signedInAt(h);
    const read = await makeKey(browser, { name: 'Reader', scope: 'read', days: '1' });
    await h.call('POST', '/api/v2/pushes', { token: read, body: { push: { payload: 's' } } });
    const [id] = revocableIds((await browser.get('/users/token')).html);
    expect((await browser.post(`/users/token/keys/${id}/revoke`)).status).toBe(303);
    const brief = await makeKey(browser, { name: 'Brief', scope: 'all', days: '1' });
    h.clock.now += DAY;
    await h.call('GET', '/api/v2/pushes/active', { token: brief });
    const alice = await h.store.findUserByEmail(ALICE);
    const [reader, briefKey] = await h.store.listApiKeys(alice?.id ?? '');
    const user = { kind: 'user', id: alice?.id, name: ALICE };
    const keyActor = (name: string) => ({ kind: 'api_key', id: alice?.id, name });
    const target = (key: typeof reader) => ({ kind: 'api_key', id: key?.id });
    const entries = (await h.store.readActivity(0, 100)).filter((e) => e.event.startsWith('api_key.'));
    expect(
      entries.map(({ event, actor, target, outcome, details }) => ({
        event,
        actor,
        target,
        outcome,
        details,
      })),
    ).toEqual([
      {
        event: 'api_key.created',
        actor: user,
        target: target(reader),
        outcome: 'success',
        details: { name: 'Reader', scope: 'read', days: 1 },
      },
      {
        event: 'api_key.refused',
        actor: keyActor('Reader'),
        target: target(reader),
        outcome: 'failure',
        details: { name: 'Reader', scope: 'read', reason: 'scope', needed: 'push' },
      },
      {
        event: 'api_key.revoked',
        actor: user,
        target: target(reader),
        outcome: 'success',
        details: { name: 'Reader', by: 'owner' },
      },
      {
        event: 'api_key.created',
        actor: user,
        target: target(briefKey),
        outcome: 'success',
        details: { name: 'Brief', scope: 'all', days: 1 },
      },
      {
        event: 'api_key.refused',
        actor: keyActor('Brief'),
        target: target(briefKey),
        outcome: 'failure',
        details: { name: 'Brief', scope: 'all', reason: 'expired' },
      },
    ]);
    const all = JSON.stringify(await h.store.readActivity(0, 1000));
    for (const key of [read, brief]) expect(all).not.toContain(key.slice(21));
  });
});
