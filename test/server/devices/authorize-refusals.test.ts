import { beforeAll, describe, expect, it } from 'vitest';
import { harness } from '../harness.ts';
import { webClient } from '../web-client.ts';
import { authorizeQuery, pkce, type SignedIn, signedIn } from './device-flow.ts';

const CHROME_ID = 'abcdefghijklmnop'.repeat(2);
const FIREFOX_ID = '0123456789abcdef'.repeat(2).concat('01234567');

const BAD_REDIRECTS = [
  ['http, not https', `http://${CHROME_ID}.chromiumapp.org/`],
  ['a web site', 'https://evil.example/'],
  ['a look-alike host', `https://${CHROME_ID}.chromiumapp.org.evil.example/`],
  ['a host under the extension host', `https://x.${CHROME_ID}.chromiumapp.org/`],
  ['31 letters', `https://${CHROME_ID.slice(1)}.chromiumapp.org/`],
  ['letters past p', `https://${'q'.repeat(32)}.chromiumapp.org/`],
  ['capital letters', `https://${CHROME_ID.toUpperCase()}.chromiumapp.org/`],
  ['a path', `https://${CHROME_ID}.chromiumapp.org/callback`],
  ['a query', `https://${CHROME_ID}.chromiumapp.org/?next=https://evil.example/`],
  ['a fragment', `https://${CHROME_ID}.chromiumapp.org/#x`],
  ['an empty query', `https://${CHROME_ID}.chromiumapp.org/?`],
  ['a port', `https://${CHROME_ID}.chromiumapp.org:8443/`],
  ['user info', `https://evil.example@${CHROME_ID}.chromiumapp.org/`],
  ['39 hex digits', `https://${FIREFOX_ID.slice(1)}.extensions.allizom.org/`],
  ['a Chrome id on the Firefox host', `https://${CHROME_ID}.extensions.allizom.org/`],
  ['a Firefox id on the Chrome host', `https://${FIREFOX_ID}.chromiumapp.org/`],
  ['a trailing dot', `https://${CHROME_ID}.chromiumapp.org./`],
  ['surrounding space', ` https://${CHROME_ID}.chromiumapp.org/`],
  ['an empty value', ''],
] as const;

const BAD_FIELDS: [string, Record<string, string | undefined>][] = [
  ['no redirect_uri', { redirect_uri: undefined }],
  ['no state', { state: undefined }],
  ['a short state', { state: 'abc' }],
  ['a state with a space', { state: 'a state with spaces in it' }],
  ['no challenge', { code_challenge: undefined }],
  ['a challenge of the wrong length', { code_challenge: 'x'.repeat(42) }],
  ['the plain method', { code_challenge_method: 'plain' }],
  ['no method', { code_challenge_method: undefined }],
  ['no name', { name: undefined }],
  ['a blank name', { name: '   ' }],
  ['a name too long', { name: 'x'.repeat(81) }],
  ['a name with a control character', { name: 'Chrome\u0000on Linux' }],
  ['a name with a direction override', { name: 'Chrome \u202eon Linux' }],
];

const refusedOnPage = (res: { status: number; html: string; headers: Headers }) => {
  expect(res.status).toBe(400);
  expect(res.headers.get('location')).toBeNull();
  expect(res.html).toContain('Not a valid sign-in request');
};

describe('the extension authorize page refuses what is not an extension asking', () => {
  // One sign-in for the lot: a refusal changes nothing, and each sign-in costs a password hash.
  let s: SignedIn;
  beforeAll(async () => {
    s = await signedIn();
  });

  it.each(BAD_REDIRECTS)(
    'answers a redirect_uri with %s by a page, never a redirect',
    async (_, redirect) => {
      const p = pkce();
      refusedOnPage(
        await s.browser.get(`/users/extension/authorize?${authorizeQuery(p, { redirect_uri: redirect })}`),
      );
    },
  );

  it.each(BAD_FIELDS)('answers %s by a page, never a redirect', async (_, changes) => {
    refusedOnPage(await s.browser.get(`/users/extension/authorize?${authorizeQuery(pkce(), changes)}`));
  });

  it('refuses a field given twice', async () => {
    const twice = `${authorizeQuery(pkce())}&redirect_uri=${encodeURIComponent('https://evil.example/')}`;
    refusedOnPage(await s.browser.get(`/users/extension/authorize?${twice}`));
  });

  it('refuses a bad request before asking anyone to sign in', async () => {
    const h = await harness();
    const visitor = webClient(h.app);
    const query = authorizeQuery(pkce(), { redirect_uri: 'https://evil.example/' });
    refusedOnPage(await visitor.get(`/users/extension/authorize?${query}`));
  });

  it('checks the fields again when the consent is posted, and its CSRF token', async () => {
    const s = await signedIn();
    const p = pkce();
    const query = authorizeQuery(p);
    await s.browser.get(`/users/extension/authorize?${query}`);
    const fields = Object.fromEntries(new URLSearchParams(query));
    refusedOnPage(
      await s.browser.post('/users/extension/authorize', {
        ...fields,
        redirect_uri: 'https://evil.example/',
        decision: 'allow',
      }),
    );
    refusedOnPage(await s.browser.post('/users/extension/authorize', { ...fields, decision: 'maybe' }));
    const forged = await s.browser.postRaw('/users/extension/authorize', { ...fields, decision: 'allow' });
    expect([forged.status, forged.headers.get('location')]).toEqual([403, null]);
    expect(
      await s.h.store.removeUserOneTimes(
        (await s.h.store.findUserByEmail('alice@example.com'))?.id ?? '',
        'extension',
      ),
    ).toBe(0);
  });

  it('sends a signed-out consent to sign in first, with the request to come back to', async () => {
    const h = await harness();
    const visitor = webClient(h.app);
    await visitor.get('/users/sign_in');
    const query = authorizeQuery(pkce());
    const answer = await visitor.post('/users/extension/authorize', {
      ...Object.fromEntries(new URLSearchParams(query)),
      decision: 'allow',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      `/users/sign_in?return_to=${encodeURIComponent(`/users/extension/authorize?${query}`)}`,
    );
  });
});
