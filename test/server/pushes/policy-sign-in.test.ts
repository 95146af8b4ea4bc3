import { describe, expect, it } from 'vitest';
import { sessionIdHash } from '../../../server/web/chrome/session-store.ts';
import { type Harness, harnessesClosedAfterEach } from '../harness.ts';
import { setPolicyRules } from '../harness-policy.ts';
import { webClient } from '../web-client.ts';

const open = harnessesClosedAfterEach();
const PASSWORD = 'correct horse battery';
const HOUR = 3_600_000;

async function signIn(h: Harness) {
  await h.admin.setPassword('alice@example.com', PASSWORD);
  const browser = webClient(h.app);
  await browser.get('/users/sign_in');
  const answer = await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
  return { browser, answer };
}

describe('the policy at sign-in', () => {
  it('sends a user without a second factor to set one up before anything else once the policy requires it', async () => {
    const h = await open();
    await setPolicyRules(h, { twoFactorRequired: true });
    const { browser } = await signIn(h);
    const res = await browser.get('/users/token');
    expect([res.status, res.headers.get('location')]).toEqual([
      303,
      '/users/two_factor/setup?return_to=%2Fusers%2Ftoken',
    ]);
  });

  it('ends web sessions after the length the policy gives, the cookie with them', async () => {
    const h = await open();
    await setPolicyRules(h, { sessionHours: 2 });
    const { browser, answer } = await signIn(h);
    expect(answer.headers.get('set-cookie')).toMatch(/sp_session=[\w-]{43}; Max-Age=7200;/);
    const stored = await h.store.findSession(sessionIdHash(browser.cookies.get('sp_session') ?? ''));
    expect(stored?.expiresAt).toBe(h.clock.now + 2 * HOUR);
    expect((await browser.get('/users/token')).status).toBe(200);
    h.clock.now += 2 * HOUR;
    const after = await browser.get('/users/token');
    expect([after.status, after.headers.get('location')]).toEqual([
      303,
      '/users/sign_in?return_to=%2Fusers%2Ftoken',
    ]);
  });
});
