import { afterEach, describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { filesHarness } from './files-harness.ts';

/**
 * The requests the pwpush clients named in the README make, as their source sends them (paths,
 * bodies, headers), replayed against the app over the durable store. None of their code is here.
 */
type Harness = Awaited<ReturnType<typeof filesHarness>>;
const opened: Harness[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});

/** With requests on, the version says the paid edition: every client must still work. */
async function start(requests: boolean) {
  const h = await filesHarness(() => {}, { notify: { requests } });
  opened.push(h);
  return h;
}

async function send(
  h: Harness,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: BodyInit,
) {
  const res = await h.app.request(`http://push.test${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

describe.each([
  ['off', false],
  ['on', true],
])('with requests %s', (_, on) => {
  describe('pwpush-cli 0.16', () => {
    it('logs in, pushes text and files, lists, audits and expires through API v2', async () => {
      const h = await start(on);
      // It sends the bearer token and the legacy pair together.
      const auth = {
        Authorization: `Bearer ${h.alice}`,
        'X-User-Email': 'alice@example.com',
        'X-User-Token': h.alice,
        'User-Agent': 'pwpush-cli/0.16.7',
      };
      expect((await send(h, 'GET', '/api/v2/version', auth)).status).toBe(200);
      expect((await send(h, 'GET', '/api/v2/pushes/active', auth)).status).toBe(200);
      const push = { payload: 'cli-secret', kind: 'qr', expire_after_views: 3, expire_after_duration: 12 };
      const made = await send(
        h,
        'POST',
        '/api/v2/pushes',
        { ...auth, 'Content-Type': 'application/json' },
        JSON.stringify({ push }),
      );
      expect(made.status).toBe(201);
      const token = (made.body as PushJson).url_token;
      expect((await send(h, 'GET', `/api/v2/pushes/${token}/preview`, auth)).body).toEqual({
        url: (made.body as PushJson).html_url,
      });
      const form = new FormData();
      form.append('push[payload]', 'see the file');
      form.append('push[kind]', 'file');
      form.append('push[expire_after_duration]', '6');
      form.append('push[files][]', new File(['FILE-BODY'], 'notes.txt', { type: 'text/plain' }));
      expect((await send(h, 'POST', '/api/v2/pushes', auth, form)).status).toBe(201);
      const listed = (await send(h, 'GET', '/api/v2/pushes/active', auth)).body as PushJson[];
      expect(listed.map((p) => p.kind)).toEqual(['file', 'qr']);
      expect((await send(h, 'DELETE', `/api/v2/pushes/${token}`, auth)).status).toBe(200);
      const audit = (await send(h, 'GET', `/api/v2/pushes/${token}/audit`, auth)).body as {
        logs: { kind: string; created_at: string }[];
      };
      expect(audit.logs.map((l) => l.kind)).toEqual(['expire', 'creation']);
    });
  });

  describe("the Raycast pwpush extension's API helper", () => {
    it('creates a push at /p.json with a bearer token and copies its html_url', async () => {
      const h = await start(on);
      const headers = {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Bearer ${h.alice}`,
      };
      const body = { password: { payload: 'raycast-secret', expire_after_days: 1, expire_after_views: 10 } };
      const made = await send(h, 'POST', '/p.json', headers, JSON.stringify(body));
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({ expire_after_days: 1, expire_after_views: 10, kind: 'text' });
      expect((made.body as PushJson).html_url).toMatch(/^http:\/\/push\.test\/p\/[\w-]+\/r$/);
    });
  });

  describe('pwpush-mcp 0.5', () => {
    it('detects API v2 and creates, previews, lists, audits and expires with .json paths', async () => {
      const h = await start(on);
      const headers = {
        Accept: 'application/json',
        'User-Agent': 'pwpush-mcp/0.5.0',
        Authorization: `Bearer ${h.alice}`,
      };
      expect((await send(h, 'GET', '/api/v2/version.json', { Accept: 'application/json' })).status).toBe(200);
      const push = {
        expire_after_duration: 3,
        expire_after_views: 1,
        deletable_by_viewer: false,
        retrieval_step: true,
        payload: 'https://example.com/reset',
        kind: 'url',
      };
      const made = await send(
        h,
        'POST',
        '/api/v2/pushes.json',
        { ...headers, 'Content-Type': 'application/json' },
        JSON.stringify({ push }),
      );
      expect(made.status).toBe(201);
      const token = (made.body as PushJson).url_token;
      expect((await send(h, 'GET', `/api/v2/pushes/${token}/preview.json`, headers)).status).toBe(200);
      expect(
        ((await send(h, 'GET', '/api/v2/pushes/active.json?page=1', headers)).body as PushJson[]).length,
      ).toBe(1);
      expect((await send(h, 'GET', `/api/v2/pushes/${token}/audit.json?page=1`, headers)).status).toBe(200);
      expect((await send(h, 'DELETE', `/api/v2/pushes/${token}.json`, headers)).body).toMatchObject({
        expired: true,
      });
    });
  });
});
