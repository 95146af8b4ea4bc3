import { describe, expect, it } from 'vitest';
import { EXPIRE_DURATIONS } from '../../../shared/durations.ts';
import type { PushJson } from '../../../shared/wire.ts';
import { sealPush } from '../../support/sealed-push.ts';
import { DAY, type Harness, T0 } from '../harness.ts';
import { setPolicyRules } from '../harness-policy.ts';
import { adapterHarnesses } from '../web-adapters.ts';
import { webClient } from '../web-client.ts';
import { signedInClient } from '../web-push-client.ts';

const adapters = adapterHarnesses('policy_doors');
const index = (label: string) => EXPIRE_DURATIONS.findIndex((d) => d.label === label);

const v2 = (h: Harness, push: Record<string, unknown>, token?: string) =>
  h.call('POST', '/api/v2/pushes', { body: { push }, ...(token === undefined ? {} : { token }) });

const v1 = async (h: Harness, push: Record<string, unknown>) => {
  const res = await h.app.request('http://push.test/p.json', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: push }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};

const PASSPHRASE_8 = 'is required: at least 8 characters (policy rule kinds.text.passphrase)';

describe.each(adapters)('the policy at every door, on the %s store', (_name, open) => {
  it('refuses at API v2 and v1 a push past a maximum or without the passphrase, naming the rule and the range', async () => {
    const h = await open();
    await setPolicyRules(h, {
      'kinds.text.views.max': 10,
      'kinds.text.passphrase.required': true,
      'kinds.text.passphrase.minLength': 8,
    });
    expect(await v2(h, { payload: 's', expire_after_views: 20, passphrase: 'long enough' })).toMatchObject({
      status: 422,
      body: { expire_after_views: ['must be between 1 and 10 (policy rule kinds.text.views)'] },
    });
    for (const passphrase of [undefined, 'short']) {
      const push = { payload: 's', ...(passphrase === undefined ? {} : { passphrase }) };
      expect(await v2(h, push)).toMatchObject({ status: 422, body: { passphrase: [PASSPHRASE_8] } });
      expect(await v1(h, push)).toEqual({ status: 422, body: { passphrase: [PASSPHRASE_8] } });
    }
    const made = await v2(h, { payload: 's', expire_after_views: 10, passphrase: 'long enough' });
    expect(made).toMatchObject({ status: 201, body: { expire_after_views: 10 } });
    expect((await v1(h, { payload: 's', passphrase: 'long enough' })).status).toBe(201);
    expect(await h.store.countPushes(h.clock.now)).toEqual({ active: 2, expired: 0 });
  });

  it('refuses an unsealed push of a kind that can be sealed, and takes a sealed one and a URL', async () => {
    const h = await open();
    await setPolicyRules(h, { 'kinds.text.sealedRequired': true, 'kinds.url.sealedRequired': true });
    expect(await v2(h, { payload: 'plain text' })).toEqual({
      status: 422,
      body: {
        payload: [
          'must be sealed in the browser: this server takes only end-to-end sealed pushes of this kind (policy rule kinds.text.sealedRequired)',
        ],
      },
      res: expect.anything(),
    });
    const sealed = await sealPush('the secret');
    expect((await v2(h, { payload: sealed.payload })).status).toBe(201);
    expect((await v2(h, { kind: 'url', payload: 'https://example.com/x' })).status).toBe(201);
  });

  it('refuses an option turned off that the policy requires, and turns it on when not asked', async () => {
    const h = await open();
    await setPolicyRules(h, { 'kinds.text.retrievalStep.required': true });
    expect(await v2(h, { payload: 's', retrieval_step: false })).toMatchObject({
      status: 422,
      body: { retrieval_step: ['must be true (policy rule kinds.text.retrievalStep.required)'] },
    });
    expect((await v2(h, { payload: 's' })).body).toMatchObject({ retrieval_step: true });
  });

  it('keeps a life within the hours the policy allows, and gives its default life in hours', async () => {
    const h = await open();
    await setPolicyRules(h, { 'kinds.text.hours.max': 24, 'kinds.text.hours.default': 6 });
    expect(await v2(h, { payload: 's', expire_after_duration: index('2 days') })).toMatchObject({
      status: 422,
      body: { expire_after_duration: ['must be between 0 and 24 hours (policy rule kinds.text.hours)'] },
    });
    const half = await v2(h, { payload: 's', expire_after_duration: index('12 hours') });
    expect(half.status).toBe(201);
    const plain = (await v2(h, { payload: 's' })).body as PushJson;
    expect(plain.expires_at).toBe(new Date(T0 + 6 * 3_600_000).toISOString());
  });

  it('takes pushes from signed-in users only when the policy says so, and refuses a kind turned off', async () => {
    const h = await open();
    await setPolicyRules(h, { pushers: 'signed_in', 'kinds.text.allowed': false });
    expect(await v2(h, { kind: 'url', payload: 'https://example.com' })).toMatchObject({
      status: 401,
      body: { error: 'This server takes pushes from signed-in users only (policy rule pushers).' },
    });
    expect((await v2(h, { kind: 'url', payload: 'https://example.com' }, h.alice)).status).toBe(201);
    expect(await v2(h, { payload: 's' }, h.alice)).toMatchObject({
      status: 422,
      body: { kind: ['Text pushes are disabled (policy rule kinds.text.allowed).'] },
    });
  });

  it('mails links only to the domains the policy names', async () => {
    const h = await open(undefined, { mail: true });
    await setPolicyRules(h, { mailDomains: ['example.com'] });
    expect(await v2(h, { payload: 's', notify_emails_to: 'dana@example.org' }, h.alice)).toMatchObject({
      status: 422,
      body: {
        notify_emails_to: [
          'contains addresses outside the domains links may be mailed to (policy rule mailDomains: example.com)',
        ],
      },
    });
    const made = await v2(h, { payload: 's', notify_emails_to: 'dana@team.example.com' }, h.alice);
    expect(made.status).toBe(201);
  });

  it("tells the web form's sender the rule beside its field, in the page's language", async () => {
    const h = await open();
    await setPolicyRules(h, { 'kinds.text.passphrase.required': true, 'kinds.text.passphrase.minLength': 8 });
    const browser = webClient(h.app, 'http://push.test', 'de');
    await browser.get('/');
    const page = await browser.post('/', { kind: 'text', payload: 's', expire_after_views: '5' });
    expect(page.status).toBe(422);
    expect(page.html).toContain(
      '<p class="error" id="passphrase-error">Dieser Server verlangt hier eine Passphrase. Mindestlänge: 8.</p>',
    );
    expect(await h.store.countPushes(h.clock.now)).toEqual({ active: 0, expired: 0 });
    const made = await browser.post('/', { kind: 'text', payload: 's', passphrase: 'long enough' });
    expect(made.status).toBe(303);
  });

  it('keeps pushes made before a rule changed working until they expire, and edits them never past the new maximum', async () => {
    const h = await open();
    const old = (await v2(h, { payload: 'kept', expire_after_views: 50, expire_after_days: 30 }, h.alice))
      .body as PushJson;
    await setPolicyRules(h, {
      'kinds.text.views.max': 10,
      'kinds.text.days.max': 7,
      'kinds.text.days.default': 7,
    });
    h.clock.now = T0 + 8 * DAY;
    for (let i = 0; i < 12; i++) {
      const read = await h.call('GET', `/api/v2/pushes/${old.url_token}`);
      expect([i, read.status, (read.body as PushJson).payload]).toEqual([i, 200, 'kept']);
    }
    const browser = await signedInClient(h, 'alice@example.com');
    const edit = (views: string) =>
      browser.post(`/p/${old.url_token}/edit`, {
        name: 'Renamed',
        note: '',
        passphrase: '',
        expire_after_duration: 'current',
        expire_after_views: views,
        deletable_by_viewer: 'on',
      });
    const refused = await edit('20');
    expect(refused.status).toBe(422);
    expect(await h.store.findPush(old.url_token)).toMatchObject({ name: '', expireAfterViews: 50 });
    expect((await edit('50')).status).toBe(303);
    expect(await h.store.findPush(old.url_token)).toMatchObject({ name: 'Renamed', expireAfterViews: 50 });
  });

  it('refuses an edit that drops a passphrase the policy now requires', async () => {
    const h = await open();
    const push = (await v2(h, { payload: 's', passphrase: 'long enough' }, h.alice)).body as PushJson;
    await setPolicyRules(h, { 'kinds.text.passphrase.required': true });
    const user = await h.store.findUserByEmail('alice@example.com');
    if (user === undefined) throw new Error('no alice');
    const input = {
      name: '',
      note: '',
      passphrase: 'remove' as const,
      retrievalStep: false,
      deletableByViewer: true,
      duration: 'current',
      views: '5',
    };
    const audit = { ip: '', userAgent: '', referrer: '' };
    expect(await h.service.edit(push.url_token, input, { user, audit })).toEqual({
      ok: false,
      refusal: { status: 422, body: { passphrase: ['is required (policy rule kinds.text.passphrase)'] } },
    });
    const kept = await h.service.edit(push.url_token, { ...input, passphrase: 'keep' }, { user, audit });
    expect(kept.ok).toBe(true);
    const browser = await signedInClient(h, 'alice@example.com');
    const page = await browser.post(`/p/${push.url_token}/edit`, {
      name: '',
      note: '',
      passphrase: '',
      remove_passphrase: 'on',
      expire_after_duration: 'current',
      expire_after_views: '5',
    });
    expect(page.status).toBe(422);
    expect(page.html).toContain('This server requires a passphrase here. Minimum length: 1.');
  });

  it('checks a request against the policy when it is made, and refuses files in an answer once file pushes are off', async () => {
    const h = await open(undefined, { notify: { requests: true } });
    await setPolicyRules(h, { 'kinds.text.views.max': 3, 'kinds.text.views.default': 1 });
    const ask = (push: Record<string, unknown>) =>
      h.call('POST', '/api/v2/requests', { token: h.alice, body: { request: push } });
    expect(await ask({ request: 'The key, please', expire_after_views: 5 })).toMatchObject({
      status: 422,
      body: { expire_after_views: ['must be between 1 and 3 (policy rule kinds.text.views)'] },
    });
    const made = await ask({ request: 'The key, please', response_file_attachments: true });
    expect(made.status).toBe(201);
    await setPolicyRules(h, { 'kinds.file.allowed': false });
    const token = (made.body as { url_token: string }).url_token;
    const file = { id: 'f1', filename: 'key.txt', contentType: 'text/plain', size: 3 };
    const audit = { ip: '', userAgent: '', referrer: '' };
    const answer = await h.requests.answer(token, { text: '', files: [file], passphrase: undefined }, audit);
    expect(answer).toEqual({ outcome: 'invalid', problem: 'files_not_allowed' });
    const browser = await signedInClient(h, 'alice@example.com');
    expect((await browser.get('/requests/new')).status).toBe(200);
    await setPolicyRules(h, { requests: 'nobody' });
    expect(await ask({ request: 'Another' })).toMatchObject({
      status: 403,
      body: { error: 'Requests are turned off on this server (policy rule requests).' },
    });
    expect((await browser.get('/requests/new')).status).toBe(404);
    const version = (await h.call('GET', '/api/v2/version')).body as { features: Record<string, unknown> };
    expect(version.features.requests).toEqual({ enabled: false });
  });
});
