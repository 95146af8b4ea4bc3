import { describe, expect, it } from 'vitest';
import { harness } from './harness.ts';
import { webClient } from './web-client.ts';

const PASSWORD = 'correct horse battery';

async function withPassword() {
  const h = await harness();
  await h.admin.setPassword('alice@example.com', PASSWORD);
  return h;
}

const tokenIn = (html: string) => /<pre class="secret token" id="token">([^<]+)<\/pre>/.exec(html)?.[1] ?? '';

describe('web sign-in and the token page', () => {
  it('signs in with a session cookie and issues a new API token, shown once, that replaces the old one', async () => {
    const h = await withPassword();
    const browser = webClient(h.app);
    expect((await browser.get('/users/token')).headers.get('location')).toBe(
      '/users/sign_in?return_to=%2Fusers%2Ftoken',
    );
    await browser.get('/users/sign_in');
    const signedIn = await browser.post('/users/sign_in', { email: 'Alice@example.com', password: PASSWORD });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/');
    expect(signedIn.headers.getSetCookie().find((c) => c.startsWith('sp_session='))).toMatch(
      /^sp_session=[\w-]{43}; Max-Age=28800; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const tokenPage = await browser.get('/users/token');
    expect(tokenPage.html).toContain('Signed in as <strong>alice@example.com</strong>');
    const minted = await browser.post('/users/token');
    expect([minted.status, minted.headers.get('location')]).toEqual([303, '/users/token']);
    const issued = await browser.get('/users/token');
    const token = tokenIn(issued.html);
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(issued.headers.get('cache-control')).toBe('no-store');
    expect((await h.call('GET', '/api/v2/pushes/active', { token })).status).toBe(200);
    expect((await h.call('GET', '/api/v2/pushes/active', { token: h.alice })).status).toBe(401);
    expect(tokenIn((await browser.get('/users/token')).html)).toBe('');
  });

  it('shows a new token once after the redirect: a reload shows none and mints nothing', async () => {
    const h = await withPassword();
    const browser = webClient(h.app);
    await browser.get('/users/sign_in');
    await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
    await browser.get('/users/token');
    await browser.post('/users/token');
    const shown = await browser.get('/users/token');
    const token = tokenIn(shown.html);
    expect(token).toMatch(/^[\w-]{32}$/);
    const hashAfterMint = (await h.store.findUserByEmail('alice@example.com'))?.tokenHash;
    const reloaded = await browser.get('/users/token');
    expect([reloaded.status, tokenIn(reloaded.html)]).toEqual([200, '']);
    expect((await h.store.findUserByEmail('alice@example.com'))?.tokenHash).toBe(hashAfterMint);
    expect((await h.call('GET', '/api/v2/pushes/active', { token })).status).toBe(200);
  });

  it('shows a kept token to no other session, nor after ten minutes', async () => {
    const h = await withPassword();
    const browser = webClient(h.app);
    await browser.get('/users/sign_in');
    await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
    await browser.get('/users/token');
    await browser.post('/users/token');
    const kept = browser.cookies.get('sp_new_token') ?? '';
    expect(kept).not.toBe('');
    const other = webClient(h.app);
    await other.get('/users/sign_in');
    await other.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
    other.cookies.set('sp_new_token', kept);
    expect(tokenIn((await other.get('/users/token')).html)).toBe('');
    h.clock.now += 10 * 60_000;
    expect(tokenIn((await browser.get('/users/token')).html)).toBe('');
  });

  it('tells people on the sign-in page how to get an account without naming a shell command', async () => {
    const h = await harness();
    const page = (await webClient(h.app).get('/users/sign_in')).html;
    expect(page).toContain('Ask your administrator for an invitation.');
    expect(page).not.toMatch(/npm run|secret-push user|<code>/);
  });

  it('says so when the password is wrong or the user unknown, the same way', async () => {
    const h = await withPassword();
    const browser = webClient(h.app);
    await browser.get('/users/sign_in');
    const wrong = await browser.post('/users/sign_in', {
      email: 'alice@example.com',
      password: 'wrong password!',
    });
    const unknown = await browser.post('/users/sign_in', { email: 'who@example.com', password: PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.html).toContain('That e-mail and password do not match an account.');
      expect(res.headers.getSetCookie().some((c) => c.startsWith('sp_session='))).toBe(false);
    }
  });

  it('does not sign in a user who has no password yet', async () => {
    const h = await harness();
    const browser = webClient(h.app);
    await browser.get('/users/sign_in');
    expect((await browser.post('/users/sign_in', { email: 'bob@example.com', password: '' })).status).toBe(
      401,
    );
  });

  it('limits sign-in attempts: after 5 failures for an e-mail even the right password waits 15 minutes', async () => {
    const h = await withPassword();
    const browser = webClient(h.app);
    await browser.get('/users/sign_in');
    for (let i = 0; i < 5; i++)
      await browser.post('/users/sign_in', { email: 'alice@example.com', password: `nope-${i}` });
    const limited = await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.html).toContain('Too many sign-in attempts');
    h.clock.now += 15 * 60_000;
    expect(
      (await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD })).status,
    ).toBe(303);
  });

  it('checks the CSRF token on sign-in, token creation and sign-out', async () => {
    const h = await withPassword();
    const browser = webClient(h.app);
    await browser.get('/users/sign_in');
    expect(
      (await browser.postRaw('/users/sign_in', { email: 'alice@example.com', password: PASSWORD })).status,
    ).toBe(403);
    await browser.get('/users/sign_in');
    await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
    expect((await browser.postRaw('/users/token', { _csrf: 'x'.repeat(43) })).status).toBe(403);
    expect((await browser.postRaw('/users/sign_out')).status).toBe(403);
    expect((await browser.get('/users/token')).status).toBe(200);
  });

  it('signs out, ending the session on the server', async () => {
    const h = await withPassword();
    const browser = webClient(h.app);
    await browser.get('/users/sign_in');
    await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
    const session = browser.cookies.get('sp_session') ?? '';
    await browser.get('/users/token');
    const out = await browser.post('/users/sign_out');
    expect([out.status, out.headers.get('location')]).toEqual([303, '/']);
    const replayed = await h.app.request('http://push.test/users/token', {
      headers: { cookie: `sp_session=${session}` },
    });
    expect(replayed.headers.get('location')).toBe('/users/sign_in?return_to=%2Fusers%2Ftoken');
  });

  it('ends a session when the password changes after sign-in', async () => {
    const h = await withPassword();
    const browser = webClient(h.app);
    await browser.get('/users/sign_in');
    await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
    expect((await browser.get('/users/token')).status).toBe(200);
    await h.admin.setPassword('alice@example.com', 'a different passphrase');
    const after = await browser.get('/users/token');
    expect([after.status, after.headers.get('location')]).toEqual([
      303,
      '/users/sign_in?return_to=%2Fusers%2Ftoken',
    ]);
  });

  it('lets a signed-in user create from the home page when anonymous pushes are off, as the owner', async () => {
    const h = await harness((s) => {
      s.allowAnonymous = false;
    });
    await h.admin.setPassword('alice@example.com', PASSWORD);
    const browser = webClient(h.app);
    await browser.get('/users/sign_in');
    await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
    expect((await browser.get('/')).html).toContain('<textarea');
    await browser.post('/', { payload: 'mine', expire_after_days: '1', expire_after_views: '1' });
    const active = await h.call('GET', '/api/v2/pushes/active', { token: h.alice });
    expect(active.body).toMatchObject([{ expire_after_views: 1, expire_after_days: 1 }]);
  });
});
