import { describe, expect, it } from 'vitest';
import { webClient } from '../web-client.ts';
import { BOB, codeMailed, gatedPush, pageBut, proveAddress } from './gate-support.ts';

const formWithoutAction = /<form method="post">/;

describe('an e-mail gate on the secret link page', () => {
  it('stands before the secret: the address form, no view used, no action on its form so the fragment stays', async () => {
    const { h, token, views } = await gatedPush({ emails: [BOB] });
    const page = await webClient(h.app).get(`/p/${token}`);
    expect(page.status).toBe(403);
    expect(page.html).toContain('This secret is for its recipient only');
    expect(page.html).toMatch(formWithoutAction);
    expect(page.html).not.toContain('behind the gate');
    expect(await views()).toBe(0);
  });

  it('mails a code to an allowed address, and answers a left-out address with the same page and no mail', async () => {
    const { h, token } = await gatedPush({ emails: [BOB, '@partner.example'] });
    const allowed = webClient(h.app);
    await allowed.get(`/p/${token}`);
    const sent = await allowed.post(`/p/${token}`, { gate_step: 'email', email: BOB });
    const other = webClient(h.app);
    await other.get(`/p/${token}`);
    const refused = await other.post(`/p/${token}`, { gate_step: 'email', email: 'eve@client.example' });
    expect([sent.status, refused.status]).toEqual([403, 403]);
    expect(pageBut(refused.html, 'eve@client.example')).toBe(pageBut(sent.html, BOB));
    await h.runner?.runDue();
    expect(h.mails.map((m) => m.to)).toEqual([BOB]);
    expect(await codeMailed(h, BOB)).toMatch(/^\d{6}$/);
    await other.post(`/p/${token}`, { gate_step: 'email', email: 'carol@partner.example' });
    await h.runner?.runDue();
    expect(h.mails.map((m) => m.to)).toEqual([BOB, 'carol@partner.example']);
  });

  it('admits the right code once: a pass, a redirect without a fragment of its own, then the secret and one view', async () => {
    const { h, token, views } = await gatedPush({ emails: [BOB] });
    const { visitor, admitted, code } = await proveAddress(h, `/p/${token}`);
    expect(admitted.status).toBe(303);
    expect(admitted.headers.get('location')).toBe(`/p/${token}`);
    expect(admitted.headers.getSetCookie().join()).toMatch(
      new RegExp(`sp_gate=[^;]+; Max-Age=900; Path=/p/${token}; HttpOnly; SameSite=Lax`),
    );
    expect(admitted.headers.getSetCookie().join()).not.toContain(code);
    expect(await views()).toBe(0);
    const secret = await visitor.get(`/p/${token}`);
    expect(secret.status).toBe(200);
    expect(secret.html).toContain('behind the gate');
    expect(await views()).toBe(1);
    // The same code again, from another browser: used once, it opens nothing more.
    const thief = webClient(h.app);
    await thief.get(`/p/${token}`);
    const again = await thief.post(`/p/${token}`, { gate_step: 'code', email: BOB, code });
    expect(again.status).toBe(401);
    expect(again.html).toContain('That code is wrong or has expired.');
    expect(await views()).toBe(1);
  });

  it('refuses a code past its lifetime, and a pass past its own', async () => {
    const { h, token } = await gatedPush({ emails: [BOB] });
    const visitor = webClient(h.app);
    await visitor.get(`/p/${token}`);
    await visitor.post(`/p/${token}`, { gate_step: 'email', email: BOB });
    h.clock.now += 10 * 60_000 + 1;
    const late = await visitor.post(`/p/${token}`, {
      gate_step: 'code',
      email: BOB,
      code: (await codeMailed(h, BOB)) ?? '',
    });
    expect(late.status).toBe(401);
    const { visitor: admitted } = await proveAddress(h, `/p/${token}`);
    h.clock.now += 15 * 60_000 + 1;
    expect((await admitted.get(`/p/${token}`)).status).toBe(403);
  });

  it('limits guesses: past five tries an hour even the right code is refused', async () => {
    const { h, token, views } = await gatedPush({ emails: [BOB] });
    const visitor = webClient(h.app);
    await visitor.get(`/p/${token}`);
    await visitor.post(`/p/${token}`, { gate_step: 'email', email: BOB });
    const code = (await codeMailed(h, BOB)) ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await visitor.post(`/p/${token}`, { gate_step: 'code', email: BOB, code: wrong })).status).toBe(
        401,
      );
    }
    const limited = await visitor.post(`/p/${token}`, { gate_step: 'code', email: BOB, code });
    expect(limited.status).toBe(429);
    expect(limited.html).toContain('Too many codes were asked for or tried.');
    expect(await views()).toBe(0);
  });

  it('limits the codes mailed: three an hour to one address for one push', async () => {
    const { h, token } = await gatedPush({ emails: [BOB] });
    const visitor = webClient(h.app);
    await visitor.get(`/p/${token}`);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await visitor.post(`/p/${token}`, { gate_step: 'email', email: BOB })).status);
    }
    expect(statuses).toEqual([403, 403, 403, 429]);
    await h.runner?.runDue();
    expect(h.mails.length).toBe(3);
  });

  it('carries the retrieval step: the gate at /r posts to /r and comes back there', async () => {
    const { h, token, views } = await gatedPush({ emails: [BOB] }, { retrieval_step: true });
    expect((await webClient(h.app).get(`/p/${token}/r`)).status).toBe(403);
    const { visitor, admitted } = await proveAddress(h, `/p/${token}/r`);
    expect(admitted.headers.get('location')).toBe(`/p/${token}/r`);
    const step = await visitor.get(`/p/${token}/r`);
    expect(step.status).toBe(200);
    expect(step.html).not.toContain('behind the gate');
    expect(await views()).toBe(0);
    expect((await visitor.post(`/p/${token}`)).html).toContain('behind the gate');
    expect(await views()).toBe(1);
  });

  it('comes before the passphrase: asked only once the gate admits, and not before', async () => {
    const { h, token, views } = await gatedPush({ emails: [BOB] }, { passphrase: 'open sesame' });
    const stranger = webClient(h.app);
    await stranger.get(`/p/${token}`);
    const guessed = await stranger.post(`/p/${token}`, { passphrase: 'open sesame' });
    expect(guessed.status).toBe(403);
    expect(guessed.html).not.toContain('behind the gate');
    const { visitor } = await proveAddress(h, `/p/${token}`);
    expect((await visitor.get(`/p/${token}`)).html).toContain('protected by a passphrase');
    expect((await visitor.post(`/p/${token}`, { passphrase: 'open sesame' })).html).toContain(
      'behind the gate',
    );
    expect(await views()).toBe(1);
  });

  it('admits a signed-in API token whose address the gate allows, and answers anyone else in JSON 403', async () => {
    const { h, token, views } = await gatedPush({ emails: ['@example.com'] });
    const anonymous = await h.call('GET', `/api/v2/pushes/${token}`);
    expect(anonymous.status).toBe(403);
    expect(anonymous.body).toEqual({
      error: 'This push is for its recipient only: open its link in a browser to prove who you are.',
      status: 'forbidden',
      gate: 'email',
    });
    const legacy = await h.call('GET', `/p/${token}.json`);
    expect([legacy.status, (legacy.body as { gate?: string }).gate]).toEqual([403, 'email']);
    expect(await views()).toBe(0);
    const bob = await h.call('GET', `/api/v2/pushes/${token}`, { token: h.bob });
    expect([bob.status, (bob.body as { payload: string }).payload]).toEqual([200, 'behind the gate']);
    expect(await views()).toBe(1);
  });
});
