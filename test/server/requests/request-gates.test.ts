import { afterEach, describe, expect, it } from 'vitest';
import { translatorFor } from '../../../server/i18n/translator.ts';
import { noticeSentence } from '../../../server/notifications/notice-words.ts';
import { requestGateOf } from '../../../server/requests/request-gate.ts';
import { allEntries } from '../activity/push-event-support.ts';
import { pageBut } from '../gates/gate-support.ts';
import { webClient } from '../web-client.ts';
import type { RequestApp } from './request-app.ts';
import { answerAsProven, BOB, gatedRequest, requestCodeMailed, signedIn } from './request-gate-support.ts';

const opened: RequestApp[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});
async function gated(gate: Record<string, string>) {
  const made = await gatedRequest(gate);
  opened.push(made.h);
  return made;
}

describe('a request that says who may answer', () => {
  it('keeps the gate typed in the request form sealed in the store', async () => {
    const { h, made, token } = await gated({
      gate_emails: 'Bob@Client.example, @partner.example',
      gate_networks: '192.0.2.0/24',
      gate_members: 'on',
    });
    expect(made.status).toBe(303);
    const stored = await h.store.findRequest(token);
    expect(stored?.gate).not.toContain('bob');
    expect(stored && requestGateOf(stored, h.cipher)).toEqual({
      emails: ['bob@client.example', '@partner.example'],
      members: true,
      networks: ['192.0.2.0/24'],
      burnAfterFailures: null,
    });
  });

  it('stands before the form: the address page, without the question, no action on its form', async () => {
    const { h, token } = await gated({ gate_emails: BOB });
    const page = await webClient(h.app).get(`/req/${token}`);
    expect(page.status).toBe(403);
    expect(page.html).toContain('This request is for one person only');
    expect(page.html).toContain('<label for="gate-email">Your e-mail address</label>');
    expect(page.html).toMatch(/<form method="post">/);
    expect(page.html).not.toContain('Send me the VPN key');
  });

  it('takes no answer posted past the gate, and keeps the request open', async () => {
    const { h, token } = await gated({ gate_emails: BOB });
    const visitor = webClient(h.app);
    await visitor.get(`/req/${token}`);
    const posted = await visitor.post(`/req/${token}`, { step: 'answer', payload: 'sneaked in' });
    expect(posted.status).toBe(403);
    expect(posted.html).toContain('This request is for one person only');
    expect((await h.store.findRequest(token))?.state).toBe('open');
  });

  it('mails a request’s code to an allowed address only, and answers a left-out one with the same page', async () => {
    const { h, token } = await gated({ gate_emails: BOB });
    const allowed = webClient(h.app);
    await allowed.get(`/req/${token}`);
    const sent = await allowed.post(`/req/${token}`, { gate_step: 'email', email: BOB });
    const other = webClient(h.app);
    await other.get(`/req/${token}`);
    const refused = await other.post(`/req/${token}`, { gate_step: 'email', email: 'eve@client.example' });
    expect([sent.status, refused.status]).toEqual([403, 403]);
    expect(pageBut(refused.html, 'eve@client.example')).toBe(pageBut(sent.html, BOB));
    expect(sent.html).toContain(`If ${BOB} may answer this request, a code is on its way to it.`);
    // The same code field as a push's gate: a text field, drawn as wide as the address field.
    expect(/<input id="gate-code"[^>]*>/.exec(sent.html)?.[0]).toContain('type="text"');
    expect(await requestCodeMailed(h, BOB)).toMatch(/^\d{6}$/);
    expect(h.mails.map((m) => [m.to, m.subject])).toEqual([[BOB, 'Your code for a request on push.test']]);
  });

  it('refuses a wrong code with the code form again, and shows the form once the right one is typed', async () => {
    const { h, token } = await gated({ gate_emails: BOB });
    const visitor = webClient(h.app);
    await visitor.get(`/req/${token}`);
    await visitor.post(`/req/${token}`, { gate_step: 'email', email: BOB });
    const code = (await requestCodeMailed(h, BOB)) ?? '';
    const wrong = await visitor.post(`/req/${token}`, {
      gate_step: 'code',
      email: BOB,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain('That code is wrong or has expired.');
    const right = await visitor.post(`/req/${token}`, { gate_step: 'code', email: BOB, code });
    expect([right.status, right.headers.get('location')]).toEqual([303, `/req/${token}`]);
    const form = await visitor.get(`/req/${token}`);
    expect(form.status).toBe(200);
    expect(form.html).toContain('Send me the VPN key');
    // The pass is this browser's, for this request alone.
    expect((await webClient(h.app).get(`/req/${token}`)).status).toBe(403);
  });

  it('records who answered: the answer’s audit and the requester’s notice name the address, the log its domain', async () => {
    const { h, alice, token } = await gated({ gate_emails: '@client.example' });
    const { sent } = await answerAsProven(h, token, 'vpn-key-123');
    expect([sent.status, sent.headers.get('location')]).toEqual([303, `/req/${token}/sent`]);
    expect(h.events.filter((e) => e.event === 'request_answered').map((e) => e.viewer)).toEqual([
      { address: BOB, verified: 'code' },
    ]);
    const request = await h.store.findRequest(token);
    const answer = request?.answerToken ? h.cipher.open(request.answerToken) : '';
    const audit = await alice.get(`/p/${answer}/audit`);
    expect(audit.html).toContain(`Answered by ${BOB}, verified by a mailed code`);
    const answered = (await allEntries(h)).find((e) => e.event === 'request.answered');
    expect(answered?.details).toEqual({
      kind: 'text',
      files: 0,
      gates: 'email',
      method: 'code',
      domain: 'client.example',
    });
    expect(JSON.stringify(await allEntries(h))).not.toContain(BOB);
    const asked = (await allEntries(h)).find((e) => e.event === 'request.asked');
    expect(asked?.details.gates).toBe('email');
  });

  it('sends a signed-out visitor of a members-only request to sign in, and takes a member’s answer', async () => {
    const { h, token } = await gated({ gate_members: 'on' });
    const outside = await webClient(h.app).get(`/req/${token}`);
    expect(outside.status).toBe(303);
    expect(outside.headers.get('location')).toMatch(/^\/users\/sign_in/);
    const bob = await signedIn(h, 'bob@example.com');
    const form = await bob.get(`/req/${token}`);
    expect(form.status).toBe(200);
    expect((await bob.post(`/req/${token}`, { step: 'answer', payload: 'from bob' })).status).toBe(303);
    expect(h.events.filter((e) => e.event === 'request_answered').map((e) => e.viewer)).toEqual([
      { address: 'bob@example.com', verified: 'sign_in' },
    ]);
  });
});

describe('a gated request with a passphrase', () => {
  it('asks the address first, then the passphrase, then shows the form', async () => {
    const { h, token } = await gated({ gate_emails: BOB, passphrase: 'open sesame' });
    const visitor = webClient(h.app);
    expect((await visitor.get(`/req/${token}`)).html).toContain('This request is for one person only');
    await visitor.post(`/req/${token}`, { gate_step: 'email', email: BOB });
    const code = (await requestCodeMailed(h, BOB)) ?? '';
    await visitor.post(`/req/${token}`, { gate_step: 'code', email: BOB, code });
    const asked = await visitor.get(`/req/${token}`);
    expect(asked.html).toContain('<input id="passphrase" name="passphrase" type="password"');
    expect(asked.html).not.toContain('Send me the VPN key');
    const unlocked = await visitor.post(`/req/${token}`, { step: 'unlock', passphrase: 'open sesame' });
    expect(unlocked.status).toBe(200);
    expect(unlocked.html).toContain('Send me the VPN key');
  });
});

describe("the requester's notice of a gated answer", () => {
  it('says who answered and how they were verified, where a view notice says who viewed', () => {
    const notice = { name: 'VPN', kind: 'request', createdAt: 0, digest: 'abc', at: 0 } as const;
    const words = translatorFor('en');
    expect(
      noticeSentence(words, {
        ...notice,
        event: 'request_answered',
        viewer: { address: BOB, verified: 'code' },
      }),
    ).toMatch(/ Answered by bob@client\.example, verified by a mailed code\.$/);
    expect(
      noticeSentence(words, {
        ...notice,
        event: 'request_answered',
        viewer: { address: 'bob@example.com', verified: 'sign_in' },
      }),
    ).toMatch(/ Answered by bob@example\.com \(signed in\)\.$/);
    expect(
      noticeSentence(words, {
        ...notice,
        kind: 'text',
        event: 'view',
        viewer: { address: BOB, verified: 'code' },
      }),
    ).toMatch(/ Viewed by bob@client\.example, verified by a mailed code\.$/);
  });
});
