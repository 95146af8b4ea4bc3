import { describe, expect, it } from 'vitest';
import { webClient } from '../web-client.ts';
import { browserToken, PASSWORD, signedIn } from './device-flow.ts';

const signOut = (s: Awaited<ReturnType<typeof signedIn>>, headers: Record<string, string>) =>
  s.h.app.request('http://push.test/users/extension/sign_out', { method: 'POST', headers });

describe('browser tokens', () => {
  it('notes when a browser token was last used', async () => {
    const s = await signedIn();
    const token = await browserToken(s);
    s.h.clock.now += 5 * 60_000;
    expect((await s.h.call('GET', '/api/v2/pushes/active', { token })).status).toBe(200);
    const alice = await s.h.store.findUserByEmail('alice@example.com');
    const [listed] = await s.h.store.listDeviceTokens(alice?.id ?? '');
    expect(listed?.lastUsedAt).toBe(s.h.clock.now);
  });

  it('is refused by the API with 401 once revoked on the token page, the others still working', async () => {
    const s = await signedIn();
    const chrome = await browserToken(s, 'Chrome on Linux');
    const firefox = await browserToken(s, 'Firefox on Windows');
    const page = await s.browser.get('/users/token');
    const ids = [...page.html.matchAll(/action="\/users\/token\/browsers\/([^/]+)\/revoke"/g)].map(
      (m) => m[1],
    );
    expect(ids).toHaveLength(2);
    const revoked = await s.browser.post(`/users/token/browsers/${ids[0]}/revoke`);
    expect([revoked.status, revoked.headers.get('location')]).toEqual([303, '/users/token?browser=revoked']);
    const refused = await s.h.call('GET', '/api/v2/pushes/active', { token: chrome });
    expect([refused.status, refused.body]).toEqual([401, { error: 'Invalid API token.' }]);
    expect((await s.h.call('GET', '/api/v2/pushes/active', { token: firefox })).status).toBe(200);
    expect((await s.h.call('GET', '/api/v2/pushes/active', { token: s.h.alice })).status).toBe(200);
    const after = await s.browser.get('/users/token?browser=revoked');
    expect(after.html).toContain('The browser&#39;s token was revoked: the extension there is signed out.');
    expect(after.html).not.toContain('Chrome on Linux');
    expect(after.html).toContain('Firefox on Windows');
  });

  it("lists a user's browsers with when each signed in and was last used, each with its own Revoke", async () => {
    const s = await signedIn();
    const chrome = await browserToken(s, 'Chrome on Linux');
    s.h.clock.now += 60_000;
    await browserToken(s, 'Firefox on Windows');
    await s.h.call('GET', '/api/v2/pushes/active', { token: chrome });
    const html = (await s.browser.get('/users/token')).html;
    const rows = html.split('<li class="push-row">').slice(1);
    expect(rows.map((row) => /<h3>([^<]+)<\/h3>/.exec(row)?.[1])).toEqual([
      'Chrome on Linux',
      'Firefox on Windows',
    ]);
    expect(rows[0]).toContain('Signed in <time datetime="2026-01-01T00:00:00.000Z">');
    expect(rows[0]).toMatch(/Last used <time datetime="[^"]+">/);
    expect(rows[1]).toContain('Signed in <time datetime="2026-01-01T00:01:00.000Z">');
    expect(rows[1]).toContain('Never used');
    expect(rows[1]).toContain('aria-label="Revoke the token of Firefox on Windows">Revoke</button>');
    // The API token's own section is still there, above.
    expect(html.indexOf('Create a new API token')).toBeLessThan(
      html.indexOf('Browsers signed in to the extension'),
    );
  });

  it('says so when no browser is signed in', async () => {
    const s = await signedIn();
    expect((await s.browser.get('/users/token')).html).toContain(
      'No browser is signed in. Choose “Sign in” in the extension&#39;s options to add one.',
    );
  });

  it("cannot revoke another user's browser token, nor one without the page's CSRF token", async () => {
    const s = await signedIn();
    const token = await browserToken(s);
    const alice = await s.h.store.findUserByEmail('alice@example.com');
    const [device] = await s.h.store.listDeviceTokens(alice?.id ?? '');
    await s.h.admin.setPassword('bob@example.com', PASSWORD);
    const bob = webClient(s.h.app);
    await bob.get('/users/sign_in');
    await bob.post('/users/sign_in', { email: 'bob@example.com', password: PASSWORD });
    await bob.get('/users/token');
    const refused = await bob.post(`/users/token/browsers/${device?.id}/revoke`);
    expect(refused.status).toBe(404);
    expect(refused.html).toContain('No browser token of yours has this id.');
    expect((await s.browser.postRaw(`/users/token/browsers/${device?.id}/revoke`)).status).toBe(403);
    expect((await s.h.call('GET', '/api/v2/pushes/active', { token })).status).toBe(200);
    expect(await s.h.store.listDeviceTokens(alice?.id ?? '')).toHaveLength(1);
  });

  it("signs the extension out: its own token revoked by the extension's sign-out, 204", async () => {
    const s = await signedIn();
    const token = await browserToken(s);
    const out = await signOut(s, { authorization: `Bearer ${token}` });
    expect([out.status, await out.text()]).toEqual([204, '']);
    expect((await s.h.call('GET', '/api/v2/pushes/active', { token })).status).toBe(401);
    const again = await signOut(s, { authorization: `Bearer ${token}` });
    expect([again.status, await again.json()]).toEqual([401, { error: 'Invalid API token.' }]);
  });

  it("does not revoke the user's own API token through the extension's sign-out", async () => {
    const s = await signedIn();
    const out = await signOut(s, { authorization: `Bearer ${s.h.alice}` });
    expect(out.status).toBe(401);
    expect((await s.h.call('GET', '/api/v2/pushes/active', { token: s.h.alice })).status).toBe(200);
    const bare = await signOut(s, {});
    expect(bare.status).toBe(401);
  });

  it('stops working when its user is removed', async () => {
    const s = await signedIn();
    const token = await browserToken(s);
    await s.h.admin.remove('alice@example.com');
    expect((await s.h.call('GET', '/api/v2/pushes/active', { token })).status).toBe(401);
  });
});
