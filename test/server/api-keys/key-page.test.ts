import { describe, expect, it } from 'vitest';
import { harnessesClosedAfterEach } from '../harness.ts';
import { ALICE, makeKey, revocableIds, signedInAt } from './key-flow.ts';

const open = harnessesClosedAfterEach();

describe('named API keys on the token page', () => {
  it('shows a new key once, right after it is made, and keeps only a keyed digest of it', async () => {
    const h = await open();
    const browser = await signedInAt(h);
    const key = await makeKey(browser, { name: 'CI deploy', scope: 'push', days: '30' });
    expect(key).toMatch(/^spk_[0-9a-f]{16}_[A-Za-z0-9_-]{32}$/);
    const again = await browser.get('/users/token');
    expect(again.html).not.toContain(key);
    expect(again.html).toContain('<h3>CI deploy</h3>');
    const alice = await h.store.findUserByEmail(ALICE);
    const [stored] = await h.store.listApiKeys(alice?.id ?? '');
    expect(stored).toMatchObject({ id: key.slice(4, 20), name: 'CI deploy', scope: 'push', revokedAt: null });
    expect(stored?.expiresAt).toBe(h.clock.now + 30 * 86_400_000);
    expect(JSON.stringify(stored)).not.toContain(key.slice(21));
    expect(h.logLines.join('\n')).not.toContain(key.slice(21));
  });

  it('lists each key with its scope, creation, expiry and last use, and a Revoke of its own', async () => {
    const h = await open();
    const browser = await signedInAt(h);
    const read = await makeKey(browser, { name: 'Dashboard', scope: 'read' });
    h.clock.now += 60_000;
    await makeKey(browser, { name: 'Nightly backup', scope: 'all', days: '7' });
    await h.call('GET', '/api/v2/pushes/active', { token: read });
    const html = (await browser.get('/users/token')).html;
    const rows = html.split('<li class="push-row">').slice(1, 3);
    expect(rows[0]).toContain('<h3>Dashboard</h3>');
    expect(rows[0]).toContain('<li>Read: lists, audit logs and previews</li>');
    expect(rows[0]).toContain('<li>Does not expire</li>');
    expect(rows[0]).toMatch(/Last used <time datetime="2026-01-01T00:01:00.000Z">[^<]+<\/time> from \?/);
    expect(rows[1]).toContain('<li>All: everything you may do</li>');
    expect(rows[1]).toContain('Expires <time datetime="2026-01-08T00:01:00.000Z">');
    expect(rows[1]).toContain('<li>Never used</li>');
    expect(rows[1]).toContain('aria-label="Revoke the key Nightly backup">Revoke</button>');
  });

  it('takes the form back with each problem marked, and keeps to the policy’s longest life for keys', async () => {
    const h = await open(undefined, { policy: { env: { PWP__API_KEYS__MAX_DAYS: '90' } } });
    const browser = await signedInAt(h);
    expect((await browser.get('/users/token')).html).toContain('At most 90 days on this server.');
    const refused = await browser.post('/users/token/keys', { name: ' ', scope: 'root', days: '' });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('The key was not made. Check the fields marked below.');
    expect(refused.html).toContain(
      '<p class="error" id="key-name-error">Give the key a name of at most 80 characters.</p>',
    );
    expect(refused.html).toContain('<p class="error" id="key-scope-error">Choose one of the scopes.</p>');
    expect(refused.html).toContain(
      '<p class="error" id="key-days-error">This server requires keys to expire: give at most 90 days.</p>',
    );
    const tooLong = await browser.post('/users/token/keys', { name: 'CI', scope: 'read', days: '91' });
    expect(tooLong.html).toContain(
      '<p class="error" id="key-days-error">Give a whole number of days from 1 to 90.</p>',
    );
    expect(tooLong.html).toContain('value="CI"');
    const alice = await h.store.findUserByEmail(ALICE);
    expect(await h.store.listApiKeys(alice?.id ?? '')).toEqual([]);
    await makeKey(browser, { name: 'CI', scope: 'read', days: '90' });
    expect(await h.store.listApiKeys(alice?.id ?? '')).toHaveLength(1);
  });

  it("revokes only the signed-in user's own keys, and only through the page's form", async () => {
    const h = await open();
    const browser = await signedInAt(h);
    const key = await makeKey(browser, { name: 'Script', scope: 'read' });
    const [id] = revocableIds((await browser.get('/users/token')).html);
    const bob = await signedInAt(h, 'bob@example.com');
    const refused = await bob.post(`/users/token/keys/${id}/revoke`);
    expect(refused.status).toBe(404);
    expect(refused.html).toContain('No such key');
    expect((await browser.postRaw(`/users/token/keys/${id}/revoke`)).status).toBe(403);
    expect((await h.call('GET', '/api/v2/pushes/active', { token: key })).status).toBe(200);
    await browser.get('/users/token');
    expect((await browser.post(`/users/token/keys/${id}/revoke`)).status).toBe(303);
    const after = await browser.get('/users/token?key=revoked');
    expect(after.html).toContain('The key was revoked: requests with it are refused from now on.');
    expect(after.html).not.toContain('<h3>Script</h3>');
  });
});

describe('named API keys on the administrator’s page of a user', () => {
  it("lists a user's keys and lets an administrator revoke one, recorded as the administrator's", async () => {
    const h = await open();
    const browser = await signedInAt(h);
    const key = await makeKey(browser, { name: 'Leaked key', scope: 'all' });
    await h.admin.setAdmin('bob@example.com', true);
    const bob = await signedInAt(h, 'bob@example.com');
    const alice = await h.store.findUserByEmail(ALICE);
    h.clock.now += 5 * 60_000;
    await h.call('GET', '/api/v2/pushes/active', { token: key });
    const page = await bob.get(`/admin/users/${alice?.id}`);
    expect(page.html).toContain('<h3>Leaked key</h3>');
    // The key's use is the user's latest activity.
    expect(page.html).toMatch(/Last activity<\/th><td><time datetime="2026-01-01T00:05:00.000Z">/);
    const [id] = revocableIds(page.html, `/admin/users/${alice?.id}/keys/`);
    const revoked = await bob.post(`/admin/users/${alice?.id}/keys/${id}/revoke`);
    expect([revoked.status, revoked.headers.get('location')]).toEqual([
      303,
      `/admin/users/${alice?.id}?done=key_revoked#keys`,
    ]);
    const after = await bob.get(`/admin/users/${alice?.id}?done=key_revoked`);
    expect(after.html).toContain('The key was revoked: requests with it are refused from now on.');
    expect(after.html).toMatch(/Revoked <time/);
    expect(revocableIds(after.html, `/admin/users/${alice?.id}/keys/`)).toEqual([]);
    expect((await h.call('GET', '/api/v2/pushes/active', { token: key })).status).toBe(401);
    const entries = await h.store.readActivity(0, 100);
    const entry = entries.find((e) => e.event === 'api_key.revoked');
    expect(entry?.actor).toEqual({
      kind: 'user',
      id: (await h.store.findUserByEmail('bob@example.com'))?.id,
      name: 'bob@example.com',
    });
    expect(entry?.details).toEqual({ name: 'Leaked key', by: 'administrator' });
  });

  it('is not offered to a user who is no administrator', async () => {
    const h = await open();
    const browser = await signedInAt(h);
    await makeKey(browser, { name: 'Mine', scope: 'read' });
    const alice = await h.store.findUserByEmail(ALICE);
    const [id] = (await h.store.listApiKeys(alice?.id ?? '')).map((k) => k.id);
    const bob = await signedInAt(h, 'bob@example.com');
    await bob.get('/users/token');
    expect((await bob.post(`/admin/users/${alice?.id}/keys/${id}/revoke`)).status).toBe(403);
    expect((await h.store.findApiKey(id ?? ''))?.revokedAt).toBeNull();
  });
});
