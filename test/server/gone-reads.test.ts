import { describe, expect, it } from 'vitest';
import { harness } from './harness.ts';

const CSRF = 'c'.repeat(32);

/** Every way a recipient's read claims a view: API v2, legacy v1, the secret page, the retrieval step's form. */
const reads = (urlToken: string): { path: string; init: RequestInit }[] => [
  { path: `/api/v2/pushes/${urlToken}`, init: {} },
  { path: `/p/${urlToken}.json`, init: {} },
  { path: `/p/${urlToken}`, init: {} },
  {
    path: `/p/${urlToken}`,
    init: {
      method: 'POST',
      headers: { cookie: `sp_csrf=${CSRF}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: `_csrf=${CSRF}`,
    },
  },
];

describe('reads whose client leaves while they are being answered', () => {
  it('use no view when the client is gone by the turn after the read arrived', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'kept', expire_after_views: 5, retrieval_step: true }, h.alice);
    for (const { path, init } of reads(push.url_token)) {
      const leaving = new AbortController();
      const answer = h.app.request(
        new Request(`http://push.test${path}`, { ...init, signal: leaving.signal }),
      );
      // The leaving reaches the server in the poll phase after the request's: a busy server reads them so.
      setImmediate(() => leaving.abort());
      expect([path, (await answer).status < 500]).toEqual([path, true]);
    }
    expect(await h.auditKinds(push.url_token)).toEqual(['creation']);
    const read = await h.call('GET', `/api/v2/pushes/${push.url_token}`);
    expect(read.body).toMatchObject({ payload: 'kept', views_remaining: 4 });
  });

  it('still use a view when the client stays, on every path', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'shown', expire_after_views: 5, retrieval_step: true }, h.alice);
    for (const { path, init } of reads(push.url_token)) {
      const res = await h.app.request(new Request(`http://push.test${path}`, init));
      expect([path, res.status, (await res.text()).includes('shown')]).toEqual([path, 200, true]);
    }
    expect(await h.auditKinds(push.url_token)).toEqual(['creation', 'view', 'view', 'view', 'view']);
  });
});
