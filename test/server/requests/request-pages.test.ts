import { afterEach, describe, expect, it } from 'vitest';
import { webClient } from '../web-client.ts';
import { type RequestApp, type RequestAppOptions, requestApp } from './request-app.ts';

const PASSWORD = 'correct horse battery';
const opened: RequestApp[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});

async function start(options: RequestAppOptions = {}) {
  const h = await requestApp(options);
  opened.push(h);
  await h.admin.setPassword('alice@example.com', PASSWORD);
  const alice = webClient(h.app);
  await alice.get('/users/sign_in');
  await alice.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
  return { h, alice };
}

/** Makes a request through the form; its token. */
async function ask(alice: ReturnType<typeof webClient>, form: Record<string, string> = {}) {
  await alice.get('/requests/new');
  const made = await alice.post('/requests/new', {
    request: 'Send me the VPN key',
    name: 'VPN',
    close_after_duration: '12',
    include_requestor: 'on',
    ...form,
  });
  expect(made.status).toBe(303);
  const token = /^\/requests\/([\w-]+)\?notice=created$/.exec(made.headers.get('location') ?? '')?.[1];
  if (token === undefined) throw new Error(`no request made: ${made.headers.get('location')}`);
  return token;
}

/** Posts the answer form with files, as a browser without script sends it. */
async function postWithFiles(
  h: RequestApp,
  visitor: ReturnType<typeof webClient>,
  token: string,
  text: string,
) {
  const form = new FormData();
  form.append('_csrf', visitor.csrf());
  form.append('step', 'answer');
  form.append('payload', text);
  form.append('answer[files][]', new File(['FILE-BODY'], 'key.pem', { type: 'application/x-pem-file' }));
  const cookie = [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await h.app.request(`http://push.test/req/${token}`, {
    method: 'POST',
    body: form,
    headers: { cookie },
    redirect: 'manual',
  });
  return { status: res.status, html: await res.text(), location: res.headers.get('location') };
}

describe('request pages', () => {
  it('asks, is answered once by someone with no account, and shows the answer to the requester only', async () => {
    const { h, alice } = await start();
    const token = await ask(alice);
    const detail = await alice.get(`/requests/${token}?notice=created`);
    expect(detail.html).toContain('Request created. Send this link to the person you ask:');
    expect(detail.html).toContain(`http://push.test/req/${token}`);
    expect(detail.html).toMatch(/Open, 7 days left/);

    const visitor = webClient(h.app);
    const page = await visitor.get(`/req/${token}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('alice@example.com asks you for a secret');
    expect(page.html).toContain('Send me the VPN key');
    expect(page.html).not.toContain('VPN</');
    expect(page.html).toContain('You can answer once, within 7 days.');
    expect(page.html).not.toContain('enctype="multipart/form-data"');
    const csrf = visitor.csrf();
    const sent = await visitor.post(`/req/${token}`, { step: 'answer', payload: 'vpn-key-123' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/req/${token}/sent`);
    expect((await visitor.get(`/req/${token}/sent`)).html).toContain('Your answer was sent');
    const again = await visitor.get(`/req/${token}`);
    expect(again.status).toBe(410);
    expect(again.html).toContain('This request has already been answered');
    const second = { _csrf: csrf, step: 'answer', payload: 'other' };
    expect((await visitor.postRaw(`/req/${token}`, second)).status).toBe(410);
    expect(h.events).toHaveLength(1);

    const answered = await alice.get(`/requests/${token}?notice=created`);
    expect(answered.html).not.toContain('Request created.');
    expect(answered.html).toContain('Read the answer');
    expect(answered.html).toMatch(/Answered <time datetime="2026-01-01T00:00:00.000Z">/);
    expect(answered.html).toContain('It can be read once: it is deleted from the server as you read it.');
    const answer = await alice.get(`/requests/${token}/answer`);
    expect(answer.html).toContain('vpn-key-123');
    expect(answer.html).toContain('That was its last reading: it is now deleted from the server.');

    await h.admin.setPassword('bob@example.com', PASSWORD);
    const bob = webClient(h.app);
    await bob.get('/users/sign_in');
    await bob.post('/users/sign_in', { email: 'bob@example.com', password: PASSWORD });
    expect((await bob.get(`/requests/${token}`)).status).toBe(404);
    expect((await bob.get(`/requests/${token}/answer`)).html).not.toContain('vpn-key-123');
    expect((await bob.get('/requests')).html).toContain('You have not asked anyone for a secret yet.');

    const gone = await alice.get(`/requests/${token}`);
    expect(gone.html).toContain('The answer has expired and is gone from the server.');
    expect(gone.html).not.toContain('Read the answer');
    expect((await alice.get(`/requests/${token}/answer`)).headers.get('location')).toBe(`/requests/${token}`);
  });

  it('keeps the promise made to whoever answers: the answer is deleted once its requester has read it', async () => {
    const { h, alice } = await start();
    const token = await ask(alice);
    const visitor = webClient(h.app);
    const page = await visitor.get(`/req/${token}`);
    expect(page.html).toContain(
      'It is stored encrypted and deleted once they have read it or its time runs out.',
    );
    await visitor.post(`/req/${token}`, { step: 'answer', payload: 'vpn-key-123' });
    const [before] = (await alice.get('/d/active')).html.split('<li class="push-row">').slice(1);
    expect(before).toContain(`<a href="/requests/${token}">Answer to “VPN”</a>`);
    expect(before).not.toContain('Untitled');
    expect(before).toContain('0 of 1 view used');

    expect((await alice.get(`/requests/${token}/answer`)).html).toContain('vpn-key-123');
    const second = await alice.get(`/requests/${token}/answer`);
    expect(second.status).toBe(303);
    expect((await alice.get('/d/active')).html).not.toContain('Answer to');
    const [ended] = (await alice.get('/d/expired')).html.split('<li class="push-row">').slice(1);
    expect(ended).toContain(`<a href="/requests/${token}">Answer to “VPN”</a>`);
    expect(ended).toContain('1 of 1 view used');
    // The requester's own read is no news to them.
    expect(h.events.map((e) => e.event)).toEqual(['request_answered']);
  });

  it('names an unnamed request by the first line of what it asks, on its page and its answer’s row', async () => {
    const { h, alice } = await start();
    const asked = await ask(alice, {
      name: '',
      request: 'The staging database password, please\nfor Monday',
    });
    expect((await alice.get(`/requests/${asked}`)).html).toContain(
      '<h1>The staging database password, please</h1>',
    );
    const visitor = webClient(h.app);
    await visitor.get(`/req/${asked}`);
    await visitor.post(`/req/${asked}`, { step: 'answer', payload: 'pw' });
    expect((await alice.get('/d/active')).html).toContain(
      `<a href="/requests/${asked}">Answer to “The staging database password, please”</a>`,
    );
  });

  it('deletes an answer not yet read on its requester’s word', async () => {
    const { h, alice } = await start();
    const token = await ask(alice);
    const visitor = webClient(h.app);
    await visitor.get(`/req/${token}`);
    await visitor.post(`/req/${token}`, { step: 'answer', payload: 'vpn-key-123' });
    const deleted = await alice.post(`/requests/${token}/close`);
    expect(deleted.headers.get('location')).toBe(`/requests/${token}?notice=answer_deleted`);
    const gone = await alice.get(`/requests/${token}?notice=answer_deleted`);
    expect(gone.html).toContain('The answer has expired and is gone from the server.');
    expect(gone.html).not.toContain('Read the answer');
  });

  it('lists the requester`s requests with their state', async () => {
    const { h, alice } = await start();
    expect((await alice.get('/requests')).html).toContain('You have not asked anyone for a secret yet.');
    const first = await ask(alice, { name: '', request: 'The staging database password, please' });
    h.clock.now += 60_000;
    const second = await ask(alice, { name: 'Wi-Fi', response_file_attachments: 'on' });
    await alice.post(`/requests/${first}/close`);
    const list = await alice.get('/requests');
    expect(list.html).toContain(`<a href="/requests/${second}">Wi-Fi</a>`);
    expect(list.html).toContain(`<a href="/requests/${first}">The staging database password, please</a>`);
    expect(list.html.indexOf(second)).toBeLessThan(list.html.indexOf(first));
    expect(list.html).toContain('Takes files');
    expect(list.html).toMatch(/Closed <time/);
  });

  it('says why a request form was refused, beside the field', async () => {
    const { alice } = await start();
    await alice.get('/requests/new');
    const refused = await alice.post('/requests/new', { request: ' ', close_after_duration: '40' });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('Say what you are asking for.');
    expect(refused.html).toContain('Choose one of the times offered.');
    expect((await alice.postRaw('/requests/new', { request: 'x' })).status).toBe(403);
  });

  it('asks the passphrase before it shows what the request asks', async () => {
    const { h, alice } = await start();
    const token = await ask(alice, { passphrase: 'blue whale' });
    const visitor = webClient(h.app);
    const locked = await visitor.get(`/req/${token}`);
    expect(locked.html).toContain('This request is protected by a passphrase');
    expect(locked.html).not.toContain('Send me the VPN key');
    const wrong = await visitor.post(`/req/${token}`, { step: 'unlock', passphrase: 'red' });
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain('That passphrase is incorrect.');
    expect(wrong.html).not.toContain('Send me the VPN key');
    // A tampered answer post is asked for the passphrase again, and answers nothing.
    expect(
      (await visitor.post(`/req/${token}`, { step: 'answer', payload: 'x', passphrase: 'red' })).status,
    ).toBe(401);
    const unlocked = await visitor.post(`/req/${token}`, { step: 'unlock', passphrase: 'blue whale' });
    expect(unlocked.status).toBe(200);
    expect(unlocked.html).toContain('Send me the VPN key');
    // Nor does a post whose files are refused show what it asks.
    const refused = await postWithFiles(h, visitor, token, 'x');
    expect(refused.status).toBe(401);
    expect(refused.html).not.toContain('Send me the VPN key');
    const sent = await visitor.post(`/req/${token}`, {
      step: 'answer',
      payload: 'the key',
      passphrase: 'blue whale',
    });
    expect(sent.status).toBe(303);
    expect((await alice.get(`/requests/${token}/answer`)).html).toContain('the key');
  });

  it('takes files when the request allows them, and only then', async () => {
    const { h, alice } = await start();
    const withFiles = await ask(alice, { response_file_attachments: 'on' });
    const visitor = webClient(h.app);
    const page = await visitor.get(`/req/${withFiles}`);
    expect(page.html).toContain('enctype="multipart/form-data"');
    expect(page.html).toContain('name="answer[files][]"');
    const sent = await postWithFiles(h, visitor, withFiles, 'see the file');
    expect(sent).toMatchObject({ status: 303, location: `/req/${withFiles}/sent` });
    const answer = await alice.get(`/requests/${withFiles}/answer`);
    expect(answer.html).toContain('see the file');
    expect(answer.html).toMatch(/<a href="\/f\/[^"]+" download="key.pem">key.pem<\/a>/);
    // Read once, the answer is gone, but the links its one reading gave still work a moment.
    const link = /<a href="(\/f\/[^"]+)" download/.exec(answer.html)?.[1] ?? '';
    const file = await h.app.request(`http://push.test${link}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('FILE-BODY');

    const textOnly = await ask(alice);
    await visitor.get(`/req/${textOnly}`);
    const before = h.blobs();
    const refused = await postWithFiles(h, visitor, textOnly, 'here');
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('This request takes no files.');
    expect(h.blobs()).toEqual(before);
    expect((await h.store.findRequest(textOnly))?.state).toBe('open');
  });

  it('refuses an empty answer and a form without its token, and answers nothing', async () => {
    const { h, alice } = await start();
    const token = await ask(alice);
    const visitor = webClient(h.app);
    await visitor.get(`/req/${token}`);
    const empty = await visitor.post(`/req/${token}`, { step: 'answer', payload: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.html).toContain('Write your answer.');
    expect((await visitor.postRaw(`/req/${token}`, { step: 'answer', payload: 'x' })).status).toBe(403);
    expect((await h.store.findRequest(token))?.state).toBe('open');
  });

  it('says plainly when a request is closed or unknown', async () => {
    const { h, alice } = await start();
    const token = await ask(alice);
    const closed = await alice.post(`/requests/${token}/close`);
    expect(closed.headers.get('location')).toBe(`/requests/${token}?notice=closed`);
    const visitor = webClient(h.app);
    const page = await visitor.get(`/req/${token}`);
    expect(page.status).toBe(410);
    expect(page.html).toContain('This request is closed');
    const unknown = await visitor.get('/req/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('There is no request at this link');
    expect((await visitor.get(`/req/${token}/sent`)).headers.get('location')).toBe(`/req/${token}`);
  });

  it('speaks the visitor`s language, not the requester`s', async () => {
    const { h, alice } = await start();
    const token = await ask(alice);
    const page = await webClient(h.app, 'http://push.test', 'en-GB,en;q=0.8').get(`/req/${token}`);
    expect(page.html).toContain('<html lang="en-GB"');
  });

  it('sends a signed-out visitor of the requester`s pages to sign in', async () => {
    const { h } = await start();
    const visitor = webClient(h.app);
    for (const path of ['/requests', '/requests/new', '/requests/abc']) {
      const res = await visitor.get(path);
      expect([res.status, res.headers.get('location')]).toEqual([
        303,
        `/users/sign_in?return_to=${encodeURIComponent(path)}`,
      ]);
    }
  });

  it('has no request pages while requests are off', async () => {
    const { h, alice } = await start({ enabled: false });
    expect((await alice.get('/requests')).status).toBe(404);
    expect((await webClient(h.app).get('/req/anything')).status).toBe(404);
  });
});
