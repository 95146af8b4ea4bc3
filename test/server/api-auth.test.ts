import { describe, expect, it } from 'vitest';
import { harness } from './harness.ts';

const request = (
  h: Awaited<ReturnType<typeof harness>>,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
) => h.app.request(`http://push.test${path}`, { method, headers });

describe('authentication', () => {
  it('takes the last word of the Authorization header as the token', async () => {
    const h = await harness();
    for (const value of [`Bearer ${h.alice}`, `Token ${h.alice}`, h.alice]) {
      expect((await request(h, '/api/v2/pushes/active', { authorization: value })).status).toBe(200);
    }
  });

  it('accepts the legacy e-mail and token pair only when the e-mail is the token owner', async () => {
    const h = await harness();
    const ok = await request(h, '/api/v2/pushes/active', {
      'x-user-email': 'Alice@Example.com',
      'x-user-token': h.alice,
    });
    expect(ok.status).toBe(200);
    const wrong = await request(h, '/api/v2/pushes/active', {
      'x-user-email': 'bob@example.com',
      'x-user-token': h.alice,
    });
    expect(wrong.status).toBe(401);
  });

  it('answers 401 for an unknown token on every endpoint but version', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'x' });
    const bad = { authorization: 'Bearer not-a-token' };
    const paths: [string, string][] = [
      ['POST', '/api/v2/pushes'],
      ['GET', `/api/v2/pushes/${push.url_token}`],
      ['GET', `/api/v2/pushes/${push.url_token}/preview`],
      ['GET', `/api/v2/pushes/${push.url_token}/audit`],
      ['DELETE', `/api/v2/pushes/${push.url_token}`],
      ['GET', '/api/v2/pushes/active'],
      ['GET', '/api/v2/pushes/expired'],
    ];
    for (const [method, path] of paths) {
      const res = await request(h, path, bad, method);
      expect([method, path, res.status, await res.json()]).toEqual([
        method,
        path,
        401,
        { error: 'Invalid API token.' },
      ]);
    }
    expect((await request(h, '/api/v2/version', bad)).status).toBe(200);
  });

  it('stops a replaced token at once', async () => {
    const h = await harness();
    const fresh = await h.admin.rotateToken('alice@example.com');
    expect((await request(h, '/api/v2/pushes/active', { authorization: `Bearer ${h.alice}` })).status).toBe(
      401,
    );
    expect((await request(h, '/api/v2/pushes/active', { authorization: `Bearer ${fresh}` })).status).toBe(
      200,
    );
  });

  it('needs a token everywhere but version when anonymous access is off', async () => {
    const h = await harness((s) => {
      s.allowAnonymous = false;
    });
    const push = await h.create({ payload: 'x' }, h.alice);
    for (const path of [`/api/v2/pushes/${push.url_token}`, `/api/v2/pushes/${push.url_token}/preview`]) {
      expect((await request(h, path, {})).status).toBe(401);
    }
    expect((await h.call('POST', '/api/v2/pushes', { body: { push: { payload: 'x' } } })).status).toBe(401);
    expect((await h.call('GET', `/api/v2/pushes/${push.url_token}`, { token: h.bob })).status).toBe(200);
  });
});

describe('GET /api/v2/version', () => {
  it('reports the Password Pusher release it serves, its own release and capabilities beside it, and the features the settings enable', async () => {
    const h = await harness((s) => {
      s.allowAnonymous = false;
      s.enableUrlPushes = false;
    });
    const res = await h.call('GET', '/api/v2/version.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      application_version: '2.11.4',
      secret_push_version: '0.1.0',
      api_version: '2.1',
      edition: 'oss',
      features: {
        anonymous_access: false,
        api_token_authentication: true,
        accounts: { enabled: false },
        pushes: {
          enabled: true,
          email_auto_dispatch: false,
          file_attachments: { enabled: true, requires_authentication: true },
          url_pushes: { enabled: false },
          qr_code_pushes: { enabled: true },
        },
        requests: { enabled: false },
      },
      secret_push_features: {
        extension_sign_in: { enabled: true },
        notifications: { enabled: true },
        policy: { enabled: true },
        gates: { enabled: true, kinds: ['member', 'network'] },
      },
    });
  });

  it('lists the e-mail gate among the kinds it keeps only when it sends mail', async () => {
    const h = await harness(undefined, { mail: true });
    const body = (await h.call('GET', '/api/v2/version')).body as {
      secret_push_features: { gates: unknown };
    };
    expect(body.secret_push_features.gates).toEqual({ enabled: true, kinds: ['email', 'member', 'network'] });
  });

  it('keeps features to the keys Password Pusher 2.11.4 sends, with this server’s own beside them', async () => {
    const h = await harness();
    const body = (await h.call('GET', '/api/v2/version')).body as Record<string, Record<string, unknown>>;
    expect(Object.keys(body.features ?? {})).toEqual([
      'anonymous_access',
      'api_token_authentication',
      'accounts',
      'pushes',
      'requests',
    ]);
    expect(Object.keys((body.features?.pushes ?? {}) as object)).toEqual([
      'enabled',
      'email_auto_dispatch',
      'file_attachments',
      'url_pushes',
      'qr_code_pushes',
    ]);
    expect(Object.keys(body.secret_push_features ?? {})).toEqual([
      'extension_sign_in',
      'notifications',
      'policy',
      'gates',
    ]);
  });
});

describe('GET /api/v2/version with requests on', () => {
  it('says the commercial edition and its requests, as pwpush clients look for them, and offers no request mails', async () => {
    const h = await harness(() => {}, { notify: { requests: true } });
    const res = await h.call('GET', '/api/v2/version');
    const body = res.body as { edition: string; features: { requests: unknown } };
    expect(body.edition).toBe('commercial');
    expect(body.features.requests).toEqual({ enabled: true, email_auto_dispatch: false });
  });
});

describe('Cache-Control', () => {
  it('is no-store on every API answer, refusals and errors included', async () => {
    const h = await harness();
    const answers = [
      await h.call('GET', '/api/v2/version'),
      await h.call('GET', '/api/v2/pushes/unknown'),
      await h.call('GET', '/api/v2/pushes/active'),
      await h.call('POST', '/api/v2/pushes', { body: { push: { payload: '' } } }),
      await h.call('GET', '/api/v2/nothing'),
    ];
    expect(answers.map((a) => [a.status, a.res.headers.get('cache-control')])).toEqual([
      [200, 'no-store'],
      [404, 'no-store'],
      [401, 'no-store'],
      [422, 'no-store'],
      [404, 'no-store'],
    ]);
  });
});

describe('unknown routes', () => {
  it('answers JSON 404 for an unknown API route', async () => {
    const h = await harness();
    expect(await h.call('GET', '/api/v2/nothing')).toMatchObject({
      status: 404,
      body: { error: 'not-found' },
    });
    expect(await h.call('POST', '/api/v1/pushes')).toMatchObject({
      status: 404,
      body: { error: 'not-found' },
    });
  });

  it('never writes a token, payload or passphrase into its log', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'PAYLOAD-123', passphrase: 'PASS-456' }, h.alice);
    await h.call('GET', `/api/v2/pushes/${push.url_token}?passphrase=PASS-456`);
    await h.call('GET', `/api/v2/pushes/${push.url_token}/audit`, { token: h.alice });
    const log = h.logLines.join('\n');
    expect(h.logLines.length).toBeGreaterThanOrEqual(3);
    for (const secret of ['PAYLOAD-123', 'PASS-456', push.url_token, h.alice])
      expect(log).not.toContain(secret);
    expect(log).toContain('GET /api/v2/pushes/:token/audit 200');
  });
});
