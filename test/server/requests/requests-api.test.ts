import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_REQUIRED } from '../../../server/http/auth.ts';
import type { RequestJson } from '../../../shared/wire.ts';
import { DAY, T0 } from '../harness.ts';
import { type RequestApp, type RequestAppOptions, requestApp } from './request-app.ts';

const opened: RequestApp[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});
async function start(options: RequestAppOptions = {}) {
  const h = await requestApp(options);
  opened.push(h);
  return h;
}

const ANSWERER = { ip: '203.0.113.9', userAgent: 'Firefox', referrer: '' };
const WEEK = 7 * DAY;

async function make(h: RequestApp, request: Record<string, unknown> = { request: 'Send me the VPN key' }) {
  const made = await h.call('POST', '/api/v2/requests', { token: h.alice, body: { request } });
  if (made.status !== 201) throw new Error(`create failed: ${made.status} ${JSON.stringify(made.body)}`);
  return made.body as RequestJson;
}

const answer = (h: RequestApp, token: string, text: string) =>
  h.requests.answer(token, { text, files: [], passphrase: undefined }, ANSWERER);

describe('requests API, off (the default)', () => {
  it('answers every path with 404 JSON, token or not, as an instance without requests does', async () => {
    const h = await start({ enabled: false });
    for (const [method, path, token] of [
      ['GET', '/api/v2/requests', h.alice],
      ['GET', '/api/v2/requests', undefined],
      ['POST', '/api/v2/requests', h.alice],
      ['GET', '/api/v2/requests/open.json', h.alice],
      ['GET', '/api/v2/requests/abc/preview', h.alice],
      ['DELETE', '/api/v2/requests/abc', undefined],
    ] as const) {
      const body = method === 'POST' ? { request: { request: 'x' } } : undefined;
      expect(await h.call(method, path, { token, body })).toEqual({
        status: 404,
        body: { error: 'not-found' },
      });
    }
  });
});

describe('requests API, on', () => {
  it('asks for a token: 401 without one, which the official extension reads as "enabled"', async () => {
    const h = await start();
    expect(await h.call('GET', '/api/v2/requests')).toEqual({ status: 401, body: TOKEN_REQUIRED });
    expect(await h.call('GET', '/api/v2/requests', { token: 'not-a-token' })).toEqual({
      status: 401,
      body: { error: 'Invalid API token.' },
    });
    expect(await h.call('GET', '/api/v2/requests', { token: h.alice })).toEqual({ status: 200, body: [] });
  });

  it('creates a request and gives its answer link, its preview and what it asks', async () => {
    const h = await start();
    const made = await make(h, {
      request: 'Send me the VPN key',
      name: 'VPN',
      note: 'ticket 42',
      close_after_duration: 8,
      passphrase: 'blue',
      response_file_attachments: true,
    });
    const token = made.url_token;
    expect(made).toEqual({
      url_token: token,
      name: 'VPN',
      note: 'ticket 42',
      passphrase: 'blue',
      state: 'open',
      close_after_duration: 8,
      close_after_at: new Date(T0 + 3 * DAY).toISOString(),
      days_remaining: 3,
      include_requestor: true,
      response_file_attachments: true,
      retrieval_step: true,
      account_id: null,
      html_url: `http://push.test/req/${token}`,
      json_url: `http://push.test/api/v2/requests/${token}.json`,
      created_at: new Date(T0).toISOString(),
      updated_at: new Date(T0).toISOString(),
      answered_at: null,
      closed_at: null,
      expire_after_days: 7,
      expire_after_views: 1,
      request: 'Send me the VPN key',
    });
    expect(await h.call('GET', `/api/v2/requests/${token}/preview`, { token: h.alice })).toEqual({
      status: 200,
      body: { url: `http://push.test/req/${token}` },
    });
    expect(await h.call('GET', `/api/v2/requests/${token}`, { token: h.alice })).toEqual({
      status: 200,
      body: { ...made, response: null, files: [] },
    });
    expect(await h.call('GET', `/api/v2/requests/${token}/audit`, { token: h.alice })).toEqual({
      status: 200,
      body: { logs: [] },
    });
  });

  it('stays open a week by default, and the push options set how long the answer lasts', async () => {
    const h = await start();
    const made = await make(h, { request: 'key?', expire_after_duration: 3, expire_after_views: 2 });
    expect(made).toMatchObject({
      close_after_duration: null,
      close_after_at: new Date(T0 + WEEK).toISOString(),
      days_remaining: 7,
      expire_after_days: 1,
      expire_after_views: 2,
    });
    h.clock.now += 1000;
    expect((await answer(h, made.url_token, 'k')).outcome).toBe('answered');
    const [push] = (await h.call('GET', '/api/v2/pushes/active', { token: h.alice })).body as {
      expires_at: string;
      expire_after_views: number;
    }[];
    expect(push).toMatchObject({
      expires_at: new Date(T0 + 1000 + 60 * 60_000).toISOString(),
      expire_after_views: 2,
    });
  });

  it('refuses a request that asks nothing, or is open longer than the instance allows', async () => {
    const h = await start({
      configure: (s) => {
        s.kinds.text.expireAfterDays.max = 30;
      },
    });
    const refused = async (request: unknown) =>
      h.call('POST', '/api/v2/requests', { token: h.alice, body: { request } });
    expect(await refused({ request: '  ' })).toEqual({
      status: 422,
      body: { request: ['Say what you are asking for.'] },
    });
    expect(await refused({ request: 'x', close_after_duration: 16 })).toEqual({
      status: 422,
      body: { close_after_duration: ['must not be longer than 30 days'] },
    });
    expect(await refused({ request: 'x', close_after_duration: 'soon', expire_after_views: 0 })).toEqual({
      status: 422,
      body: {
        close_after_duration: ['must be between 0 and 17'],
        expire_after_views: ['must be between 1 and 100'],
      },
    });
    expect(await refused({ request: '', payload: 'From a file' })).toMatchObject({ status: 201 });
    expect(await refused('text')).toEqual({
      status: 400,
      body: { error: 'param is missing or the value is empty or invalid: request' },
    });
  });

  it('gives the requester the answer once, as a view of the answer push, and then it is deleted as promised', async () => {
    const h = await start();
    const made = await make(h, { request: 'Send me the VPN key', name: 'VPN' });
    h.clock.now += 60_000;
    expect((await answer(h, made.url_token, 'the-key')).outcome).toBe('answered');
    expect(h.events).toEqual([
      {
        event: 'request_answered',
        // When the request was made: what titles it in a notice when it has no name.
        push: {
          ownerId: expect.any(String),
          urlToken: made.url_token,
          name: 'VPN',
          kind: 'request',
          createdAt: T0,
        },
        at: T0 + 60_000,
      },
    ]);
    const shown = await h.call('GET', `/api/v2/requests/${made.url_token}`, { token: h.alice });
    expect(shown.body).toMatchObject({
      state: 'answered',
      answered_at: new Date(T0 + 60_000).toISOString(),
      updated_at: new Date(T0 + 60_000).toISOString(),
      days_remaining: 0,
      response: 'the-key',
      files: [],
    });
    expect((await h.call('HEAD', `/api/v2/requests/${made.url_token}`, { token: h.alice })).status).toBe(200);
    const audit = await h.call('GET', `/api/v2/requests/${made.url_token}/audit`, { token: h.alice });
    expect((audit.body as { logs: { kind: string; ip: string }[] }).logs.map((l) => [l.kind, l.ip])).toEqual([
      ['view', ''],
      ['creation', '203.0.113.9'],
    ]);
    const again = await h.call('GET', `/api/v2/requests/${made.url_token}`, { token: h.alice });
    expect(again.body).toMatchObject({ state: 'answered', response: null, files: [] });
    expect((await h.call('GET', '/api/v2/pushes/active', { token: h.alice })).body).toEqual([]);
    // The requester's own read tells them nothing: no notice of a view or an expiry.
    expect(h.events.map((e) => e.event)).toEqual(['request_answered']);
  });

  it('takes one answer only, even when two come at once', async () => {
    const h = await start();
    const made = await make(h);
    const results = await Promise.all([answer(h, made.url_token, 'one'), answer(h, made.url_token, 'two')]);
    expect(results.map((r) => r.outcome).sort()).toEqual(['already_answered', 'answered']);
    const won = results[0]?.outcome === 'answered' ? 'one' : 'two';
    // The losing answer's push was made, then expired again: only the answer stays readable.
    const active = (await h.call('GET', '/api/v2/pushes/active', { token: h.alice })).body as unknown[];
    expect(active).toHaveLength(1);
    const shown = await h.call('GET', `/api/v2/requests/${made.url_token}`, { token: h.alice });
    expect((shown.body as RequestJson).response).toBe(won);
    expect(h.events).toHaveLength(1);
    expect((await answer(h, made.url_token, 'three')).outcome).toBe('already_answered');
  });

  it('closes on its requester`s word, and closing an answered one expires the answer', async () => {
    const h = await start();
    const open = await make(h);
    const closed = await h.call('DELETE', `/api/v2/requests/${open.url_token}`, { token: h.alice });
    expect(closed).toMatchObject({
      status: 200,
      body: { state: 'closed', closed_at: new Date(T0).toISOString() },
    });
    expect((await answer(h, open.url_token, 'late')).outcome).toBe('closed');

    const answered = await make(h);
    await answer(h, answered.url_token, 'secret');
    const after = await h.call('DELETE', `/api/v2/requests/${answered.url_token}`, { token: h.alice });
    expect(after.body).toMatchObject({ state: 'answered', closed_at: null });
    const shown = await h.call('GET', `/api/v2/requests/${answered.url_token}`, { token: h.alice });
    expect(shown.body).toMatchObject({ state: 'answered', response: null, files: [] });
    expect(h.events).toHaveLength(1);
  });

  it('closes by itself once its time runs out', async () => {
    const h = await start();
    const made = await make(h, { request: 'x', close_after_duration: 3 });
    h.clock.now = T0 + 60 * 60_000;
    const shown = await h.call('GET', `/api/v2/requests/${made.url_token}`, { token: h.alice });
    expect(shown.body).toMatchObject({
      state: 'closed',
      days_remaining: 0,
      closed_at: new Date(T0 + 60 * 60_000).toISOString(),
    });
    expect((await answer(h, made.url_token, 'late')).outcome).toBe('closed');
    expect(await h.requests.sweep()).toBe(1);
    expect(await h.requests.sweep()).toBe(0);
    const other = await make(h, { request: 'y', close_after_duration: 0 });
    h.clock.now += 15 * 60_000;
    expect(await h.requests.sweep()).toBe(1);
    expect((await h.store.findRequest(other.url_token))?.state).toBe('closed');
  });

  it("keeps a request to its requester: 403 for someone else's, 404 for an unknown one", async () => {
    const h = await start();
    const made = await make(h);
    for (const path of ['', '/preview', '/audit']) {
      expect(await h.call('GET', `/api/v2/requests/${made.url_token}${path}`, { token: h.bob })).toEqual({
        status: 403,
        body: { error: "That request doesn't belong to you." },
      });
      expect(await h.call('GET', `/api/v2/requests/nope${path}`, { token: h.alice })).toEqual({
        status: 404,
        body: { error: 'not-found' },
      });
    }
    expect((await h.call('DELETE', `/api/v2/requests/${made.url_token}`, { token: h.bob })).status).toBe(403);
    expect((await h.store.findRequest(made.url_token))?.state).toBe('open');
  });

  it('lists requests newest first, by state', async () => {
    const h = await start();
    const first = await make(h, { request: 'a' });
    h.clock.now += 1;
    const second = await make(h, { request: 'b' });
    h.clock.now += 1;
    const third = await make(h, { request: 'c' });
    await answer(h, second.url_token, 'b!');
    await h.call('DELETE', `/api/v2/requests/${third.url_token}`, { token: h.alice });
    const tokens = async (path: string, token = h.alice) =>
      ((await h.call('GET', path, { token })).body as RequestJson[]).map((r) => r.url_token);
    expect(await tokens('/api/v2/requests')).toEqual([third.url_token, second.url_token, first.url_token]);
    expect(await tokens('/api/v2/requests/open.json')).toEqual([first.url_token]);
    expect(await tokens('/api/v2/requests/answered')).toEqual([second.url_token]);
    expect(await tokens('/api/v2/requests/closed')).toEqual([third.url_token]);
    expect(await tokens('/api/v2/requests', h.bob)).toEqual([]);
    expect((await h.call('GET', '/api/v2/requests?page=0', { token: h.alice })).status).toBe(400);
  });

  it('refuses attachments where file pushes are off, and keeps none of them', async () => {
    const h = await start({
      configure: (s) => {
        s.enableFilePushes = false;
      },
    });
    const form = new FormData();
    form.append('request[request]', 'Fill this in');
    form.append('request[files][]', new File(['PDF'], 'form.pdf', { type: 'application/pdf' }));
    const res = await h.app.request('http://push.test/api/v2/requests', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${h.alice}` },
    });
    expect([res.status, await res.json()]).toEqual([422, { files: ['File pushes are disabled.'] }]);
    expect(h.blobs()).toEqual([]);
  });
});
