import { describe, expect, it } from 'vitest';
import { createApiClient, type NewPushRequest } from '../../shared/api-client.ts';
import { DAY } from '../../shared/durations.ts';
import { answering, ourPush, pwpushPush } from './api-fixtures.ts';

const request: NewPushRequest = {
  kind: 'text',
  payload: 's3cret',
  expireAfterDuration: 0,
  expireAfterDays: 1,
  expireAfterViews: 5,
  retrievalStep: false,
  deletableByViewer: true,
};

function client(status: number, body: unknown, token = 'tok') {
  const fake = answering(status, body);
  return {
    api: createApiClient({ baseUrl: 'https://x.example', token, fetch: fake.fetch }),
    calls: fake.calls,
  };
}

describe('api client: create', () => {
  it('posts the push with both the exact duration and the whole days, with the token as Bearer', async () => {
    const { api, calls } = client(201, ourPush());
    await api.create({ ...request, passphrase: 'pw', name: 'db', note: '' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://x.example/api/v2/pushes');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok');
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({
      push: {
        kind: 'text',
        payload: 's3cret',
        expire_after_days: 1,
        expire_after_duration: 0,
        expire_after_views: 5,
        retrieval_step: false,
        deletable_by_viewer: true,
        passphrase: 'pw',
        name: 'db',
      },
    });
  });

  it('sends no Authorization header without a token, and no deletable flag for a URL push', async () => {
    const fake = answering(201, ourPush({ kind: 'url', deletable_by_viewer: null }));
    const api = createApiClient({ baseUrl: 'https://x.example', fetch: fake.fetch });
    await api.create({ ...request, kind: 'url', payload: 'https://a.example' });
    expect(fake.calls[0]?.headers.Authorization).toBeUndefined();
    expect(JSON.parse(fake.calls[0]?.body ?? '').push.deletable_by_viewer).toBeUndefined();
  });

  it('reads our answer with its kind and exact expiry', async () => {
    const result = await client(201, ourPush()).api.create(request);
    expect(result).toMatchObject({ ok: true, value: { kind: 'text', exactExpiry: true } });
    if (result.ok) expect(result.value.expiresAt).toBe(Date.parse('2026-01-01T00:15:00.000Z'));
  });

  it('reads pwpush OSS answers without kind or expires_at, deriving the expiry from whole days', async () => {
    const result = await client(201, pwpushPush()).api.create(request);
    expect(result).toMatchObject({ ok: true, value: { kind: null, exactExpiry: false, expireAfterDays: 1 } });
    if (result.ok) expect(result.value.expiresAt).toBe(Date.parse('2026-01-01T00:00:00.000Z') + DAY);
  });

  it('never hands the passphrase on, only whether there is one', async () => {
    const result = await client(201, pwpushPush({ passphrase: 'hunter2' })).api.create(request);
    expect(JSON.stringify(result)).not.toContain('hunter2');
    expect(result).toMatchObject({ ok: true, value: { hasPassphrase: true } });
  });
});

describe('api client: errors as each edition sends them', () => {
  it('takes pwpush’s 401 with an empty body as an unauthorized answer', async () => {
    const result = await client(401, '').api.create(request);
    expect(result).toEqual({
      ok: false,
      error: { kind: 'unauthorized', status: 401, message: '', fields: {} },
    });
  });

  it('takes our 401 with a JSON body as an unauthorized answer with its sentence', async () => {
    const result = await client(401, { error: 'Invalid token.' }).api.list('active');
    expect(result).toMatchObject({ ok: false, error: { kind: 'unauthorized', message: 'Invalid token.' } });
  });

  it('takes pwpush’s 401 for a refused delete as a refusal, not a bad token', async () => {
    const result = await client(401, { error: 'That push is not deletable by viewers.' }).api.expire('t');
    expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden', status: 401 } });
  });

  it('takes our 403 for a refused delete as a refusal', async () => {
    const result = await client(403, { error: 'That push is not deletable by viewers.' }).api.expire('t');
    expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden', status: 403 } });
  });

  it('keeps the field errors of a 422', async () => {
    const result = await client(422, { expire_after_days: ['must be between 1 and 90'] }).api.create(request);
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'invalid', fields: { expire_after_days: ['must be between 1 and 90'] } },
    });
  });

  it.each([
    [429, { error: 'Too many passphrase attempts.' }, 'rate-limited'],
    [500, { error: 'Internal error' }, 'server'],
    [502, '<html>Bad gateway</html>', 'server'],
    [404, { error: 'not-found' }, 'not-found'],
    [200, '<html>a login page</html>', 'not-an-instance'],
    [404, '<html>Not Found</html>', 'not-an-instance'],
    [200, { not: 'a push' }, 'unexpected'],
  ])('sorts a %i answer into %s', async (status, body, kind) => {
    const result = await client(status, body).api.create(request);
    expect(result).toMatchObject({ ok: false, error: { kind } });
  });

  it.each([
    [200, { some: 'other api' }],
    [200, '<!doctype html><p>any path works here</p>'],
    [404, 'Cannot GET /api/v2/version'],
  ])('calls a %i answer to /version that is not the API "not an instance"', async (status, body) => {
    const result = await client(status, body).api.version();
    expect(result).toMatchObject({ ok: false, error: { kind: 'not-an-instance', status } });
  });

  it('reports a network failure as offline', async () => {
    const api = createApiClient({
      baseUrl: 'https://x.example',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await api.version()).toEqual({
      ok: false,
      error: { kind: 'offline', status: 0, message: '', fields: {} },
    });
  });
});

describe('api client: reading', () => {
  it('lists pushes from the given page and maps each one', async () => {
    const { api, calls } = client(200, [ourPush(), pwpushPush({ url_token: 'second' })]);
    const result = await api.list('expired', 3);
    expect(calls[0]?.url).toBe('https://x.example/api/v2/pushes/expired?page=3');
    expect(result.ok && result.value.map((p) => p.urlToken)).toEqual(['abc123def456', 'second']);
  });

  it('reads the secret link from the preview endpoint', async () => {
    const { api, calls } = client(200, { url: 'https://x.example/p/t/r' });
    expect(await api.preview('t')).toEqual({ ok: true, value: 'https://x.example/p/t/r' });
    expect(calls[0]?.url).toBe('https://x.example/api/v2/pushes/t/preview');
  });

  it('reads the audit log entries', async () => {
    const log = {
      ip: '1.2.3.4',
      user_agent: '',
      referrer: '',
      kind: 'view',
      created_at: 'x',
      updated_at: 'x',
    };
    const { api, calls } = client(200, { logs: [log] });
    expect(await api.audit('t', 2)).toEqual({ ok: true, value: [log] });
    expect(calls[0]?.url).toBe('https://x.example/api/v2/pushes/t/audit?page=2');
  });

  it('expires with DELETE and reads the deleted push back', async () => {
    const { api, calls } = client(200, ourPush({ expired: true, deleted: true, passphrase: null }));
    const result = await api.expire('abc');
    expect(calls[0]?.method).toBe('DELETE');
    expect(result).toMatchObject({ ok: true, value: { expired: true, deleted: true } });
  });
});
