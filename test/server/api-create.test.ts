import { describe, expect, it } from 'vitest';
import { DAY, harness, T0 } from './harness.ts';

const iso = (ms: number) => new Date(ms).toISOString();

describe('POST /api/v2/pushes', () => {
  it('creates a text push and answers 201 with exactly the create keys, in order', async () => {
    const h = await harness();
    const res = await h.call('POST', '/api/v2/pushes', {
      body: { push: { payload: 'hunter2', name: 'db', note: 'for ops', passphrase: 'open sesame' } },
    });
    expect(res.status).toBe(201);
    expect(res.res.headers.get('cache-control')).toBe('no-store');
    const token = 'tok0001xxxxxxxxxxxxxxxxxxxx';
    expect(JSON.stringify(res.body)).toBe(
      JSON.stringify({
        expire_after_views: 5,
        expired: false,
        url_token: token,
        deletable_by_viewer: true,
        retrieval_step: true,
        expired_on: null,
        passphrase: 'open sesame',
        created_at: iso(T0),
        updated_at: iso(T0),
        expire_after_days: 7,
        days_remaining: 7,
        views_remaining: 5,
        deleted: false,
        json_url: `http://push.test/p/${token}/r.json`,
        html_url: `http://push.test/p/${token}/r`,
        name: 'db',
        note: 'for ops',
        kind: 'text',
        expires_at: iso(T0 + 7 * DAY),
      }),
    );
  });

  it('logs a creation audit entry that the owner can read', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'x' }, h.alice);
    const res = await h.call('GET', `/api/v2/pushes/${push.url_token}/audit`, { token: h.alice });
    expect(res.body).toEqual({
      logs: [
        { ip: '', user_agent: '', referrer: '', kind: 'creation', created_at: iso(T0), updated_at: iso(T0) },
      ],
    });
  });

  it('accepts url-encoded and multipart form bodies', async () => {
    const h = await harness();
    const form = new URLSearchParams({ 'push[payload]': 'from a form', 'push[expire_after_views]': '2' });
    const res = await h.app.request('http://push.test/api/v2/pushes', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ expire_after_views: 2, kind: 'text' });
    const multipart = new FormData();
    multipart.set('push[payload]', 'https://example.com/x');
    multipart.set('push[kind]', 'url');
    const res2 = await h.app.request('http://push.test/api/v2/pushes', { method: 'POST', body: multipart });
    expect(res2.status).toBe(201);
    expect(await res2.json()).toMatchObject({ kind: 'url', deletable_by_viewer: null });
  });

  it('answers 400 without a push object and for malformed JSON', async () => {
    const h = await harness();
    expect(await h.call('POST', '/api/v2/pushes', { body: { payload: 'x' } })).toMatchObject({
      status: 400,
      body: { error: 'param is missing or the value is empty or invalid: push' },
    });
    const res = await h.app.request('http://push.test/api/v2/pushes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"push": {"payload": "x"',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it.each([
    [{ kind: 'zip', payload: 'x' }, { kind: ['must be one of: text, url, qr, file'] }],
    [{ payload: '   ' }, { payload: ['Payload is required.'] }],
    [{}, { payload: ['Payload is required.'] }],
    [{ payload: 'x'.repeat(1_048_577) }, { payload: ['Payload is too large: at most 1048576 characters.'] }],
    [{ kind: 'url', payload: 'javascript:alert(1)' }, { payload: ['must be a valid HTTP or HTTPS URL.'] }],
    [
      { kind: 'qr', payload: 'q'.repeat(1025) },
      { payload: ['Payload is too long: QR code pushes hold at most 1024 characters.'] },
    ],
    [{ payload: 'x', expire_after_days: 91 }, { expire_after_days: ['must be between 1 and 90'] }],
    [{ payload: 'x', expire_after_days: '1.5' }, { expire_after_days: ['must be between 1 and 90'] }],
    [{ payload: 'x', expire_after_views: 0 }, { expire_after_views: ['must be between 1 and 100'] }],
    [{ payload: 'x', expire_after_duration: 18 }, { expire_after_duration: ['must be between 0 and 17'] }],
  ])('refuses %j with 422 %j', async (push, errors) => {
    const h = await harness();
    const res = await h.call('POST', '/api/v2/pushes', { body: { push } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual(errors);
  });

  it('accepts a payload of exactly the maximum size', async () => {
    const h = await harness();
    expect(
      (await h.call('POST', '/api/v2/pushes', { body: { push: { payload: 'x'.repeat(1_048_576) } } })).status,
    ).toBe(201);
  });

  it.each([
    [
      'url',
      (s: { enableUrlPushes: boolean }) => {
        s.enableUrlPushes = false;
      },
      'URL pushes are disabled.',
    ],
    [
      'qr',
      (s: { enableQrPushes: boolean }) => {
        s.enableQrPushes = false;
      },
      'QR code pushes are disabled.',
    ],
  ] as const)('refuses a %s push when that kind is disabled', async (kind, disable, message) => {
    const h = await harness(disable as never);
    const res = await h.call('POST', '/api/v2/pushes', {
      body: { push: { kind, payload: 'https://a.example' } },
    });
    expect(res).toMatchObject({ status: 422, body: { kind: [message] } });
  });

  it('takes integer strings, applies per-kind defaults and reads flags as pwpush does', async () => {
    const h = await harness((s) => {
      s.kinds.url.expireAfterDays.default = 2;
    });
    const url = await h.create({ kind: 'url', payload: 'https://example.com', deletable_by_viewer: true });
    expect(url).toMatchObject({ expire_after_days: 2, deletable_by_viewer: null, retrieval_step: true });
    const text = await h.create({
      payload: 'x',
      expire_after_days: '3',
      expire_after_views: '9',
      retrieval_step: 'no',
      deletable_by_viewer: 'CHECKED',
      unknown_key: 'ignored',
    });
    expect(text).toMatchObject({
      expire_after_days: 3,
      expire_after_views: 9,
      retrieval_step: false,
      deletable_by_viewer: true,
    });
    expect(text.html_url).toBe(`http://push.test/p/${text.url_token}`);
  });

  it('forces flags off when the instance disables the feature', async () => {
    const h = await harness((s) => {
      s.kinds.text.enableRetrievalStep = false;
      s.kinds.text.enableDeletableByViewer = false;
    });
    const push = await h.create({ payload: 'x', retrieval_step: true, deletable_by_viewer: true });
    expect(push).toMatchObject({ retrieval_step: false, deletable_by_viewer: false });
  });

  it('expires on time with expire_after_duration and reports the days it covers', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'x', expire_after_duration: 0, expire_after_days: 5 });
    expect(push).toMatchObject({
      expire_after_days: 1,
      days_remaining: 1,
      expires_at: iso(T0 + 15 * 60_000),
    });
    h.clock.now = T0 + 15 * 60_000;
    const show = await h.call('GET', `/api/v2/pushes/${push.url_token}`);
    expect(show.body).toMatchObject({ expired: true, payload: null, days_remaining: 0 });
  });

  it('refuses a duration longer than the instance allows', async () => {
    const h = await harness((s) => {
      s.kinds.text.expireAfterDays.max = 30;
    });
    const res = await h.call('POST', '/api/v2/pushes', {
      body: { push: { payload: 'x', expire_after_duration: 16 } },
    });
    expect(res).toMatchObject({
      status: 422,
      body: { expire_after_duration: ['must not be longer than 30 days'] },
    });
  });

  it('requires a token for a file push, even with an empty file list', async () => {
    const h = await harness();
    for (const push of [
      { kind: 'file', payload: 'x' },
      { files: [], payload: 'x' },
    ]) {
      const res = await h.call('POST', '/api/v2/pushes', { body: { push } });
      expect(res.status).toBe(401);
      expect(res.body).toHaveProperty('error');
    }
    const form = new FormData();
    form.append('push[files][]', new File(['abc'], 'a.txt', { type: 'text/plain' }));
    const res = await h.app.request('http://push.test/api/v2/pushes', { method: 'POST', body: form });
    expect(res.status).toBe(401);
  });

  it('refuses more files than the instance allows', async () => {
    const h = await harness((s) => {
      s.maxFileUploads = 2;
    });
    const form = new FormData();
    for (const name of ['a', 'b', 'c']) form.append('push[files][]', new File([name], `${name}.txt`));
    const res = await h.app.request('http://push.test/api/v2/pushes', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${h.alice}` },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ files: ['You can only attach up to 2 files per push.'] });
  });

  it('answers 413 for a body over the limit, by its declared length or as it streams', async () => {
    const h = await harness();
    const big = JSON.stringify({ push: { payload: 'x'.repeat(6 * 1024 * 1024) } });
    for (const headers of [{}, { 'content-length': String(big.length) }] as Record<string, string>[]) {
      const res = await h.app.request('http://push.test/api/v2/pushes', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: big,
      });
      expect(res.status).toBe(413);
    }
    const fits = JSON.stringify({ push: { payload: 'y'.repeat(4 * 1024 * 1024) } });
    const accepted = await h.app.request('http://push.test/api/v2/pushes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(fits.length) },
      body: fits,
    });
    expect(accepted.status).toBe(422);
    expect(await accepted.json()).toEqual({ payload: ['Payload is too large: at most 1048576 characters.'] });
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 7; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024 * 1024)));
        controller.close();
      },
    });
    const chunked = await h.app.request('http://push.test/api/v2/pushes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ error: 'The request body is larger than 5242880 bytes.' });
  });

  it('uses the configured public base URL for links', async () => {
    const h = await harness((s) => {
      s.overrideBaseUrl = 'https://push.example.com';
    });
    const push = await h.create({ payload: 'x', retrieval_step: false });
    expect(push.html_url).toBe(`https://push.example.com/p/${push.url_token}`);
    expect(push.json_url).toBe(`https://push.example.com/p/${push.url_token}.json`);
  });
});
