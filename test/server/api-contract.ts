import { afterEach, describe, expect, it } from 'vitest';
import { NOT_DELETABLE, PASSPHRASE_REQUIRED, type PushJson } from '../../shared/wire.ts';
import { type Dialect, knowUsers } from './api-dialects.ts';
import { DAY, harness, T0 } from './harness.ts';

type Harness = Awaited<ReturnType<typeof harness>>;
const iso = (ms: number) => new Date(ms).toISOString();
/** The keys of a push object, in the order Password Pusher sends them. */
export const PUSH_KEYS = [
  'expire_after_views',
  'expired',
  'url_token',
  'deletable_by_viewer',
  'retrieval_step',
  'expired_on',
  'passphrase',
  'created_at',
  'updated_at',
  'expire_after_days',
  'days_remaining',
  'views_remaining',
  'deleted',
  'json_url',
  'html_url',
  'name',
  'note',
  'kind',
  'expires_at',
];

/** The rules API v2 and the legacy v1 API share, run for one way of speaking them over the durable store. */
export function pushContract(api: Dialect): void {
  describe(`the push contract over ${api.name}`, () => {
    const opened: Harness[] = [];
    afterEach(async () => {
      for (const h of opened.splice(0)) await h.close();
    });
    const start = async (configure?: Parameters<typeof harness>[0]) => {
      const h = await harness(configure, { durable: true });
      opened.push(h);
      knowUsers(h);
      return h;
    };
    const create = async (h: Harness, push: Record<string, unknown>, token?: string) => {
      const res = await api.create(h, push, token);
      if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as PushJson;
    };
    const kinds = async (h: Harness, urlToken: string) =>
      api.entries((await api.send(h, 'GET', api.audit(urlToken), h.alice)).body).map((e) => e.kind);

    it('creates a push with the create keys, the defaults, and a secret link', async () => {
      const h = await start();
      const res = await api.create(h, { payload: 'hunter2', note: 'for ops' }, h.alice);
      expect(res.status).toBe(201);
      const push = res.body as PushJson;
      expect(Object.keys(push)).toEqual(PUSH_KEYS);
      expect(push).toMatchObject({
        expire_after_views: 5,
        expire_after_days: 7,
        expired: false,
        retrieval_step: true,
        deletable_by_viewer: true,
        note: 'for ops',
        kind: 'text',
        created_at: iso(T0),
        expires_at: iso(T0 + 7 * DAY),
        html_url: `http://push.test/p/${push.url_token}/r`,
        json_url: `http://push.test/p/${push.url_token}/r.json`,
      });
      expect(await kinds(h, push.url_token)).toEqual(['creation']);
    });

    it(`refuses a body without "${api.root}" (400) and bad input (422, per field)`, async () => {
      const h = await start();
      expect(await api.createNothing(h)).toEqual({
        status: 400,
        body: { error: `param is missing or the value is empty or invalid: ${api.root}` },
      });
      expect(await api.create(h, { payload: '' })).toEqual({
        status: 422,
        body: { payload: ['Payload is required.'] },
      });
      expect(await api.create(h, { payload: 'x', expire_after_days: 500 })).toEqual({
        status: 422,
        body: { expire_after_days: ['must be between 1 and 90'] },
      });
    });

    it('hands out a push with 2 views exactly twice, then answers expired without the payload', async () => {
      const h = await start();
      const push = await create(h, { payload: 'twice', expire_after_views: 2 }, h.alice);
      const reads = [];
      for (let i = 0; i < 3; i++) reads.push(await api.send(h, 'GET', api.show(push.url_token)));
      expect(reads.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(reads.map((r) => (r.body as PushJson).payload)).toEqual(['twice', 'twice', null]);
      expect(reads.map((r) => (r.body as PushJson).views_remaining)).toEqual([1, 0, 0]);
      expect(reads.map((r) => (r.body as PushJson).expired)).toEqual([false, false, true]);
      expect(await kinds(h, push.url_token)).toEqual(['creation', 'view', 'view', 'failed_view']);
    });

    it("does not count the owner's own reads", async () => {
      const h = await start();
      const push = await create(h, { payload: 'mine', expire_after_views: 1 }, h.alice);
      expect((await api.send(h, 'GET', api.show(push.url_token), h.alice)).body).toMatchObject({
        payload: 'mine',
        views_remaining: 1,
      });
      expect(await kinds(h, push.url_token)).toEqual(['creation', 'owner_view']);
    });

    it('asks for the passphrase (401), and limits attempts to 5 a minute (429)', async () => {
      const h = await start();
      const push = await create(h, { payload: 'guarded', passphrase: 'open sesame' }, h.alice);
      expect(await api.send(h, 'GET', api.show(push.url_token))).toEqual({
        status: 401,
        body: PASSPHRASE_REQUIRED,
      });
      const attempt = (p: string) => api.send(h, 'GET', `${api.show(push.url_token)}?passphrase=${p}`);
      expect((await attempt('open%20sesame')).body).toMatchObject({ payload: 'guarded' });
      for (let i = 0; i < 4; i++) expect((await attempt('wrong')).status).toBe(401);
      expect((await attempt('open%20sesame')).status).toBe(429);
    });

    it('previews the secret link without counting a view, and answers 404 for an unknown token', async () => {
      const h = await start();
      const push = await create(h, { payload: 'x', expire_after_views: 1 }, h.alice);
      expect(await api.send(h, 'GET', api.preview(push.url_token))).toEqual({
        status: 200,
        body: { url: push.html_url },
      });
      expect(await kinds(h, push.url_token)).toEqual(['creation']);
      expect(await api.send(h, 'GET', api.show('no-such-token'))).toEqual({
        status: 404,
        body: { error: 'not-found' },
      });
    });

    it('lets the owner expire a push, refuses others when viewers may not delete, and logs who expired it', async () => {
      const h = await start();
      const push = await create(h, { payload: 'x', deletable_by_viewer: false }, h.alice);
      expect(await api.send(h, 'DELETE', api.show(push.url_token))).toEqual({
        status: 401,
        body: NOT_DELETABLE,
      });
      expect(await api.send(h, 'DELETE', api.show(push.url_token), h.bob)).toEqual({
        status: 403,
        body: NOT_DELETABLE,
      });
      const deleted = await api.send(h, 'DELETE', api.show(push.url_token), h.alice);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({ expired: true, deleted: true, passphrase: null });
      const log = api.entries((await api.send(h, 'GET', api.audit(push.url_token), h.alice)).body);
      expect(log.at(-1)).toMatchObject({ kind: 'expire', expired_by: 'owner' });
    });

    it("keeps the audit log and the lists to tokens, and the audit log to the push's owner", async () => {
      const h = await start();
      const push = await create(h, { payload: 'x' }, h.alice);
      expect((await api.send(h, 'GET', api.audit(push.url_token))).status).toBe(401);
      expect(await api.send(h, 'GET', api.audit(push.url_token), h.bob)).toEqual({
        status: 403,
        body: { error: "That push doesn't belong to you." },
      });
      expect((await api.send(h, 'GET', api.list('active'))).status).toBe(401);
      const active = await api.send(h, 'GET', api.list('active'), h.alice);
      expect((active.body as PushJson[]).map((p) => p.url_token)).toEqual([push.url_token]);
      expect(await api.send(h, 'GET', api.list('expired'), h.alice)).toEqual({ status: 200, body: [] });
    });

    it('refuses a token that matches no user, and anonymous pushes when they are off', async () => {
      const h = await start((s) => {
        s.allowAnonymous = false;
      });
      expect((await api.create(h, { payload: 'x' }, 'not-a-token')).status).toBe(401);
      expect((await api.create(h, { payload: 'x' })).status).toBe(401);
      expect((await api.create(h, { payload: 'x' }, h.alice)).status).toBe(201);
    });

    it('refuses a kind the instance has turned off', async () => {
      const h = await start((s) => {
        s.enableQrPushes = false;
      });
      expect(await api.create(h, { payload: 'x', kind: 'qr' }, h.alice)).toEqual({
        status: 422,
        body: { kind: ['QR code pushes are disabled.'] },
      });
    });
  });
}
