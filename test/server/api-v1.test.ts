import { describe, expect, it, onTestFinished } from 'vitest';
import type { AuditJson, PushJson } from '../../shared/wire.ts';
import { filesHarness } from './files-harness.ts';
import { durableHarnesses, type Harness, T0 } from './harness.ts';

const durable = durableHarnesses();

const legacy = (token: string, email = 'alice@example.com') => ({
  'x-user-email': email,
  'x-user-token': token,
});

async function post(h: Harness, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await h.app.request(`http://push.test${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as PushJson & Record<string, unknown> };
}

const get = async (h: Harness, path: string, headers: Record<string, string> = {}) => {
  const res = await h.app.request(`http://push.test${path}`, { headers });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};

describe('the legacy v1 API', () => {
  it('makes URL pushes at /r.json whatever kind is sent, and checks the URL as v2 does', async () => {
    const h = await durable();
    const made = await post(h, '/r.json', { url: { payload: 'https://example.com/x', kind: 'text' } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ kind: 'url', deletable_by_viewer: null });
    expect(await post(h, '/r.json', { url: { payload: 'javascript:alert(1)' } })).toEqual({
      status: 422,
      body: { payload: ['must be a valid HTTP or HTTPS URL.'] },
    });
    expect((await post(h, '/r.json', { password: { payload: 'https://example.com' } })).status).toBe(400);
  });

  it('takes the kind from the body at /p.json, and makes text pushes when none is sent', async () => {
    const h = await durable();
    expect(
      (await post(h, '/p.json', { password: { payload: 'WIFI:T:WPA;S:x;;', kind: 'qr' } })).body.kind,
    ).toBe('qr');
    expect((await post(h, '/p.json', { password: { payload: 'x' } })).body.kind).toBe('text');
  });

  it('makes file pushes at /f.json from file_push[files][], for token holders only', async () => {
    const h = await filesHarness();
    onTestFinished(() => h.close());
    const upload = async (token?: string) => {
      const form = new FormData();
      form.append('file_push[payload]', 'the keys');
      form.append('file_push[files][]', new File(['KEY-FILE'], 'id_rsa', { type: 'text/plain' }));
      const res = await h.app.request('http://push.test/f.json', {
        method: 'POST',
        body: form,
        headers: token === undefined ? {} : legacy(token),
      });
      return { status: res.status, body: (await res.json()) as PushJson };
    };
    expect((await upload()).status).toBe(401);
    const made = await upload(h.alice);
    expect(made.status).toBe(201);
    expect(made.body.kind).toBe('file');
    const shown = JSON.parse((await get(h, `/f/${made.body.url_token}.json`)).text) as PushJson;
    expect(shown.files?.map((f) => f.filename)).toEqual(['id_rsa']);
  });

  it('answers the audit log as {"views": [...]}: the whole log, oldest first', async () => {
    const h = await durable();
    const push = (
      await post(h, '/p.json', { password: { payload: 'x', expire_after_views: 100 } }, legacy(h.alice))
    ).body;
    for (let i = 1; i <= 60; i++) {
      h.clock.now = T0 + i * 1000;
      await get(h, `/p/${push.url_token}.json`, { 'user-agent': `reader-${i}` });
    }
    await h.app.request(`http://push.test/p/${push.url_token}.json`, {
      method: 'DELETE',
      headers: legacy(h.alice),
    });
    const res = await get(h, `/p/${push.url_token}/audit.json`, legacy(h.alice));
    const { views } = JSON.parse(res.text) as { views: AuditJson[] };
    expect(views).toHaveLength(62);
    expect(views[0]).toEqual({
      ip: '',
      user_agent: '',
      referrer: '',
      kind: 'creation',
      created_at: new Date(T0).toISOString(),
      updated_at: new Date(T0).toISOString(),
    });
    expect(views[1]?.user_agent).toBe('reader-1');
    expect(views.at(-1)).toMatchObject({ kind: 'expire', expired_by: 'owner' });
  });

  it("serves a push's json_url, with or without the retrieval step, as a read", async () => {
    const h = await durable();
    for (const retrieval_step of [true, false]) {
      const push = (await post(h, '/p.json', { password: { payload: 'json-url', retrieval_step } })).body;
      expect(push.json_url).toBe(`${push.html_url}.json`);
      const read = JSON.parse((await get(h, new URL(push.json_url).pathname)).text) as PushJson;
      expect(read).toMatchObject({ payload: 'json-url', views_remaining: 4 });
    }
  });

  it('leaves the secret link pages as pages, and answers unknown legacy paths in JSON', async () => {
    const h = await durable();
    const push = (await post(h, '/p.json', { password: { payload: 'PAGE-PAYLOAD' } })).body;
    const page = await get(h, `/p/${push.url_token}/r`);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.text).not.toContain('PAGE-PAYLOAD');
    expect((await get(h, `/p/${push.url_token}/preview`)).type).toMatch(/^text\/html/);
    const unknown = await get(h, `/p/${push.url_token}/nothing.json`);
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text)).toEqual({ error: 'not-found' });
  });
});
