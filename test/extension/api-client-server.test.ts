import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../shared/api-client.ts';
import { pushStatus } from '../../shared/push-summary.ts';
import { harness, T0 } from '../server/harness.ts';

/** An API client whose fetch goes straight into the real Hono app, without a socket. */
async function setup(configure?: Parameters<typeof harness>[0]) {
  const h = await harness(configure);
  const fetch = async (url: string, init: RequestInit) => h.app.fetch(new Request(url, init));
  const as = (token?: string) => createApiClient({ baseUrl: 'http://push.test', token, fetch });
  return { h, as };
}

const text = { kind: 'text' as const, payload: 'hunter2', expireAfterDuration: 0, expireAfterDays: 1 };

describe('api client against the real server', () => {
  it('creates a push whose exact expiry the server applied, and lists it until it is expired', async () => {
    const { h, as } = await setup();
    const alice = as(h.alice);
    const created = await alice.create({ ...text, name: 'db password', expireAfterViews: 2 });
    if (!created.ok) throw new Error(created.error.kind);
    expect(created.value).toMatchObject({
      kind: 'text',
      exactExpiry: true,
      expireAfterDays: 1,
      name: 'db password',
    });
    expect(created.value.expiresAt).toBe(T0 + 15 * 60_000);

    const active = await alice.list('active');
    expect(active.ok && active.value.map((p) => p.urlToken)).toEqual([created.value.urlToken]);
    expect(await alice.preview(created.value.urlToken)).toEqual({ ok: true, value: created.value.htmlUrl });

    const expired = await alice.expire(created.value.urlToken);
    expect(expired).toMatchObject({ ok: true, value: { expired: true, deleted: true } });
    const after = await alice.list('expired');
    expect(after.ok && after.value.map((p) => p.urlToken)).toEqual([created.value.urlToken]);
    const log = await alice.audit(created.value.urlToken);
    expect(log.ok && log.value.map((l) => l.kind)).toEqual(['expire', 'creation']);
  });

  it('lists a push whose minutes have run out as expired, and the status agrees', async () => {
    const { h, as } = await setup();
    const alice = as(h.alice);
    await alice.create(text);
    h.clock.now = T0 + 16 * 60_000;
    const expired = await alice.list('expired');
    if (!expired.ok) throw new Error(expired.error.kind);
    expect(expired.value).toHaveLength(1);
    expect(pushStatus(expired.value[0] as NonNullable<(typeof expired.value)[0]>, h.clock.now)).toBe(
      'time-up',
    );
  });

  it('refuses a wrong token as unauthorized, and a stranger’s delete as forbidden', async () => {
    const { h, as } = await setup();
    expect(await as('nope').list('active')).toMatchObject({
      ok: false,
      error: { kind: 'unauthorized', status: 401 },
    });
    const created = await as(h.alice).create({ ...text, deletableByViewer: false });
    if (!created.ok) throw new Error(created.error.kind);
    expect(await as(h.bob).expire(created.value.urlToken)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', status: 403 },
    });
    expect(await as().expire(created.value.urlToken)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', status: 401 },
    });
  });

  it('lets anyone expire an anonymous push that viewers may delete, as the popup does without a token', async () => {
    const { as } = await setup();
    const created = await as().create({ ...text, deletableByViewer: true });
    if (!created.ok) throw new Error(created.error.kind);
    expect(await as().expire(created.value.urlToken)).toMatchObject({ ok: true, value: { deleted: true } });
    expect(await as().list('active')).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
  });

  it('reads the features of an instance that disables URL pushes, and the 422 when one is tried', async () => {
    const { as } = await setup((s) => {
      s.enableUrlPushes = false;
    });
    const version = await as().version();
    expect(version.ok && version.value.features.pushes.url_pushes.enabled).toBe(false);
    expect(await as().create({ kind: 'url', payload: 'https://a.example' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid', status: 422, fields: { kind: ['URL pushes are disabled.'] } },
    });
  });
});
