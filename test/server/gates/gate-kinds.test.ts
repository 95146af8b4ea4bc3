import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newPushKey } from '../../../shared/sealed/push-key.ts';
import { sealText } from '../../../shared/sealed/sealed-text.ts';
import { webClient } from '../web-client.ts';
import { signedInClient } from '../web-push-client.ts';
import { BOB, codeMailed, gatedPush, proveAddress } from './gate-support.ts';

const crypto = {
  subtle: webcrypto.subtle as SubtleCrypto,
  randomBytes: (n: number) => webcrypto.getRandomValues(new Uint8Array(n)),
};

describe('burning a gated push after N failures', () => {
  it('expires the push at the Nth wrong code, audited as an expiry, and shows it gone', async () => {
    const { h, token } = await gatedPush({ emails: [BOB], burn_after_failures: 2 });
    const visitor = webClient(h.app);
    await visitor.get(`/p/${token}`);
    await visitor.post(`/p/${token}`, { gate_step: 'email', email: BOB });
    const wrong = (await codeMailed(h, BOB)) === '000000' ? '111111' : '000000';
    expect((await visitor.post(`/p/${token}`, { gate_step: 'code', email: BOB, code: wrong })).status).toBe(
      401,
    );
    const burnt = await visitor.post(`/p/${token}`, { gate_step: 'code', email: BOB, code: wrong });
    expect(burnt.status).toBe(404);
    expect((await h.store.findPush(token))?.expired).toBe(true);
    expect(await h.auditKinds(token)).toEqual(['creation', 'failed_gate', 'failed_gate', 'expire']);
  });

  it('counts wrong passphrases too, with no other gate standing', async () => {
    const { h, token } = await gatedPush({ burn_after_failures: 2 }, { passphrase: 'open sesame' });
    const visitor = webClient(h.app);
    await visitor.get(`/p/${token}`);
    expect((await visitor.post(`/p/${token}`, { passphrase: 'one' })).status).toBe(401);
    expect((await visitor.post(`/p/${token}`, { passphrase: 'two' })).status).toBe(404);
    expect((await visitor.post(`/p/${token}`, { passphrase: 'open sesame' })).html).not.toContain(
      'behind the gate',
    );
    expect((await h.store.findPush(token))?.payload).toBeNull();
  });
});

describe('a sealed push behind an e-mail gate', () => {
  it('releases the envelope only to a browser the gate admitted', async () => {
    const envelope = await sealText(crypto, newPushKey(crypto.randomBytes), 'sealed behind the gate');
    const { h, token, views } = await gatedPush({ emails: [BOB] }, { payload: envelope });
    const stranger = webClient(h.app);
    const gatePage = await stranger.get(`/p/${token}`);
    expect(gatePage.status).toBe(403);
    expect(gatePage.html).not.toContain('id="sealed-form"');
    const refused = await stranger.post(`/p/${token}/sealed`);
    expect([refused.status, JSON.parse(refused.html)]).toEqual([403, { error: 'gate' }]);
    const { visitor } = await proveAddress(h, `/p/${token}`);
    expect((await visitor.get(`/p/${token}`)).html).toContain('id="sealed-form"');
    expect(await views()).toBe(0);
    const opened = await visitor.post(`/p/${token}/sealed`);
    expect([opened.status, (JSON.parse(opened.html) as { payload: string }).payload]).toEqual([
      200,
      envelope,
    ]);
    expect(await views()).toBe(1);
  });
});

describe('a members-only gate', () => {
  it('sends a signed-out visitor to sign in and back, and shows the secret once signed in', async () => {
    const { h, token, views } = await gatedPush({ members: true });
    const out = await webClient(h.app).get(`/p/${token}`);
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe(`/users/sign_in?return_to=${encodeURIComponent(`/p/${token}`)}`);
    expect(await views()).toBe(0);
    const bob = await signedInClient(h, 'bob@example.com');
    expect((await bob.get(`/p/${token}`)).html).toContain('behind the gate');
    expect(await views()).toBe(1);
  });

  it("admits any user's API token and refuses an anonymous read in JSON", async () => {
    const { h, token } = await gatedPush({ members: true });
    const anonymous = await h.call('GET', `/api/v2/pushes/${token}`);
    expect([anonymous.status, (anonymous.body as { gate: string }).gate]).toEqual([403, 'member']);
    const bob = await h.call('GET', `/api/v2/pushes/${token}`, { token: h.bob });
    expect(bob.status).toBe(200);
  });

  it('with an e-mail list as well, wants both: a member whose address is allowed', async () => {
    const { h, token } = await gatedPush({ members: true, emails: ['alice@example.com'] });
    expect((await h.call('GET', `/api/v2/pushes/${token}`, { token: h.bob })).status).toBe(403);
    expect((await h.call('GET', `/api/v2/pushes/${token}`, { token: h.alice })).status).toBe(200);
  });
});

describe('an ungated push', () => {
  it('reads as before, through pages and the API', async () => {
    const { h } = await gatedPush({});
    const made = await h.create({ payload: 'open to the link' });
    expect((await h.call('GET', `/api/v2/pushes/${made.url_token}`)).status).toBe(200);
    expect((await webClient(h.app).get(`/p/${made.url_token}`)).html).toContain('open to the link');
  });
});

describe('deleting a gated push deletable by viewers', () => {
  it('is for readers the gate admitted only', async () => {
    const { h, token } = await gatedPush({ emails: [BOB] }, { deletable_by_viewer: true });
    const stranger = webClient(h.app);
    expect((await stranger.get(`/p/${token}/delete`)).status).toBe(403);
    await stranger.get(`/p/${token}`);
    expect((await stranger.post(`/p/${token}/delete`)).status).toBe(403);
    expect((await h.store.findPush(token))?.expired).toBe(false);
    const { visitor } = await proveAddress(h, `/p/${token}`);
    await visitor.get(`/p/${token}/delete`);
    expect((await visitor.post(`/p/${token}/delete`)).status).toBe(303);
    expect((await h.store.findPush(token))?.deleted).toBe(true);
  });
});

describe('a sealed push for members only', () => {
  it("shows a signed-out visitor a sign-in link that holds the link's key for the tab, then the sealed page once signed in", async () => {
    const envelope = await sealText(crypto, newPushKey(crypto.randomBytes), 'sealed for members');
    const { h, token, views } = await gatedPush({ members: true }, { payload: envelope });
    const out = await webClient(h.app).get(`/p/${token}`);
    expect(out.status).toBe(403);
    expect(out.html).toContain(
      `<a class="button" id="gate-sign-in" href="/users/sign_in?return_to=${encodeURIComponent(`/p/${token}`)}">Sign in</a>`,
    );
    expect(out.html).toMatch(
      /<script nonce="[^"]+">[^<]*document\.getElementById\('gate-sign-in'\)[\s\S]*sessionStorage\.setItem\("sp-held-key:" \+ token, location\.hash\.slice\(1\)\)/,
    );
    const bob = await signedInClient(h, 'bob@example.com');
    expect((await bob.get(`/p/${token}`)).html).toContain('id="sealed-form"');
    expect(await views()).toBe(0);
  });
});
