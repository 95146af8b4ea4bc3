import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS, SessionStore, sessionIdHash } from '../../server/web/chrome/session-store.ts';
import { harness } from './harness.ts';
import { webClient } from './web-client.ts';

const PASSWORD = 'correct horse battery';

async function signedIn() {
  const h = await harness();
  await h.admin.setPassword('alice@example.com', PASSWORD);
  const browser = webClient(h.app);
  await browser.get('/users/sign_in');
  await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
  const cookie = browser.cookies.get('sp_session') ?? '';
  return { h, browser, cookie, sessions: new SessionStore(h.store, () => h.clock.now) };
}

describe('web sessions in the store', () => {
  it('keeps only a digest of the session id, never the cookie value', async () => {
    const { h, cookie } = await signedIn();
    expect(cookie).toMatch(/^[\w-]{43}$/);
    const stored = await h.store.findSession(sessionIdHash(cookie));
    const user = await h.store.findUserByEmail('alice@example.com');
    expect(stored).toEqual({
      idHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      userId: user?.id,
      passwordTag: expect.any(String),
      expiresAt: h.clock.now + SESSION_LIFETIME_MS,
    });
    expect(await h.store.findSession(cookie)).toBeUndefined();
    expect(JSON.stringify(stored)).not.toContain(cookie);
    expect(JSON.stringify(stored)).not.toContain(user?.passwordHash ?? 'no hash');
  });

  it('works from any server over the same store, so a restart signs no one out', async () => {
    const { h, cookie, sessions } = await signedIn();
    const found = await sessions.find(cookie);
    expect(found).toMatchObject({
      id: cookie,
      userId: (await h.store.findUserByEmail('alice@example.com'))?.id,
    });
    expect(found?.csrf).toMatch(/^[\w-]{43}$/);
    expect((await new SessionStore(h.store, () => h.clock.now).find(cookie))?.csrf).toBe(found?.csrf);
  });

  it('ends a session at its lifetime and removes expired sessions at the sweep', async () => {
    const { h, browser, cookie, sessions } = await signedIn();
    const second = webClient(h.app);
    await second.get('/users/sign_in');
    await second.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
    h.clock.now += SESSION_LIFETIME_MS - 1;
    expect(await sessions.sweep()).toBe(0);
    expect((await browser.get('/users/token')).status).toBe(200);
    h.clock.now += 1;
    expect((await browser.get('/users/token')).headers.get('location')).toBe(
      '/users/sign_in?return_to=%2Fusers%2Ftoken',
    );
    expect(await h.store.findSession(sessionIdHash(cookie))).toBeUndefined();
    expect(await sessions.sweep()).toBe(1);
    expect(await h.store.findSession(sessionIdHash(second.cookies.get('sp_session') ?? ''))).toBeUndefined();
  });
});
