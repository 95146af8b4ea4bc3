import { afterEach, describe, expect, it } from 'vitest';
import type { PushJson, RequestJson } from '../../../shared/wire.ts';
import { webClient } from '../web-client.ts';
import { type RequestApp, requestApp } from './request-app.ts';

/**
 * The requests pwpush clients make of an instance with requests on (which then reports itself as
 * Password Pusher's paid edition), as their source sends them, replayed against the app with its
 * request routes. None of their code is here.
 */
const opened: RequestApp[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});
async function start() {
  const h = await requestApp();
  opened.push(h);
  return h;
}

async function send(
  h: RequestApp,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: BodyInit,
) {
  const res = await h.app.request(`http://push.test${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

const cliAuth = (h: RequestApp) => ({
  Authorization: `Bearer ${h.alice}`,
  'X-User-Email': 'alice@example.com',
  'X-User-Token': h.alice,
  'User-Agent': 'pwpush-cli/0.16.7',
});

describe('pwpush-cli `request`', () => {
  it('creates a request from text, its days turned into a duration, and prints the preview url', async () => {
    const h = await start();
    const request = {
      request: 'Send me the production password',
      expire_after_duration: 12,
      expire_after_views: 5,
      deletable_by_viewer: true,
      retrieval_step: true,
      note: 'Ticket #12345',
      name: 'API Key Request',
    };
    const made = await send(
      h,
      'POST',
      '/api/v2/requests',
      { ...cliAuth(h), 'Content-Type': 'application/json' },
      JSON.stringify({ request }),
    );
    expect(made.status).toBe(201);
    const token = (made.body as RequestJson).url_token;
    expect(made.body).toMatchObject({ name: 'API Key Request', note: 'Ticket #12345', state: 'open' });
    const preview = await send(h, 'GET', `/api/v2/requests/${token}/preview`, cliAuth(h));
    expect(preview).toEqual({ status: 200, body: { url: `http://push.test/req/${token}` } });
  });

  it('sends --content as payload and --attach-file as request[files][], which the answer page offers', async () => {
    const h = await start();
    const form = new FormData();
    form.append('request[payload]', 'Please fill out this form');
    form.append('request[expire_after_duration]', '6');
    form.append('request[files][]', new File(['PDF file content'], 'form.pdf', { type: 'application/pdf' }));
    const made = await send(h, 'POST', '/api/v2/requests', cliAuth(h), form);
    expect(made.status).toBe(201);
    const token = (made.body as RequestJson).url_token;
    const page = await webClient(h.app).get(`/req/${token}`);
    expect(page.html).toContain('Please fill out this form');
    const link = /They attached files for you: <a href="(\/p\/[\w-]+)">/.exec(page.html)?.[1];
    expect(link).toBeDefined();
    const files = await webClient(h.app).get(`${link}`);
    expect(files.status).toBe(200);
    // The attachments close with the request: its requester's word expires them.
    await send(h, 'DELETE', `/api/v2/requests/${token}`, cliAuth(h));
    expect((await webClient(h.app).get(`${link}`)).status).toBe(404);
  });

  it('prints the error of a refused request', async () => {
    const h = await start();
    const refused = await send(
      h,
      'POST',
      '/api/v2/requests',
      { ...cliAuth(h), 'Content-Type': 'application/json' },
      JSON.stringify({ request: { request: '' } }),
    );
    expect(refused).toEqual({ status: 422, body: { request: ['Say what you are asking for.'] } });
  });
});

describe("Password Pusher's browser extension, on an instance reported as the paid edition", () => {
  it('finds requests enabled by probing GET /api/v2/requests, with a token and without', async () => {
    const h = await start();
    const headers = { Accept: 'application/json' };
    expect(
      (await send(h, 'GET', '/api/v2/requests', { ...headers, Authorization: `Bearer ${h.alice}` })).status,
    ).toBe(200);
    expect((await send(h, 'GET', '/api/v2/requests', headers)).status).toBe(401);
  });

  it('creates pushes with expire_after_duration for the days chosen', async () => {
    const h = await start();
    const headers = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${h.alice}`,
    };
    // Its popup maps 7 days to 12, 45 days to 16 and 90 days to 17.
    for (const [duration, days] of [
      [12, 7],
      [16, 60],
      [17, 90],
    ] as const) {
      const push = {
        payload: 'ext-secret',
        expire_after_views: 5,
        retrieval_step: false,
        expire_after_duration: duration,
      };
      const made = await send(h, 'POST', '/api/v2/pushes', headers, JSON.stringify({ push }));
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({ expire_after_days: days, days_remaining: days });
      expect((made.body as PushJson).html_url).toMatch(/^http:\/\/push\.test\/p\/[\w-]+$/);
    }
  });
});
