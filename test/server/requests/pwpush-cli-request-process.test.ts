import { afterEach, describe, expect, it } from 'vitest';
import type { RequestJson } from '../../../shared/wire.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../../support/server-process.ts';
import { answerAtLink } from './answer-at-link.ts';
import { capabilities, cliHeaders, cliMultipart } from './pwpush-cli-wire.ts';

/**
 * pwpush-cli's `request` command against a real server process, as its source sends it (the version
 * probe of api/capabilities.py, then commands/request.py through api/client.py), the answer a person
 * gives at the link it prints, and what the requester reads afterwards. None of its code is here.
 */
const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()));
});

async function start(env: Record<string, string>) {
  const server = await startServer(tempDataDir(), env);
  running.push(server);
  const token = userCli(server.dataDir, ['add', 'cli@example.com']).lastLine;
  return { server, token };
}

async function send(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: BodyInit,
) {
  const res = await fetch(`${origin}${path}`, { method, headers, body });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('pwpush-cli `request` against a server process with PWP__ENABLE_REQUESTS', () => {
  it('makes a request, prints its link, and the requester reads the answer given there and is told', async () => {
    const { server, token } = await start({ PWP__ENABLE_REQUESTS: 'true' });
    const origin = server.url;
    expect(await capabilities(origin, token)).toEqual({ requests: true, notify: false });
    // pwpush request "Send me the production password" --notify colleague@example.com --days 7
    //   --views 5 --note "Ticket #12345" --name "API Key Request"
    const request = {
      request: 'Send me the production password',
      expire_after_views: 5,
      note: 'Ticket #12345',
      name: 'API Key Request',
      expire_after_duration: 12,
    };
    const json = { ...cliHeaders(token), 'Content-Type': 'application/json' };
    const made = await send(origin, 'POST', '/api/v2/requests', json, JSON.stringify({ request }));
    expect(made.status).toBe(201);
    const created = made.body as RequestJson;
    expect(created).toMatchObject({ name: 'API Key Request', note: 'Ticket #12345', state: 'open' });
    expect(created).toMatchObject({ expire_after_days: 7, expire_after_views: 5, days_remaining: 7 });
    const preview = await send(
      origin,
      'GET',
      `/api/v2/requests/${created.url_token}/preview`,
      cliHeaders(token),
    );
    const link = `${origin}/req/${created.url_token}`;
    expect(preview).toEqual({ status: 200, body: { url: link } });

    const answered = await answerAtLink(link, 'prod-password-8271');
    expect(answered.page.status).toBe(200);
    expect(answered.page.html).toContain('cli@example.com asks you for a secret');
    expect(answered.page.html).toContain('Send me the production password');
    expect(answered.sent).toEqual({ status: 303, location: `/req/${created.url_token}/sent` });
    expect(answered.after?.html).toContain('Your answer was sent');

    const read = await send(origin, 'GET', `/api/v2/requests/${created.url_token}`, cliHeaders(token));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ state: 'answered', response: 'prod-password-8271', files: [] });
    const feed = await send(origin, 'GET', '/api/v2/notifications', { Authorization: `Bearer ${token}` });
    const { notifications } = feed.body as { notifications: Record<string, string>[] };
    expect(notifications.map((n) => [n.event, n.url_token, n.name, n.kind])).toEqual([
      ['request_answered', created.url_token, 'API Key Request', 'request'],
    ]);
    expect(server.output()).not.toContain('prod-password-8271');
  }, 60_000);

  it('sends --content and --attach-file as multipart, and the answer page hands out the file', async () => {
    const { server, token } = await start({ PWP__ENABLE_REQUESTS: 'true' });
    const origin = server.url;
    // pwpush request --content ./instructions.txt --attach-file ./template.pdf --days 6
    //   --retrieval-step true --deletable false
    const pdf = Buffer.from('%PDF-1.7 the form to fill in');
    const form = cliMultipart(
      {
        'request[request]': 'Fill in the attached form and send it back',
        'request[deletable_by_viewer]': 'False',
        'request[retrieval_step]': 'True',
        'request[expire_after_duration]': '11',
      },
      { 'request[files][]': { name: 'template.pdf', bytes: pdf } },
    );
    const headers = { ...cliHeaders(token), 'Content-Type': form.contentType };
    const made = await send(origin, 'POST', '/api/v2/requests', headers, form.body);
    expect(made.status).toBe(201);
    const created = made.body as RequestJson;
    expect(created).toMatchObject({
      retrieval_step: true,
      expire_after_days: 6,
      response_file_attachments: false,
    });
    const { body } = await send(
      origin,
      'GET',
      `/api/v2/requests/${created.url_token}/preview`,
      cliHeaders(token),
    );
    const { url } = body as { url: string };

    const page = await (await fetch(url)).text();
    expect(page).toContain('Fill in the attached form and send it back');
    const attached = /They attached files for you: <a href="([^"]+)">/.exec(page)?.[1] ?? '';
    const files = await (await fetch(new URL(attached, url))).text();
    const download = /<a href="([^"]+)" download="template.pdf">template.pdf<\/a>/.exec(files)?.[1] ?? '';
    const file = await fetch(new URL(download, url));
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf);

    expect((await answerAtLink(url, 'done, see the signed copy')).sent.status).toBe(303);
    const read = await send(origin, 'GET', `/api/v2/requests/${created.url_token}`, cliHeaders(token));
    expect(read.body).toMatchObject({ state: 'answered', response: 'done, see the signed copy' });
  }, 60_000);
});

describe('the same server with requests off (the default)', () => {
  it('tells pwpush-cli there are none, and answers the official extension`s probe 404', async () => {
    const { server, token } = await start({});
    expect(await capabilities(server.url, token)).toEqual({ requests: false, notify: false });
    const probe = await fetch(`${server.url}/api/v2/requests`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    expect([probe.status, await probe.json()]).toEqual([404, { error: 'not-found' }]);
  }, 60_000);
});
