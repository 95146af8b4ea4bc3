import { describe, expect, it } from 'vitest';
import { CHROME_REDIRECT, consent, exchange, FIREFOX_REDIRECT, pkce, signedIn } from './device-flow.ts';

const UNKNOWN = 'This sign-in code is unknown, used or expired. Sign in again from the extension.';
const WRONG_VERIFIER = 'The code verifier does not match this sign-in. Sign in again from the extension.';

describe('the extension token exchange', () => {
  it('trades a code and its verifier for a browser token, once, with no cookie', async () => {
    const s = await signedIn();
    const p = pkce();
    const code = (await consent(s, p, 'allow')).searchParams.get('code');
    const body = { code, code_verifier: p.verifier, redirect_uri: CHROME_REDIRECT };
    const traded = await exchange(s, body);
    expect(traded.status).toBe(200);
    expect(traded.body).toEqual({
      token: expect.stringMatching(/^[\w-]{32}$/),
      name: 'Chrome on Linux',
      email: 'alice@example.com',
    });
    expect(traded.headers.get('cache-control')).toBe('no-store');
    const token = traded.body.token ?? '';
    const alice = await s.h.store.findUserByEmail('alice@example.com');
    expect(await s.h.store.listDeviceTokens(alice?.id ?? '')).toEqual([
      {
        id: expect.any(String),
        userId: alice?.id,
        tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        name: 'Chrome on Linux',
        createdAt: s.h.clock.now,
        lastUsedAt: null,
      },
    ]);
    expect((await exchange(s, body)).body).toEqual({ error: UNKNOWN });
    expect(s.h.logLines.join('\n')).not.toContain(token);
  });

  it('makes a token that works as the API token does, beside it', async () => {
    const s = await signedIn();
    const p = pkce();
    const code = (await consent(s, p, 'allow', { redirect_uri: FIREFOX_REDIRECT })).searchParams.get('code');
    const traded = await exchange(s, { code, code_verifier: p.verifier, redirect_uri: FIREFOX_REDIRECT });
    const token = traded.body.token ?? '';
    const push = await s.h.create({ payload: 'from the browser' }, token);
    const listed = await s.h.call('GET', '/api/v2/pushes/active', { token: s.h.alice });
    expect((listed.body as { url_token: string }[]).map((p) => p.url_token)).toEqual([push.url_token]);
    expect((await s.h.call('GET', '/api/v2/pushes/active', { token })).status).toBe(200);
  });

  it('refuses an expired code: it lasts two minutes', async () => {
    const s = await signedIn();
    const p = pkce();
    const code = (await consent(s, p, 'allow')).searchParams.get('code');
    s.h.clock.now += 2 * 60_000;
    const late = await exchange(s, { code, code_verifier: p.verifier, redirect_uri: CHROME_REDIRECT });
    expect([late.status, late.body]).toEqual([400, { error: UNKNOWN }]);
  });

  it('refuses an unknown code', async () => {
    const s = await signedIn();
    const p = pkce();
    const answer = await exchange(s, {
      code: 'x'.repeat(32),
      code_verifier: p.verifier,
      redirect_uri: CHROME_REDIRECT,
    });
    expect([answer.status, answer.body]).toEqual([400, { error: UNKNOWN }]);
  });

  it('refuses a wrong verifier, and the code is then used up', async () => {
    const s = await signedIn();
    const p = pkce();
    const code = (await consent(s, p, 'allow')).searchParams.get('code');
    const wrong = await exchange(s, { code, code_verifier: pkce().verifier, redirect_uri: CHROME_REDIRECT });
    expect([wrong.status, wrong.body]).toEqual([400, { error: WRONG_VERIFIER }]);
    const right = await exchange(s, { code, code_verifier: p.verifier, redirect_uri: CHROME_REDIRECT });
    expect([right.status, right.body]).toEqual([400, { error: UNKNOWN }]);
  });

  it('refuses the challenge itself sent as the verifier', async () => {
    const s = await signedIn();
    const p = pkce();
    const code = (await consent(s, p, 'allow')).searchParams.get('code');
    const answer = await exchange(s, { code, code_verifier: p.challenge, redirect_uri: CHROME_REDIRECT });
    expect([answer.status, answer.body]).toEqual([400, { error: WRONG_VERIFIER }]);
  });

  it('refuses a redirect_uri other than the one the code was made for', async () => {
    const s = await signedIn();
    const p = pkce();
    const code = (await consent(s, p, 'allow')).searchParams.get('code');
    const answer = await exchange(s, { code, code_verifier: p.verifier, redirect_uri: FIREFOX_REDIRECT });
    expect([answer.status, answer.body]).toEqual([
      400,
      {
        error: 'The redirect_uri is not the one this sign-in was made for. Sign in again from the extension.',
      },
    ]);
  });

  it.each([
    ['not JSON', 'code=x'],
    ['a JSON array', '[]'],
    ['a missing verifier', JSON.stringify({ code: 'x', redirect_uri: CHROME_REDIRECT })],
    ['a number for the code', JSON.stringify({ code: 1, code_verifier: 'x', redirect_uri: CHROME_REDIRECT })],
  ])('answers %s with 400 and a sentence', async (_, body) => {
    const s = await signedIn();
    const answer = await exchange(s, body);
    expect([answer.status, answer.body]).toEqual([
      400,
      { error: 'Send a JSON object with the strings "code", "code_verifier" and "redirect_uri".' },
    ]);
  });
});
