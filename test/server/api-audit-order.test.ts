import { describe, expect, it } from 'vitest';
import type { AuditJson } from '../../shared/wire.ts';
import { durableHarnesses, type Harness, T0 } from './harness.ts';
import { webClient } from './web-client.ts';

const durable = durableHarnesses();

const auditPage = async (h: Harness, urlToken: string, page = 1) => {
  const res = await h.call('GET', `/api/v2/pushes/${urlToken}/audit?page=${page}`, { token: h.alice });
  expect(res.status).toBe(200);
  return (res.body as { logs: AuditJson[] }).logs;
};

describe('the audit log over the durable store', () => {
  it('puts the latest views on page 1 when there are more than 50 events', async () => {
    const h = await durable();
    const push = await h.create({ payload: 'x', expire_after_views: 100 }, h.alice);
    for (let i = 1; i <= 70; i++) {
      h.clock.now = T0 + i * 1000;
      await h.app.request(`http://push.test/api/v2/pushes/${push.url_token}`, {
        headers: { 'user-agent': `reader-${i}` },
      });
    }
    const first = await auditPage(h, push.url_token);
    expect(first).toHaveLength(50);
    expect(first[0]).toEqual({
      ip: '',
      user_agent: 'reader-70',
      referrer: '',
      kind: 'view',
      created_at: new Date(T0 + 70_000).toISOString(),
      updated_at: new Date(T0 + 70_000).toISOString(),
    });
    expect(first.at(-1)?.user_agent).toBe('reader-21');
    const second = await auditPage(h, push.url_token, 2);
    expect(second.map((l) => l.kind)).toEqual([...Array<string>(20).fill('view'), 'creation']);
    expect(await auditPage(h, push.url_token, 3)).toEqual([]);
  });

  it("says who expired a push: 'owner' for its owner's DELETE, 'viewer' for a recipient's", async () => {
    const h = await durable();
    const byOwner = await h.create({ payload: 'x' }, h.alice);
    const byViewer = await h.create({ payload: 'y', deletable_by_viewer: true }, h.alice);
    const onPage = await h.create(
      { payload: 'z', deletable_by_viewer: true, retrieval_step: false },
      h.alice,
    );
    h.clock.now = T0 + 1000;
    expect((await h.call('DELETE', `/api/v2/pushes/${byOwner.url_token}`, { token: h.alice })).status).toBe(
      200,
    );
    expect((await h.call('DELETE', `/api/v2/pushes/${byViewer.url_token}`, { token: h.bob })).status).toBe(
      200,
    );
    const visitor = webClient(h.app);
    await visitor.get(`/p/${onPage.url_token}`);
    await visitor.get(`/p/${onPage.url_token}/delete`);
    expect((await visitor.post(`/p/${onPage.url_token}/delete`)).status).toBe(303);

    const latest = async (urlToken: string) => (await auditPage(h, urlToken))[0];
    expect(await latest(byOwner.url_token)).toMatchObject({ kind: 'expire', expired_by: 'owner' });
    expect(await latest(byViewer.url_token)).toMatchObject({ kind: 'expire', expired_by: 'viewer' });
    expect(await latest(onPage.url_token)).toMatchObject({ kind: 'expire', expired_by: 'viewer' });
    const others = (await auditPage(h, onPage.url_token)).slice(1);
    expect(others.map((l) => [l.kind, 'expired_by' in l])).toEqual([
      ['view', false],
      ['creation', false],
    ]);
  });
});
