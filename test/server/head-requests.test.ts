import { describe, expect, it } from 'vitest';
import { filesHarness } from './files-harness.ts';
import { harness } from './harness.ts';

const head = (
  app: { request: (url: string, init: RequestInit) => Response | Promise<Response> },
  path: string,
) => app.request(`http://push.test${path}`, { method: 'HEAD' });

describe('HEAD requests', () => {
  it('answer a push read without counting a view or writing an audit entry', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'not for link checkers', expire_after_views: 1 }, h.alice);
    const res = await head(h.app, `/api/v2/pushes/${push.url_token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('');
    expect(await h.auditKinds(push.url_token)).toEqual(['creation']);
    const read = await h.call('GET', `/api/v2/pushes/${push.url_token}`);
    expect(read.body).toMatchObject({ payload: 'not for link checkers', views_remaining: 0 });
  });

  it('answer 404 for an unknown push and 401 for one behind a passphrase, checking no passphrase', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'x', passphrase: 'pw', expire_after_views: 1 }, h.alice);
    expect((await head(h.app, '/api/v2/pushes/no-such-token')).status).toBe(404);
    expect((await head(h.app, `/api/v2/pushes/${push.url_token}?passphrase=guess`)).status).toBe(401);
    expect((await head(h.app, `/api/v2/pushes/${push.url_token}?passphrase=pw`)).status).toBe(401);
    expect(await h.auditKinds(push.url_token)).toEqual(['creation']);
  });

  it('answer a download link with its headers and no body, and the link still downloads', async () => {
    const h = await filesHarness();
    const created = await h.upload([{ name: 'a.txt', content: 'file body' }]);
    const link = (await h.show(created.body.url_token)).files?.[0]?.url ?? '';
    const res = await h.app.request(link, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('9');
    expect(res.headers.get('content-disposition')).toContain('a.txt');
    expect(await res.text()).toBe('');
    expect(await (await h.app.request(link)).text()).toBe('file body');
    expect((await h.app.request(`${link}x`, { method: 'HEAD' })).status).toBe(404);
  });
});

describe('aborted requests', () => {
  it('use no view when the client went away before the read was claimed', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'kept', expire_after_views: 1, retrieval_step: false }, h.alice);
    for (const path of [`/api/v2/pushes/${push.url_token}`, `/p/${push.url_token}`]) {
      const gone = new Request(`http://push.test${path}`, { signal: AbortSignal.abort() });
      expect((await h.app.request(gone)).status).toBeLessThan(500);
    }
    expect(await h.auditKinds(push.url_token)).toEqual(['creation']);
    expect((await h.call('GET', `/api/v2/pushes/${push.url_token}`)).body).toMatchObject({ payload: 'kept' });
  });
});
