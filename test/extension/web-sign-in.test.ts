import { createHash, randomFillSync } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { signInWithBrowser, type WebAuthEnv } from '../../extension/lib/web-sign-in.ts';
import { authorizeUrl, newSignInSecrets } from '../../extension/lib/web-sign-in-pkce.ts';
import { revokeBrowserToken } from '../../extension/lib/web-sign-in-revoke.ts';

const BASE = 'https://push.example/team';
const REDIRECT = `https://${'abcdefghijklmnop'.repeat(2)}.chromiumapp.org/`;
const sha256url = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The browser's window as the instance would end it: `answer` builds the query it returns with. */
function webAuth(answer: (asked: URLSearchParams) => string): WebAuthEnv & { opened: string[] } {
  const opened: string[] = [];
  return {
    opened,
    launch: async (url) => {
      opened.push(url);
      return `${REDIRECT}?${answer(new URL(url).searchParams)}`;
    },
    redirectUrl: () => REDIRECT,
    deviceName: () => 'Chrome on Linux',
    randomBytes: (into) => randomFillSync(into),
  };
}

const allow = (asked: URLSearchParams) => `code=code-1&state=${encodeURIComponent(asked.get('state') ?? '')}`;
const tokenAnswer = { token: 'browser-token', name: 'Chrome on Linux', email: 'alice@example.com' };
const answering = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));

describe('web sign-in: secrets and the authorize address', () => {
  it('makes a 32-byte verifier, its S256 challenge and a 16-byte state, all base64url', async () => {
    const s = await newSignInSecrets((into) => randomFillSync(into));
    expect(Buffer.from(s.verifier, 'base64url')).toHaveLength(32);
    expect(Buffer.from(s.state, 'base64url')).toHaveLength(16);
    expect(s.challenge).toBe(sha256url(s.verifier));
    expect(`${s.verifier}${s.challenge}${s.state}`).toMatch(/^[\w-]+$/);
  });

  it('puts every field of the protocol in the query, encoded, under the instance’s path', () => {
    const secrets = { verifier: 'v', challenge: 'c-_', state: 's_-' };
    const url = new URL(authorizeUrl(BASE, secrets, REDIRECT, 'Firefox on Windows & more'));
    expect(`${url.origin}${url.pathname}`).toBe(`${BASE}/users/extension/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      redirect_uri: REDIRECT,
      state: 's_-',
      code_challenge: 'c-_',
      code_challenge_method: 'S256',
      name: 'Firefox on Windows & more',
    });
  });
});

describe('web sign-in: the flow', () => {
  it('trades the code for a token with the verifier of the challenge it sent', async () => {
    const env = webAuth(allow);
    const fetch = answering(200, tokenAnswer);
    const exchanged = vi.fn();
    expect(await signInWithBrowser(BASE, env, fetch, exchanged)).toEqual({ ok: true, ...tokenAnswer });
    expect(exchanged).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${BASE}/users/extension/token`);
    expect(init?.method).toBe('POST');
    const body = JSON.parse(String(init?.body)) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['code', 'code_verifier', 'redirect_uri']);
    expect(body).toMatchObject({ code: 'code-1', redirect_uri: REDIRECT });
    const asked = new URL(env.opened[0] ?? '').searchParams;
    expect(sha256url(body.code_verifier ?? '')).toBe(asked.get('code_challenge'));
  });

  it('refuses an answer with another state, and never sends its code', async () => {
    const fetch = answering(200, tokenAnswer);
    const result = await signInWithBrowser(
      BASE,
      webAuth(() => 'code=stolen&state=other'),
      fetch,
    );
    expect(result).toEqual({ ok: false, failure: 'mismatch' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses an answer with no state at all', async () => {
    const result = await signInWithBrowser(
      BASE,
      webAuth(() => 'code=stolen'),
      answering(200, tokenAnswer),
    );
    expect(result).toEqual({ ok: false, failure: 'mismatch' });
  });

  it('tells the instance’s Cancel from a closed window and from a page that did not load', async () => {
    const fetch = answering(200, tokenAnswer);
    const denied = webAuth((a) => `error=access_denied&state=${a.get('state')}`);
    expect(await signInWithBrowser(BASE, denied, fetch)).toEqual({ ok: false, failure: 'denied' });
    const failing = (message: string) => ({
      ...webAuth(allow),
      launch: async () => Promise.reject(new Error(message)),
    });
    for (const closed of ['The user did not approve access.', 'User cancelled or denied access.'])
      expect(await signInWithBrowser(BASE, failing(closed), fetch)).toEqual({
        ok: false,
        failure: 'cancelled',
      });
    const unloaded = failing('Authorization page could not be loaded.');
    expect(await signInWithBrowser(BASE, unloaded, fetch)).toEqual({ ok: false, failure: 'window' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says whether the exchange was refused, unreachable or unreadable', async () => {
    const refused = answering(400, { error: 'That code has expired or was already used.' });
    expect(await signInWithBrowser(BASE, webAuth(allow), refused)).toEqual({ ok: false, failure: 'refused' });
    const down = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await signInWithBrowser(BASE, webAuth(allow), down)).toEqual({ ok: false, failure: 'offline' });
    for (const [status, body] of [
      [200, { token: '', name: 'x', email: 'y' }],
      [200, { name: 'x' }],
      [404, { error: 'not-found' }],
      [500, {}],
    ] as const) {
      const result = await signInWithBrowser(BASE, webAuth(allow), answering(status, body));
      expect([status, body, result]).toEqual([status, body, { ok: false, failure: 'unexpected' }]);
    }
  });
});

describe('web sign-in: signing out', () => {
  it('asks the instance to revoke the token it sends as a bearer', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    expect(await revokeBrowserToken(BASE, 'browser-token', fetch)).toBe('revoked');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${BASE}/users/extension/sign_out`);
    expect(init).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer browser-token' } });
  });

  it('tells a token already gone from an instance that failed or could not be reached', async () => {
    const status = (code: number) => async () => new Response(null, { status: code });
    expect(await revokeBrowserToken(BASE, 't', status(401))).toBe('gone');
    expect(await revokeBrowserToken(BASE, 't', status(500))).toBe('failed');
    expect(await revokeBrowserToken(BASE, 't', status(404))).toBe('failed');
    const down = async () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await revokeBrowserToken(BASE, 't', down)).toBe('offline');
  });
});
