import { describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { PUSH_KEYS } from './api-contract.ts';
import { DAY, harness, T0 } from './harness.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const NOT_DELETABLE = { error: 'That push is not deletable by viewers.' };

describe('DELETE /api/v2/pushes/:url_token', () => {
  it('lets the owner expire a push and answers with exactly the delete keys', async () => {
    const h = await harness();
    const push = await h.create(
      { payload: 'x', deletable_by_viewer: false, note: 'n', passphrase: 'p' },
      h.alice,
    );
    h.clock.now = T0 + 5000;
    const res = await h.call('DELETE', `/api/v2/pushes/${push.url_token}`, { token: h.alice });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toBe(
      JSON.stringify({
        expire_after_views: 5,
        expired: true,
        url_token: push.url_token,
        deletable_by_viewer: false,
        retrieval_step: true,
        expired_on: iso(T0 + 5000),
        passphrase: null,
        created_at: iso(T0),
        updated_at: iso(T0 + 5000),
        expire_after_days: 7,
        days_remaining: 7,
        views_remaining: 5,
        deleted: true,
        json_url: `http://push.test/p/${push.url_token}/r.json`,
        html_url: `http://push.test/p/${push.url_token}/r`,
        kind: 'text',
        expires_at: iso(T0 + 7 * DAY),
      }),
    );
    expect(await h.store.findPush(push.url_token)).toMatchObject({
      payload: null,
      passphrase: null,
      deleted: true,
    });
  });

  it('refuses a non-deletable push: 401 for anonymous, 403 for another user', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'x', deletable_by_viewer: false }, h.alice);
    expect(await h.call('DELETE', `/api/v2/pushes/${push.url_token}`)).toMatchObject({
      status: 401,
      body: NOT_DELETABLE,
    });
    expect(await h.call('DELETE', `/api/v2/pushes/${push.url_token}`, { token: h.bob })).toMatchObject({
      status: 403,
      body: NOT_DELETABLE,
    });
    expect((await h.call('DELETE', '/api/v2/pushes/unknown')).status).toBe(404);
  });

  it('lets anyone delete a deletable push, logging expire only once', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'x' }, h.alice);
    expect((await h.call('DELETE', `/api/v2/pushes/${push.url_token}`)).status).toBe(200);
    expect((await h.call('DELETE', `/api/v2/pushes/${push.url_token}`, { token: h.bob })).status).toBe(200);
    const logs = (await h.call('GET', `/api/v2/pushes/${push.url_token}/audit`, { token: h.alice })).body as {
      logs: { kind: string }[];
    };
    expect(logs.logs.map((l) => l.kind)).toEqual(['expire', 'creation']);
  });
});

describe('GET /api/v2/pushes/:url_token/audit', () => {
  it('needs a token, belongs to the owner only, and anonymous pushes have none', async () => {
    const h = await harness();
    const mine = await h.create({ payload: 'x' }, h.alice);
    const anonymous = await h.create({ payload: 'x' });
    expect((await h.call('GET', `/api/v2/pushes/${mine.url_token}/audit`)).status).toBe(401);
    expect(await h.call('GET', `/api/v2/pushes/${mine.url_token}/audit`, { token: h.bob })).toMatchObject({
      status: 403,
      body: { error: "That push doesn't belong to you." },
    });
    expect(
      (await h.call('GET', `/api/v2/pushes/${anonymous.url_token}/audit`, { token: h.alice })).status,
    ).toBe(403);
    expect((await h.call('GET', '/api/v2/pushes/unknown/audit', { token: h.alice })).status).toBe(404);
  });

  it('pages 50 entries, newest first, with the reader recorded', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'x', expire_after_views: 100 }, h.alice);
    for (let i = 1; i <= 60; i++) {
      h.clock.now = T0 + i * 1000;
      await h.app.request(`http://push.test/api/v2/pushes/${push.url_token}`, {
        headers: { 'user-agent': `agent-${i}`, referer: 'https://chat.example/' },
      });
    }
    const page1 = (await h.call('GET', `/api/v2/pushes/${push.url_token}/audit`, { token: h.alice }))
      .body as {
      logs: { kind: string; user_agent: string; created_at: string; referrer: string }[];
    };
    expect(page1.logs.map((l) => l.user_agent)).toEqual(
      Array.from({ length: 50 }, (_, i) => `agent-${60 - i}`),
    );
    expect(page1.logs[0]).toMatchObject({
      kind: 'view',
      user_agent: 'agent-60',
      referrer: 'https://chat.example/',
      created_at: iso(T0 + 60_000),
    });
    const page2 = (await h.call('GET', `/api/v2/pushes/${push.url_token}/audit?page=2`, { token: h.alice }))
      .body as {
      logs: { kind: string; user_agent: string }[];
    };
    expect(page2.logs.map((l) => l.user_agent)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `agent-${10 - i}`),
      '',
    ]);
    expect(page2.logs.at(-1)?.kind).toBe('creation');
  });

  it('cuts user agents at 255 characters', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'x' }, h.alice);
    await h.app.request(`http://push.test/api/v2/pushes/${push.url_token}`, {
      headers: { 'user-agent': 'a'.repeat(400) },
    });
    const logs = (await h.call('GET', `/api/v2/pushes/${push.url_token}/audit`, { token: h.alice })).body as {
      logs: { user_agent: string }[];
    };
    expect(logs.logs[0]?.user_agent).toBe('a'.repeat(255));
  });
});

describe('GET /api/v2/pushes/active and /expired', () => {
  it('needs a token', async () => {
    const h = await harness();
    for (const path of ['/api/v2/pushes/active', '/api/v2/pushes/expired.json']) {
      expect((await h.call('GET', path)).status).toBe(401);
    }
  });

  it("lists only the caller's pushes, newest first, 50 a page, with the create keys and a title hint", async () => {
    const h = await harness();
    for (let i = 0; i < 55; i++) {
      h.clock.now = T0 + i * 1000;
      await h.create({ payload: `p${i}`, name: `push ${i}` }, h.alice);
    }
    await h.create({ payload: 'bob' }, h.bob);
    const page1 = (await h.call('GET', '/api/v2/pushes/active', { token: h.alice })).body as PushJson[];
    expect(page1).toHaveLength(50);
    expect(page1[0]?.name).toBe('push 54');
    expect(Object.keys(page1[0] ?? {})).toEqual([...PUSH_KEYS, 'title_hint']);
    const page2 = (await h.call('GET', '/api/v2/pushes/active?page=2', { token: h.alice }))
      .body as PushJson[];
    expect(page2.map((p) => p.name)).toEqual(['push 4', 'push 3', 'push 2', 'push 1', 'push 0']);
    expect((await h.call('GET', '/api/v2/pushes/active?page=3', { token: h.alice })).body).toEqual([]);
  });

  it('lists a push whose days have passed as expired, before anyone reads it', async () => {
    const h = await harness();
    const short = await h.create({ payload: 'x', expire_after_days: 1, name: 'short' }, h.alice);
    await h.create({ payload: 'y', expire_after_days: 3, name: 'long' }, h.alice);
    h.clock.now = T0 + DAY;
    const active = (await h.call('GET', '/api/v2/pushes/active', { token: h.alice })).body as PushJson[];
    expect(active.map((p) => p.name)).toEqual(['long']);
    const expired = (await h.call('GET', '/api/v2/pushes/expired', { token: h.alice })).body as PushJson[];
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({
      url_token: short.url_token,
      expired: true,
      passphrase: null,
      expired_on: iso(T0 + DAY),
    });
    expect(await h.store.findPush(short.url_token)).toMatchObject({ expired: true, payload: null });
  });

  it.each(['0', '201', 'abc', '1.5', '-1'])('answers 400 for page=%s', async (page) => {
    const h = await harness();
    expect(await h.call('GET', `/api/v2/pushes/active?page=${page}`, { token: h.alice })).toEqual(
      expect.objectContaining({ status: 400, body: { error: 'Invalid page parameter' } }),
    );
  });
});
