import { randomFillSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { featuresFromVersion } from '../../extension/lib/instance-features.ts';
import { clientFor } from '../../extension/lib/push-actions.ts';
import { signInWithBrowser, type WebAuthEnv } from '../../extension/lib/web-sign-in.ts';
import { revokeBrowserToken } from '../../extension/lib/web-sign-in-revoke.ts';
import { CHROME_REDIRECT, type SignedIn, signedIn } from '../server/devices/device-flow.ts';

const ORIGIN = 'http://push.test';

/** The browser's window on the real app: the signed-in visitor opens the page and answers it. */
function windowOf(s: SignedIn, decision: 'allow' | 'cancel'): WebAuthEnv {
  return {
    launch: async (url) => {
      const asked = new URL(url);
      const page = await s.browser.get(`${asked.pathname}${asked.search}`);
      if (page.status !== 200) throw new Error('Authorization page could not be loaded.');
      const answer = await s.browser.post('/users/extension/authorize', {
        ...Object.fromEntries(asked.searchParams),
        decision,
      });
      return answer.headers.get('location') ?? '';
    },
    redirectUrl: () => CHROME_REDIRECT,
    deviceName: () => 'Chrome on Linux',
    randomBytes: (into) => randomFillSync(into),
  };
}

const appFetch = (s: SignedIn) => async (url: string, init: RequestInit) => s.h.app.request(url, init);

describe('web sign-in against the real app', () => {
  it('reads the offer of sign-in from the instance’s version answer', async () => {
    const s = await signedIn();
    const version = await clientFor({ baseUrl: ORIGIN, token: '' }, appFetch(s)).version();
    expect(version.ok && featuresFromVersion(version.value).extensionSignIn).toBe(true);
  });

  it('receives a token that lists the user’s pushes, and signs out so that it no longer does', async () => {
    const s = await signedIn();
    const got = await signInWithBrowser(ORIGIN, windowOf(s, 'allow'), appFetch(s));
    expect(got).toEqual({
      ok: true,
      token: expect.stringMatching(/^[\w-]{32}$/),
      name: 'Chrome on Linux',
      email: 'alice@example.com',
    });
    const token = got.ok ? got.token : '';
    const client = clientFor({ baseUrl: ORIGIN, token }, appFetch(s));
    expect((await client.list('active')).ok).toBe(true);
    expect(await revokeBrowserToken(ORIGIN, token, appFetch(s))).toBe('revoked');
    expect(await client.list('active')).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    expect(await revokeBrowserToken(ORIGIN, token, appFetch(s))).toBe('gone');
  });

  it('takes the instance’s Cancel as a refusal and makes no token', async () => {
    const s = await signedIn();
    const got = await signInWithBrowser(ORIGIN, windowOf(s, 'cancel'), appFetch(s));
    expect(got).toEqual({ ok: false, failure: 'denied' });
    const alice = await s.h.store.findUserByEmail('alice@example.com');
    expect(await s.h.store.listDeviceTokens(alice?.id ?? '')).toEqual([]);
  });

  it('is refused when the code comes back a second time', async () => {
    const s = await signedIn();
    let first = '';
    const window = windowOf(s, 'allow');
    const replay: WebAuthEnv = {
      ...window,
      launch: async (url) => {
        first ||= await window.launch(url);
        // A second sign-in given the first one's answer: its state and its code are both stale.
        return `${first.split('&state=')[0]}&state=${new URL(url).searchParams.get('state')}`;
      },
    };
    expect((await signInWithBrowser(ORIGIN, replay, appFetch(s))).ok).toBe(true);
    expect(await signInWithBrowser(ORIGIN, replay, appFetch(s))).toEqual({ ok: false, failure: 'refused' });
  });
});
