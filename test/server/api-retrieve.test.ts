import { describe, expect, it } from 'vitest';
import { PASSPHRASE_REQUIRED } from '../../shared/wire.ts';
import { DAY, harness, T0 } from './harness.ts';

const iso = (ms: number) => new Date(ms).toISOString();

describe('GET /api/v2/pushes/:url_token', () => {
  it('answers 404 for an unknown token, with or without .json', async () => {
    const h = await harness();
    for (const path of ['/api/v2/pushes/nope', '/api/v2/pushes/nope.json']) {
      expect(await h.call('GET', path)).toMatchObject({ status: 404, body: { error: 'not-found' } });
    }
  });

  it('shows the payload with exactly the show keys, in order', async () => {
    const h = await harness();
    const push = await h.create({
      payload: 'hunter2',
      name: 'n',
      note: 'secret note',
      retrieval_step: false,
    });
    h.clock.now = T0 + 1000;
    const res = await h.call('GET', `/api/v2/pushes/${push.url_token}.json`);
    expect(res.status).toBe(200);
    expect(res.res.headers.get('cache-control')).toBe('no-store');
    expect(JSON.stringify(res.body)).toBe(
      JSON.stringify({
        expire_after_views: 5,
        expired: false,
        url_token: push.url_token,
        deletable_by_viewer: true,
        retrieval_step: false,
        expired_on: null,
        passphrase: '',
        created_at: iso(T0),
        updated_at: iso(T0),
        expire_after_days: 7,
        days_remaining: 7,
        views_remaining: 4,
        deleted: false,
        json_url: `http://push.test/p/${push.url_token}.json`,
        html_url: `http://push.test/p/${push.url_token}`,
        payload: 'hunter2',
        files: [],
        kind: 'text',
        expires_at: iso(T0 + 7 * DAY),
      }),
    );
  });

  it('returns the URL of a URL push and the raw text of a QR push', async () => {
    const h = await harness();
    const url = await h.create({ kind: 'url', payload: 'https://example.com/a?b=c' });
    const qr = await h.create({ kind: 'qr', payload: 'WIFI:S:net;P:pw;;' });
    expect((await h.call('GET', `/api/v2/pushes/${url.url_token}`)).body).toMatchObject({
      payload: 'https://example.com/a?b=c',
    });
    expect((await h.call('GET', `/api/v2/pushes/${qr.url_token}`)).body).toMatchObject({
      payload: 'WIFI:S:net;P:pw;;',
    });
  });

  it('hands out the last view with views_remaining 0, then answers expired and purges the payload', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'once', expire_after_views: 1, passphrase: '' }, h.alice);
    const first = await h.call('GET', `/api/v2/pushes/${push.url_token}`);
    expect(first.body).toMatchObject({ expired: false, payload: 'once', views_remaining: 0 });
    const stored = await h.store.findPush(push.url_token);
    expect(stored).toMatchObject({ expired: true, payload: null, passphrase: null });
    const second = await h.call('GET', `/api/v2/pushes/${push.url_token}`);
    expect(second.body).toMatchObject({
      expired: true,
      payload: null,
      passphrase: null,
      files: [],
      views_remaining: 0,
    });
    expect(await h.auditKinds(push.url_token)).toEqual(['creation', 'view', 'failed_view']);
  });

  it("does not count the owner's own reads", async () => {
    const h = await harness();
    const push = await h.create({ payload: 'mine', expire_after_views: 1 }, h.alice);
    for (let i = 0; i < 3; i++) {
      const res = await h.call('GET', `/api/v2/pushes/${push.url_token}`, { token: h.alice });
      expect(res.body).toMatchObject({ payload: 'mine', views_remaining: 1, expired: false });
    }
    expect(await h.auditKinds(push.url_token)).toEqual([
      'creation',
      'owner_view',
      'owner_view',
      'owner_view',
    ]);
    expect((await h.call('GET', `/api/v2/pushes/${push.url_token}`, { token: h.bob })).body).toMatchObject({
      payload: 'mine',
      views_remaining: 0,
    });
  });

  it('expires by days at its time, and every read of an expired push counts down', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'x', expire_after_days: 1, expire_after_views: 3 }, h.alice);
    h.clock.now = T0 + DAY - 1;
    expect((await h.call('GET', `/api/v2/pushes/${push.url_token}`)).body).toMatchObject({
      expired: false,
      days_remaining: 1,
    });
    h.clock.now = T0 + DAY;
    const res = await h.call('GET', `/api/v2/pushes/${push.url_token}`);
    expect(res.body).toMatchObject({
      expired: true,
      expired_on: iso(T0 + DAY),
      payload: null,
      passphrase: null,
      days_remaining: 0,
      views_remaining: 1,
    });
    await h.call('GET', `/api/v2/pushes/${push.url_token}`);
    expect((await h.call('GET', `/api/v2/pushes/${push.url_token}`)).body).toMatchObject({
      views_remaining: 0,
    });
    expect(await h.auditKinds(push.url_token)).toEqual([
      'creation',
      'view',
      'failed_view',
      'failed_view',
      'failed_view',
    ]);
  });

  it('asks for the passphrase with 401, logs failed_passphrase, and shows the push for the right one', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'guarded', passphrase: 'p a s s' }, h.alice);
    for (const query of ['', '?passphrase=wrong']) {
      const res = await h.call('GET', `/api/v2/pushes/${push.url_token}${query}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(PASSPHRASE_REQUIRED);
    }
    const ok = await h.call('GET', `/api/v2/pushes/${push.url_token}?passphrase=p%20a%20s%20s`);
    expect(ok.body).toMatchObject({ payload: 'guarded', passphrase: 'p a s s', views_remaining: 4 });
    expect(await h.auditKinds(push.url_token)).toEqual([
      'creation',
      'failed_passphrase',
      'failed_passphrase',
      'view',
    ]);
  });

  it('answers 429 after 5 passphrase attempts in a minute, and accepts the right one a minute later', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'guarded', passphrase: 'right' });
    for (let i = 0; i < 5; i++) {
      expect((await h.call('GET', `/api/v2/pushes/${push.url_token}?passphrase=wrong${i}`)).status).toBe(401);
    }
    const limited = await h.call('GET', `/api/v2/pushes/${push.url_token}?passphrase=right`);
    expect(limited).toMatchObject({
      status: 429,
      body: { error: 'Too many passphrase attempts. Please try again in a minute.' },
    });
    h.clock.now = T0 + 60_000;
    expect((await h.call('GET', `/api/v2/pushes/${push.url_token}?passphrase=right`)).status).toBe(200);
  });

  it('answers an expired passphrase push without asking for the passphrase', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'x', passphrase: 'pw', expire_after_days: 1 });
    h.clock.now = T0 + 2 * DAY;
    expect(await h.call('GET', `/api/v2/pushes/${push.url_token}`)).toMatchObject({
      status: 200,
      body: { expired: true, payload: null, passphrase: null },
    });
  });

  it('hands out a three-view push exactly three times under concurrent reads', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'race', expire_after_views: 3 });
    const reads = await Promise.all(
      Array.from({ length: 30 }, () => h.call('GET', `/api/v2/pushes/${push.url_token}`)),
    );
    const payloads = reads.filter((r) => (r.body as { payload: string | null }).payload === 'race');
    expect(payloads).toHaveLength(3);
  });
});

describe('GET /api/v2/pushes/:url_token/preview', () => {
  it('gives the secret link without a view, also once expired, and 404 for unknown', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'x', expire_after_views: 1 }, h.alice);
    const preview = await h.call('GET', `/api/v2/pushes/${push.url_token}/preview`);
    expect(preview).toMatchObject({ status: 200, body: { url: `http://push.test/p/${push.url_token}/r` } });
    await h.call('GET', `/api/v2/pushes/${push.url_token}`);
    expect((await h.call('GET', `/api/v2/pushes/${push.url_token}/preview.json`)).body).toEqual({
      url: `http://push.test/p/${push.url_token}/r`,
    });
    expect(await h.auditKinds(push.url_token)).toEqual(['creation', 'view']);
    expect((await h.call('GET', '/api/v2/pushes/unknown/preview')).status).toBe(404);
  });
});
