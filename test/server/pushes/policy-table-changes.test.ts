import { describe, expect, it } from 'vitest';
import { EXPIRE_DURATIONS } from '../../../shared/durations.ts';
import type { PushJson, RequestJson } from '../../../shared/wire.ts';
import { DAY, type Harness, T0 } from '../harness.ts';
import { setPolicyRules } from '../harness-policy.ts';
import { adapterHarnesses } from '../web-adapters.ts';
import { webClient } from '../web-client.ts';
import { signedInClient } from '../web-push-client.ts';

/**
 * The doors that change or answer rather than make: the owner's edit (never past a maximum), pushes
 * and requests made before a rule changed, and a request's answer, on each store.
 */
const adapters = adapterHarnesses('policy_table_changes');
const index = (label: string) => String(EXPIRE_DURATIONS.findIndex((d) => d.label === label));

const push = async (h: Harness, fields: Record<string, unknown>, token?: string) =>
  (await h.call('POST', '/api/v2/pushes', { body: { push: fields }, ...(token ? { token } : {}) }))
    .body as PushJson;

/** The edit form as its page posts it: everything as it was unless `changes` says otherwise. */
async function editor(h: Harness) {
  const browser = await signedInClient(h, 'alice@example.com');
  return (token: string, changes: Record<string, string> = {}) =>
    browser.post(`/p/${token}/edit`, {
      name: '',
      note: '',
      passphrase: '',
      expire_after_duration: 'current',
      expire_after_views: '5',
      deletable_by_viewer: 'on',
      ...changes,
    });
}

const statusOf = async (answer: Promise<{ status: number }>) => (await answer).status;

describe.each(adapters)('edits under the policy, on the %s store', (_name, open) => {
  it('never takes an edit past the maximum views, days or hours, and takes one at it', async () => {
    const h = await open();
    await setPolicyRules(h, {
      'kinds.text.views.max': 10,
      'kinds.text.days.max': 3,
      'kinds.text.days.default': 2,
      'kinds.text.hours.max': 48,
    });
    const made = await push(h, { payload: 's', expire_after_views: 5 }, h.alice);
    const edit = await editor(h);
    const cases: [Record<string, string>, number][] = [
      [{ expire_after_views: '11' }, 422],
      [{ expire_after_duration: index('7 days') }, 422],
      [{ expire_after_duration: index('3 days') }, 422],
      [{ expire_after_views: '10', expire_after_duration: index('2 days') }, 303],
    ];
    for (const [changes, status] of cases)
      expect([changes, await statusOf(edit(made.url_token, changes))]).toEqual([changes, status]);
    expect(await h.store.findPush(made.url_token)).toMatchObject({
      expireAfterViews: 10,
      expiresAt: T0 + 2 * DAY,
    });
  });

  it('never turns off an option the policy requires, nor sets a passphrase shorter than it asks', async () => {
    const h = await open();
    await setPolicyRules(h, {
      'kinds.text.retrievalStep.required': true,
      'kinds.text.passphrase.required': true,
      'kinds.text.passphrase.minLength': 8,
    });
    const made = await push(h, { payload: 's', passphrase: 'long enough' }, h.alice);
    const edit = await editor(h);
    const off = await edit(made.url_token);
    expect(off.status).toBe(422);
    const short = await edit(made.url_token, { retrieval_step: 'on', passphrase: 'seven!!' });
    expect(short.status).toBe(422);
    expect(short.html).toContain('This server requires a passphrase here. Minimum length: 8.');
    expect(await statusOf(edit(made.url_token, { retrieval_step: 'on', passphrase: 'eight!!!' }))).toBe(303);
  });
});

describe.each(adapters)(
  'a rule changed while pushes made under the old one are live, on the %s store',
  (_name, open) => {
    it('keeps those pushes working until they expire, refuses new ones like them, and holds their edits to the new rule', async () => {
      const h = await open();
      const old = await push(h, { payload: 'kept', expire_after_views: 50, expire_after_days: 30 }, h.alice);
      const oldUrl = await push(h, {
        kind: 'url',
        payload: 'https://example.com/old',
        expire_after_days: 30,
      });
      await setPolicyRules(h, {
        pushers: 'signed_in',
        'kinds.url.allowed': false,
        'kinds.text.views.max': 10,
        'kinds.text.days.max': 7,
        'kinds.text.days.default': 7,
        'kinds.text.passphrase.required': true,
        'kinds.text.passphrase.minLength': 8,
        'kinds.text.sealedRequired': true,
      });
      const like = (fields: Record<string, unknown>) =>
        h.call('POST', '/api/v2/pushes', { body: { push: { payload: 'kept', ...fields } }, token: h.alice });
      const past = await like({ expire_after_views: 50, expire_after_days: 30 });
      expect([past.status, Object.keys(past.body as object).sort()]).toEqual([
        422,
        ['expire_after_days', 'expire_after_views'],
      ]);
      const within = await like({ expire_after_views: 5, expire_after_days: 5 });
      expect([within.status, Object.keys(within.body as object).sort()]).toEqual([
        422,
        ['passphrase', 'payload'],
      ]);
      expect((await h.call('POST', '/api/v2/pushes', { body: { push: { payload: 'x' } } })).status).toBe(401);
      h.clock.now = T0 + 10 * DAY;
      // Anyone holding the links still opens them, past the new maximums of views and days.
      for (let i = 0; i < 12; i++) {
        const read = await h.call('GET', `/api/v2/pushes/${old.url_token}`);
        expect([i, read.status, (read.body as PushJson).payload]).toEqual([i, 200, 'kept']);
      }
      expect((await h.call('GET', `/api/v2/pushes/${oldUrl.url_token}`)).body).toMatchObject({
        payload: 'https://example.com/old',
      });
      expect((await webClient(h.app).get(`/p/${old.url_token}`)).status).toBe(200);
      const edit = await editor(h);
      const kept = { expire_after_views: '50' };
      // What it had stays allowed; anything new is held to the new rules.
      expect(await statusOf(edit(old.url_token, { ...kept, name: 'Renamed' }))).toBe(303);
      expect(await statusOf(edit(old.url_token, { expire_after_views: '60' }))).toBe(422);
      expect(await statusOf(edit(old.url_token, { expire_after_views: '20' }))).toBe(422);
      expect(await statusOf(edit(old.url_token, { ...kept, expire_after_duration: index('14 days') }))).toBe(
        422,
      );
      expect(await statusOf(edit(old.url_token, { ...kept, passphrase: 'seven!!' }))).toBe(422);
      expect(await h.store.findPush(old.url_token)).toMatchObject({
        name: 'Renamed',
        expireAfterViews: 50,
        expiresAt: T0 + 30 * DAY,
        passphrase: null,
      });
      h.clock.now = T0 + 30 * DAY;
      expect((await h.call('GET', `/api/v2/pushes/${old.url_token}`)).body).toMatchObject({ expired: true });
    });
  },
);

describe.each(adapters)("a request's answer under the policy, on the %s store", (_name, open) => {
  const start = () => open(undefined, { notify: { requests: true }, files: true });
  const ask = async (h: Harness, request: Record<string, unknown>) =>
    h.call('POST', '/api/v2/requests', { token: h.alice, body: { request } });

  /** The answer page's form, sent as a browser without script sends it. */
  async function answer(h: Harness, token: string, text: string, files: File[] = []) {
    const visitor = webClient(h.app);
    await visitor.get(`/req/${token}`);
    const form = new FormData();
    form.append('_csrf', visitor.csrf());
    form.append('step', 'answer');
    form.append('payload', text);
    for (const f of files) form.append('answer[files][]', f);
    const cookie = [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await h.app.request(`http://push.test/req/${token}`, {
      method: 'POST',
      body: form,
      headers: { cookie },
      redirect: 'manual',
    });
    return { status: res.status, html: await res.text() };
  }

  it("refuses a request's attachments past the count or size the policy allows now, and keeps none", async () => {
    const h = await start();
    await setPolicyRules(h, { 'files.maxCount': 1, 'files.maxSizeMb': 1 });
    const attach = async (files: File[]) => {
      const form = new FormData();
      form.append('request[request]', 'Fill these in');
      for (const f of files) form.append('request[files][]', f);
      const res = await h.app.request('http://push.test/api/v2/requests', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${h.alice}` },
      });
      return [res.status, await res.json()];
    };
    expect(await attach([new File(['a'], 'a.txt'), new File(['b'], 'b.txt')])).toEqual([
      422,
      { files: ['You can only attach up to 1 files per push.'] },
    ]);
    expect(await attach([new File([new Uint8Array(1024 * 1024 + 1)], 'big.bin')])).toEqual([
      422,
      { files: ['big.bin is too large: each file may be at most 1 MB.'] },
    ]);
    expect(await h.store.countPushes(h.clock.now)).toEqual({ active: 0, expired: 0 });
    expect((await attach([new File(['a'], 'a.txt')]))[0]).toBe(201);
  });

  it("refuses an answer's files past the count or size the policy allows now, beside the field", async () => {
    const h = await start();
    const made = (await ask(h, { request: 'Files, please', response_file_attachments: true }))
      .body as RequestJson;
    await setPolicyRules(h, { 'files.maxCount': 1, 'files.maxSizeMb': 1 });
    const two = await answer(h, made.url_token, '', [new File(['a'], 'a.txt'), new File(['b'], 'b.txt')]);
    expect([two.status, two.html]).toEqual([
      422,
      expect.stringContaining('You can only attach up to 1 file per push.'),
    ]);
    const big = await answer(h, made.url_token, '', [new File([new Uint8Array(1024 * 1024 + 1)], 'big.bin')]);
    expect([big.status, big.html]).toEqual([
      422,
      expect.stringContaining('big.bin is too large: each file may be at most 1 MB.'),
    ]);
    expect(await h.store.countPushes(h.clock.now)).toEqual({ active: 0, expired: 0 });
    expect((await answer(h, made.url_token, '', [new File(['a'], 'a.txt')])).status).toBe(303);
  });

  it("refuses a written answer once text pushes are off, in the page's words, and takes files", async () => {
    const h = await start();
    const made = (await ask(h, { request: 'The key', response_file_attachments: true })).body as RequestJson;
    await setPolicyRules(h, { 'kinds.text.allowed': false });
    const written = await answer(h, made.url_token, 'the key');
    expect(written.status).toBe(422);
    expect(written.html).toContain('Text pushes are turned off on this server, so only files can answer.');
    expect(written.html).toContain('the key</textarea>');
    expect(await h.store.countPushes(h.clock.now)).toEqual({ active: 0, expired: 0 });
    expect((await answer(h, made.url_token, 'a note', [new File(['k'], 'key.txt')])).status).toBe(303);
  });

  it("holds a request's answer terms to the hours and the options the policy requires when it is asked", async () => {
    const h = await start();
    await setPolicyRules(h, {
      'kinds.text.hours.max': 24,
      'kinds.text.hours.default': 6,
      'kinds.text.retrievalStep.required': true,
    });
    expect(
      await ask(h, { request: 'The key', expire_after_duration: Number(index('2 days')) }),
    ).toMatchObject({
      status: 422,
      body: { expire_after_duration: ['must be between 0 and 24 hours (policy rule kinds.text.hours)'] },
    });
    expect(await ask(h, { request: 'The key', retrieval_step: false })).toMatchObject({
      status: 422,
      body: { retrieval_step: ['must be true (policy rule kinds.text.retrievalStep.required)'] },
    });
    const made = (await ask(h, { request: 'The key' })).body as RequestJson;
    expect((await answer(h, made.url_token, 'the key')).status).toBe(303);
    const answers = await h.call('GET', '/api/v2/pushes/active', { token: h.alice });
    expect(answers.body).toEqual([
      expect.objectContaining({
        retrieval_step: true,
        expires_at: new Date(T0 + 6 * 3_600_000).toISOString(),
      }),
    ]);
  });

  it('answers a request asked before a rule changed on the terms it was asked with, from anyone holding its link', async () => {
    const h = await start();
    const made = (await ask(h, { request: 'The key', expire_after_views: 5 })).body as RequestJson;
    await setPolicyRules(h, {
      requests: 'nobody',
      pushers: 'signed_in',
      'kinds.text.views.max': 3,
      'kinds.text.views.default': 3,
    });
    expect((await ask(h, { request: 'Another' })).status).toBe(403);
    const sent = await answer(h, made.url_token, 'the key');
    expect(sent.status).toBe(303);
    const answers = await h.call('GET', '/api/v2/pushes/active', { token: h.alice });
    expect(answers.body).toEqual([expect.objectContaining({ expire_after_views: 5 })]);
    const shown = await h.call('GET', `/api/v2/requests/${made.url_token}`, { token: h.alice });
    expect(shown.body).toMatchObject({ state: 'answered', response: 'the key' });
  });
});
