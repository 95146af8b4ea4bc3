import { beforeAll, describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../server/openapi/json-schema.ts';
import type { Operation } from '../../server/openapi/operations.ts';
import { schemaProblems } from '../support/json-schema-check.ts';
import { filesHarness } from './files-harness.ts';
import { harness } from './harness.ts';

interface Description {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

type H = Awaited<ReturnType<typeof harness>>;
let h: H;
let description: Description;
const answered = new Set<string>();

/** Checks a real answer against what the description says `method path` answers with its status. */
async function expectDescribed(op: string, status: number, res: Response) {
  const [method = '', path = ''] = op.split(' ');
  const operation = description.paths[path]?.[method.toLowerCase()];
  expect(operation, `${op} is described`).toBeDefined();
  expect(res.status, `${op} answered ${res.status}`).toBe(status);
  const described = operation?.responses[String(status)];
  expect(described, `${op} describes ${status}`).toBeDefined();
  const schema = described?.content?.['application/json']?.schema;
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as unknown;
  expect(schemaProblems(body, schema ?? {}, description.components.schemas)).toEqual([]);
  answered.add(`${op} ${status}`);
  return body as Record<string, unknown>;
}

const send = (method: string, path: string, init: { token?: string; json?: unknown; raw?: string } = {}) => {
  const headers: Record<string, string> = {};
  if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined || init.raw !== undefined) headers['content-type'] = 'application/json';
  const body = init.raw ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
  return h.app.request(`http://push.test${path}`, { method, headers, body });
};

/** A create as a client would send it, its body checked against the described request body first. */
async function create(push: Record<string, unknown>, token?: string) {
  const op = description.paths['/api/v2/pushes']?.post;
  const bodySchema = op?.requestBody?.content['application/json']?.schema ?? { type: 'null' };
  expect(schemaProblems({ push }, bodySchema, description.components.schemas)).toEqual([]);
  return send('POST', '/api/v2/pushes', { json: { push }, ...(token === undefined ? {} : { token }) });
}

const CREATE = 'POST /api/v2/pushes';
const SHOW = 'GET /api/v2/pushes/{url_token}';
const DELETE = 'DELETE /api/v2/pushes/{url_token}';
const PREVIEW = 'GET /api/v2/pushes/{url_token}/preview';
const AUDIT = 'GET /api/v2/pushes/{url_token}/audit';

describe('the OpenAPI description against the real answers', () => {
  beforeAll(async () => {
    h = await harness(() => {}, { bodyLimitBytes: 4096 });
    const res = await h.app.request('http://push.test/api/v2/openapi.json');
    description = (await expectDescribedSelf(res)) as unknown as Description;
  });

  async function expectDescribedSelf(res: Response) {
    expect(res.status).toBe(200);
    const body = (await res.clone().json()) as Description;
    description = body;
    return expectDescribed('GET /api/v2/openapi.json', 200, res);
  }

  it('describes the version', async () => {
    await expectDescribed('GET /api/v2/version', 200, await send('GET', '/api/v2/version'));
  });

  it('describes the version and the refusal of an e-mail gate on a server that sends no mail', async () => {
    const version = await expectDescribed('GET /api/v2/version', 200, await send('GET', '/api/v2/version'));
    expect(version.secret_push_features).toMatchObject({
      gates: { enabled: true, kinds: ['member', 'network'] },
    });
    const refused = await expectDescribed(
      CREATE,
      422,
      await create({ payload: 'x', gate: { emails: ['bob@client.example'] } }, h.alice),
    );
    expect(refused).toEqual({
      gate: [
        'e-mail gates are not available: this server has no mail server set, so no code could reach the recipient',
      ],
    });
  });

  it('describes the policy', async () => {
    await expectDescribed('GET /api/v2/policy', 200, await send('GET', '/api/v2/policy'));
  });

  it('describes every create answer: text, URL and QR pushes, and each refusal', async () => {
    await expectDescribed(
      CREATE,
      201,
      await create({ payload: 'hunter2', passphrase: 'pp', name: 'n', note: 'o' }),
    );
    await expectDescribed(
      CREATE,
      201,
      await create({ kind: 'url', payload: 'https://example.com/' }, h.alice),
    );
    await expectDescribed(
      CREATE,
      201,
      await create({ kind: 'qr', payload: 'wifi', expire_after_duration: 3 }),
    );
    await expectDescribed(
      CREATE,
      201,
      await create({ payload: 'x', expire_after_days: '2', retrieval_step: 'on' }),
    );
    await expectDescribed(CREATE, 400, await send('POST', '/api/v2/pushes', { json: { nope: 1 } }));
    await expectDescribed(CREATE, 400, await send('POST', '/api/v2/pushes', { raw: '{"push":' }));
    await expectDescribed(CREATE, 401, await create({ payload: 'x' }, 'no-such-token'));
    await expectDescribed(CREATE, 413, await create({ payload: 'x'.repeat(5000) }));
    await expectDescribed(CREATE, 422, await create({ kind: 'url', payload: 'not a url' }));
    await expectDescribed(
      CREATE,
      422,
      await create({ payload: 'x', expire_after_views: 0, expire_after_days: 365 }),
    );
  });

  it('describes a file push, created as multipart and read with its download links', async () => {
    const f = await filesHarness();
    const res = await f.upload([{ name: 'a.txt', content: 'file' }], { payload: 'see file' });
    expect(res.status).toBe(201);
    expect(
      schemaProblems(res.body, { $ref: '#/components/schemas/PushCreated' }, description.components.schemas),
    ).toEqual([]);
    const shown = await f.app.request(`http://push.test/api/v2/pushes/${res.body.url_token}`);
    const body = await expectDescribed(SHOW, 200, shown);
    expect(body.files).toHaveLength(1);
  });

  it('describes every read answer: payload, expired, passphrase refusals and too many attempts', async () => {
    const plain = (await (await create({ payload: 'one', expire_after_views: 1 })).json()) as {
      url_token: string;
    };
    const first = await expectDescribed(SHOW, 200, await send('GET', `/api/v2/pushes/${plain.url_token}`));
    expect(first.payload).toBe('one');
    const again = await expectDescribed(
      SHOW,
      200,
      await send('GET', `/api/v2/pushes/${plain.url_token}.json`),
    );
    expect([again.expired, again.payload]).toEqual([true, null]);
    const guarded = (await (await create({ payload: 'g', passphrase: 'right' })).json()) as {
      url_token: string;
    };
    const at = `/api/v2/pushes/${guarded.url_token}`;
    const refused = await expectDescribed(SHOW, 401, await send('GET', at));
    expect(refused.status).toBe('unauthorized');
    await expectDescribed(SHOW, 200, await send('GET', `${at}?passphrase=right`));
    await expectDescribed(SHOW, 401, await send('GET', at, { token: 'no-such-token' }));
    await expectDescribed(SHOW, 404, await send('GET', '/api/v2/pushes/nothing-here'));
    for (let i = 0; i < 5; i++) await send('GET', `${at}?passphrase=wrong`);
    await expectDescribed(SHOW, 429, await send('GET', `${at}?passphrase=wrong`));
  });

  it('describes preview and delete', async () => {
    const push = (await (await create({ payload: 'p', deletable_by_viewer: false }, h.alice)).json()) as {
      url_token: string;
    };
    const at = `/api/v2/pushes/${push.url_token}`;
    await expectDescribed(PREVIEW, 200, await send('GET', `${at}/preview`));
    await expectDescribed(PREVIEW, 401, await send('GET', `${at}/preview`, { token: 'no-such-token' }));
    await expectDescribed(PREVIEW, 404, await send('GET', '/api/v2/pushes/nothing-here/preview'));
    await expectDescribed(DELETE, 401, await send('DELETE', at));
    await expectDescribed(DELETE, 403, await send('DELETE', at, { token: h.bob }));
    await expectDescribed(DELETE, 404, await send('DELETE', '/api/v2/pushes/nothing-here'));
    const deleted = await expectDescribed(DELETE, 200, await send('DELETE', at, { token: h.alice }));
    expect(deleted.deleted).toBe(true);
  });

  it('describes the audit log and the lists of your pushes', async () => {
    const push = (await (await create({ payload: 'a' }, h.alice)).json()) as { url_token: string };
    const at = `/api/v2/pushes/${push.url_token}`;
    await send('GET', at);
    await send('DELETE', at, { token: h.alice });
    const log = await expectDescribed(AUDIT, 200, await send('GET', `${at}/audit`, { token: h.alice }));
    expect(log.logs).toHaveLength(3);
    await expectDescribed(AUDIT, 400, await send('GET', `${at}/audit?page=0`, { token: h.alice }));
    await expectDescribed(AUDIT, 401, await send('GET', `${at}/audit`));
    await expectDescribed(AUDIT, 403, await send('GET', `${at}/audit`, { token: h.bob }));
    await expectDescribed(
      AUDIT,
      404,
      await send('GET', '/api/v2/pushes/nothing-here/audit', { token: h.alice }),
    );
    for (const which of ['active', 'expired']) {
      const op = `GET /api/v2/pushes/${which}`;
      const listed = await expectDescribed(
        op,
        200,
        await send('GET', `/api/v2/pushes/${which}`, { token: h.alice }),
      );
      expect((listed as unknown as unknown[]).length).toBeGreaterThan(0);
      await expectDescribed(op, 400, await send('GET', `/api/v2/pushes/${which}?page=x`, { token: h.alice }));
      await expectDescribed(op, 401, await send('GET', `/api/v2/pushes/${which}`));
    }
  });

  it("describes the feed of your pushes' events", async () => {
    const FEED = 'GET /api/v2/notifications';
    const alice = await h.store.findUserByEmail('alice@example.com');
    await h.store.insertNotification({
      id: 'n1',
      userId: alice?.id ?? '',
      event: 'view',
      urlToken: h.cipher.seal('tok-of-a-push'),
      name: h.cipher.seal('Wi-Fi'),
      kind: 'text',
      createdAt: Date.now(),
    });
    const feed = await expectDescribed(
      FEED,
      200,
      await send('GET', '/api/v2/notifications', { token: h.alice }),
    );
    expect(feed.notifications).toHaveLength(1);
    await expectDescribed(FEED, 400, await send('GET', '/api/v2/notifications?after=x', { token: h.alice }));
    await expectDescribed(FEED, 401, await send('GET', '/api/v2/notifications'));
  });

  it('has had every answer it describes produced by the app above', () => {
    const described = Object.entries(description.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, op]) =>
        Object.keys(op.responses).map((status) => `${method.toUpperCase()} ${path} ${status}`),
      ),
    );
    expect(described.filter((d) => !answered.has(d))).toEqual([]);
  });
});
