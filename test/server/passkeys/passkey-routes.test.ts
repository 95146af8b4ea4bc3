import { describe, expect, it } from 'vitest';
import { adapterHarnesses } from '../web-adapters.ts';
import { webClient } from '../web-client.ts';
import {
  addPasskeyThrough,
  ORIGIN,
  passkeySignIn,
  recorded,
  signedAssertion,
  signedIn,
} from './passkey-pages.ts';
import { softAuthenticator } from './soft-authenticator.ts';

const HOME = '/';
const REFUSED = '/users/sign_in?passkey=refused';

describe.each(adapterHarnesses('passkeys'))('passkeys on the %s store', (_name, open) => {
  it('adds a named passkey on the account page and signs in with it, no address typed', async () => {
    const h = await open();
    const browser = await signedIn(h);
    const key = softAuthenticator();
    const added = await addPasskeyThrough(browser, key, 'Work laptop');
    expect([added.status, added.headers.get('location')]).toEqual([
      303,
      '/users/account?passkey=added#passkeys-heading',
    ]);
    const page = await browser.get('/users/account?passkey=added');
    expect(page.html).toContain('<th scope="row">Work laptop</th>');
    expect(page.html).toContain('Passkey added.');
    const stored = await h.store.listPasskeys((await h.store.findUserByEmail('alice@example.com'))?.id ?? '');
    expect(stored).toEqual([
      {
        id: key.id,
        userId: expect.any(String),
        publicKey: expect.stringMatching(/^[\w-]{40,}$/),
        counter: 0,
        transports: ['internal', 'hybrid'],
        name: 'Work laptop',
        createdAt: h.clock.now,
        lastUsedAt: null,
      },
    ]);

    const fresh = webClient(h.app, ORIGIN);
    const signIn = await passkeySignIn(fresh, key);
    expect([signIn.status, signIn.headers.get('location')]).toEqual([303, HOME]);
    expect((await fresh.get('/users/account')).status).toBe(200);
    expect((await h.store.findPasskey(key.id))?.lastUsedAt).toBe(h.clock.now);
    expect(await recorded(h, ['passkey.added', 'sign_in'])).toEqual([
      expect.objectContaining({ event: 'sign_in', details: { method: 'password' } }),
      {
        event: 'passkey.added',
        outcome: 'success',
        target: { kind: 'user', id: stored[0]?.userId },
        details: { name: 'Work laptop' },
        actor: 'user',
      },
      {
        event: 'sign_in',
        outcome: 'success',
        target: { kind: 'user', id: stored[0]?.userId },
        details: { method: 'passkey' },
        actor: 'user',
      },
    ]);
  });

  it('refuses a sign-in whose authenticator did not verify its user, and records why', async () => {
    const h = await open();
    const key = softAuthenticator();
    await addPasskeyThrough(await signedIn(h), key, 'Phone');
    key.verifyUser(false);
    const fresh = webClient(h.app, ORIGIN);
    const refused = await passkeySignIn(fresh, key);
    expect([refused.status, refused.headers.get('location')]).toEqual([303, REFUSED]);
    expect((await fresh.get('/users/account')).status).toBe(303);
    const page = await fresh.get(REFUSED);
    expect(page.html).toContain('That passkey did not sign you in.');
    expect(await recorded(h, ['sign_in.failed'])).toEqual([
      {
        event: 'sign_in.failed',
        outcome: 'failure',
        target: { kind: 'user', id: expect.any(String) },
        details: { method: 'passkey', reason: 'not_verified' },
        actor: 'anonymous',
      },
    ]);
  });

  it('refuses to add a passkey whose authenticator did not verify its user', async () => {
    const h = await open();
    const browser = await signedIn(h);
    const key = softAuthenticator({ verifiesUser: false });
    const refused = await addPasskeyThrough(browser, key, 'Cheap key');
    expect(refused.headers.get('location')).toBe('/users/account?passkey=refused#passkeys-heading');
    expect(await h.store.findPasskey(key.id)).toBeUndefined();
    expect((await browser.get('/users/account?passkey=refused')).html).toContain('The passkey was not added');
  });

  it('renames and removes a passkey through its forms; a removed passkey signs in nowhere', async () => {
    const h = await open();
    const browser = await signedIn(h);
    const key = softAuthenticator();
    await addPasskeyThrough(browser, key, 'Laptop');
    await browser.get('/users/account');
    const renamed = await browser.post(`/users/passkeys/${key.id}/rename`, { name: 'Old laptop' });
    expect(renamed.headers.get('location')).toBe('/users/account?passkey=renamed#passkeys-heading');
    expect((await h.store.findPasskey(key.id))?.name).toBe('Old laptop');
    const removed = await browser.post(`/users/passkeys/${key.id}/delete`);
    expect(removed.headers.get('location')).toBe('/users/account?passkey=removed#passkeys-heading');
    expect(await h.store.findPasskey(key.id)).toBeUndefined();
    const refused = await passkeySignIn(webClient(h.app, ORIGIN), key);
    expect(refused.headers.get('location')).toBe(REFUSED);
    expect(await recorded(h, ['passkey.renamed', 'passkey.removed', 'sign_in.failed'])).toEqual([
      expect.objectContaining({ event: 'passkey.renamed', details: { name: 'Old laptop' } }),
      expect.objectContaining({ event: 'passkey.removed', details: { name: 'Old laptop' } }),
      expect.objectContaining({
        event: 'sign_in.failed',
        target: null,
        details: { method: 'passkey', reason: 'unknown_passkey' },
      }),
    ]);
  });

  it("lets nobody rename or remove another user's passkey, nor post without the page's token", async () => {
    const h = await open();
    const key = softAuthenticator();
    await addPasskeyThrough(await signedIn(h), key, 'Laptop');
    const bob = await signedIn(h, 'bob@example.com');
    await bob.get('/users/account');
    expect((await bob.post(`/users/passkeys/${key.id}/rename`, { name: 'Mine now' })).status).toBe(404);
    expect((await bob.post(`/users/passkeys/${key.id}/delete`)).status).toBe(404);
    expect((await bob.postRaw(`/users/passkeys/options`)).status).toBe(403);
    expect((await h.store.findPasskey(key.id))?.name).toBe('Laptop');
  });

  it('refuses a suspended user their passkey sign-in', async () => {
    const h = await open();
    const key = softAuthenticator();
    await addPasskeyThrough(await signedIn(h), key, 'Laptop');
    const alice = await h.store.findUserByEmail('alice@example.com');
    await h.store.setUserSuspended(alice?.id ?? '', true);
    const fresh = webClient(h.app, ORIGIN);
    const refused = await passkeySignIn(fresh, key);
    expect(refused.status).toBe(403);
    expect((await fresh.get('/users/account')).status).toBe(303);
    expect(await recorded(h, ['sign_in.failed'])).toEqual([
      expect.objectContaining({ details: { method: 'passkey', reason: 'suspended' } }),
    ]);
  });

  it('refuses and records a signature counter that goes back, as a cloned authenticator would send', async () => {
    const h = await open();
    const key = softAuthenticator({ counter: 5 });
    await addPasskeyThrough(await signedIn(h), key, 'Security key');
    expect((await passkeySignIn(webClient(h.app, ORIGIN), key)).headers.get('location')).toBe(HOME);
    expect((await h.store.findPasskey(key.id))?.counter).toBe(6);
    key.setCounter(3);
    const clone = await passkeySignIn(webClient(h.app, ORIGIN), key);
    expect(clone.headers.get('location')).toBe(REFUSED);
    expect((await h.store.findPasskey(key.id))?.counter).toBe(6);
    expect(await recorded(h, ['sign_in.failed'])).toEqual([
      {
        event: 'sign_in.failed',
        outcome: 'failure',
        target: { kind: 'user', id: expect.any(String) },
        details: { method: 'passkey', reason: 'counter_went_back' },
        actor: 'anonymous',
      },
    ]);
  });

  it('takes each challenge once: a signed answer sent again signs in nobody', async () => {
    const h = await open();
    const key = softAuthenticator();
    await addPasskeyThrough(await signedIn(h), key, 'Laptop');
    const browser = webClient(h.app, ORIGIN);
    const { signed } = await signedAssertion(browser, key);
    const cookie = browser.cookies.get('sp_passkey') ?? '';
    expect(
      (await browser.post('/users/passkeys/sign_in', { credential: JSON.stringify(signed) })).status,
    ).toBe(303);
    const replay = webClient(h.app, ORIGIN);
    await replay.get('/users/sign_in');
    replay.cookies.set('sp_passkey', cookie);
    const again = await replay.post('/users/passkeys/sign_in', { credential: JSON.stringify(signed) });
    expect(again.headers.get('location')).toBe(REFUSED);
    expect((await replay.get('/users/account')).status).toBe(303);
  });
});
