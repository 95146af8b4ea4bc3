import { describe, expect, it } from 'vitest';
import { harness } from '../harness.ts';
import { webClient } from '../web-client.ts';
import { authorizeQuery, CHROME_REDIRECT, consent, FIREFOX_REDIRECT, pkce, signedIn } from './device-flow.ts';

describe('the extension authorize page', () => {
  it('sends a visitor who is not signed in to sign in, and back to this very request', async () => {
    const h = await harness();
    const query = authorizeQuery(pkce());
    const answer = await webClient(h.app).get(`/users/extension/authorize?${query}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      `/users/sign_in?return_to=${encodeURIComponent(`/users/extension/authorize?${query}`)}`,
    );
  });

  it('asks the signed-in user to allow the extension in the named browser, its answer posted back here alone', async () => {
    const s = await signedIn();
    const p = pkce();
    const page = await s.browser.get(
      `/users/extension/authorize?${authorizeQuery(p, { name: 'Firefox <on> Linux' })}`,
    );
    expect(page.status).toBe(200);
    expect(page.html).toContain(
      'Allow the Secret Push extension in <strong>Firefox &lt;on&gt; Linux</strong> to use your account <strong>alice@example.com</strong>?',
    );
    expect(page.html).toContain('<form method="post" action="/users/extension/authorize">');
    for (const [name, value] of [
      ['redirect_uri', CHROME_REDIRECT],
      ['state', p.state],
      ['code_challenge', p.challenge],
      ['code_challenge_method', 'S256'],
    ])
      expect(page.html).toContain(`<input type="hidden" name="${name}" value="${value}">`);
    expect(page.html).toMatch(/<button type="submit" name="decision" value="allow">Allow<\/button>/);
    expect(page.html).toMatch(
      /<button class="secondary" type="submit" name="decision" value="cancel">Cancel<\/button>/,
    );
    // The consent's redirect leaves for the extension's URL: the form may go there and nowhere else.
    expect(page.headers.get('content-security-policy')).toContain(
      `form-action 'self' ${new URL(CHROME_REDIRECT).origin};`,
    );
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('hands a code and the state to the extension on Allow, and stores only its digest', async () => {
    const s = await signedIn();
    const p = pkce();
    const back = await consent(s, p, 'allow');
    expect(`${back.origin}${back.pathname}`).toBe(CHROME_REDIRECT);
    expect([...back.searchParams.keys()]).toEqual(['code', 'state']);
    expect(back.searchParams.get('state')).toBe(p.state);
    const code = back.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[\w-]{32}$/);
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(code).digest('hex');
    const record = await s.h.store.findOneTime(hash, 'extension', s.h.clock.now);
    const alice = await s.h.store.findUserByEmail('alice@example.com');
    expect(record).toMatchObject({
      purpose: 'extension',
      userId: alice?.id,
      expiresAt: s.h.clock.now + 120_000,
    });
    expect(record?.data).not.toContain(p.challenge);
    expect(record?.data).not.toContain('Chrome');
  });

  it('answers a Firefox redirect URL the same way', async () => {
    const s = await signedIn();
    const back = await consent(s, pkce(), 'allow', { redirect_uri: FIREFOX_REDIRECT });
    expect(`${back.origin}${back.pathname}`).toBe(FIREFOX_REDIRECT);
  });

  it('answers Cancel with access_denied and the state, and makes no code', async () => {
    const s = await signedIn();
    const p = pkce();
    const back = await consent(s, p, 'cancel');
    expect(back.toString()).toBe(`${CHROME_REDIRECT}?error=access_denied&state=${p.state}`);
    const alice = await s.h.store.findUserByEmail('alice@example.com');
    expect(await s.h.store.removeUserOneTimes(alice?.id ?? '', 'extension')).toBe(0);
  });

  it('keeps the codes and the consent out of the request log', async () => {
    const s = await signedIn();
    const p = pkce();
    const code = (await consent(s, p, 'allow')).searchParams.get('code') ?? '';
    const log = s.h.logLines.join('\n');
    expect(log).not.toContain(code);
    expect(log).not.toContain(p.state);
    expect(log).not.toContain(p.challenge);
  });
});
