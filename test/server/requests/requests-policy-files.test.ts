import { afterEach, describe, expect, it } from 'vitest';
import type { RequestJson } from '../../../shared/wire.ts';
import { setPolicyRules } from '../harness-policy.ts';
import { webClient } from '../web-client.ts';
import { answerWithFiles } from './answer-at-link.ts';
import { type RequestApp, requestApp } from './request-app.ts';

const opened: RequestApp[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});

async function start() {
  const h = await requestApp();
  opened.push(h);
  return h;
}

const MB = 1024 * 1024;
const file = (name: string, bytes = 3) => new File([new Uint8Array(bytes)], name, { type: 'text/plain' });

/** POST /api/v2/requests as pwpush-cli sends one with attachments. */
async function askWithFiles(h: RequestApp, files: File[]) {
  const form = new FormData();
  form.append('request[request]', 'Fill these in');
  for (const f of files) form.append('request[files][]', f);
  const res = await h.app.request('http://push.test/api/v2/requests', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${h.alice}` },
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function askForFiles(h: RequestApp) {
  const made = await h.call('POST', '/api/v2/requests', {
    token: h.alice,
    body: { request: { request: 'The key files, please', response_file_attachments: true } },
  });
  return (made.body as RequestJson).url_token;
}

describe("requests under the policy's file limits", () => {
  it('refuses attachments past the count the policy allows now, naming the limit, and keeps none', async () => {
    const h = await start();
    await setPolicyRules(h, { 'files.maxCount': 1 });
    expect(await askWithFiles(h, [file('a.txt'), file('b.txt')])).toEqual({
      status: 422,
      body: { files: ['You can only attach up to 1 files per push (policy rule files.maxCount).'] },
    });
    expect(h.blobs()).toEqual([]);
    expect((await askWithFiles(h, [file('a.txt')])).status).toBe(201);
  });

  it('refuses an attachment past the size the policy allows now', async () => {
    const h = await start();
    await setPolicyRules(h, { 'files.maxSizeMb': 1 });
    expect(await askWithFiles(h, [file('big.bin', MB + 1)])).toEqual({
      status: 422,
      body: { files: ['big.bin is too large: each file may be at most 1 MB (policy rule files.maxSizeMb).'] },
    });
    expect(h.blobs()).toEqual([]);
  });

  it("shows the answer page with the policy's limits and refuses an answer past them beside the field", async () => {
    const h = await start();
    const token = await askForFiles(h);
    await setPolicyRules(h, { 'files.maxCount': 2, 'files.maxSizeMb': 1 });
    const page = await webClient(h.app).get(`/req/${token}`);
    expect(page.html).toContain('<p class="muted" id="files-hint">Up to 2 files, each at most 1 MB.</p>');
    const many = await answerWithFiles(h.app, token, '', [file('a.txt'), file('b.txt'), file('c.txt')]);
    expect(many.status).toBe(422);
    expect(many.html).toContain(
      '<p class="error" id="files-error" role="alert">You can only attach up to 2 files per push.</p>',
    );
    const large = await answerWithFiles(h.app, token, '', [file('big.bin', MB + 1)]);
    expect(large.status).toBe(422);
    expect(large.html).toContain(
      '<p class="error" id="files-error" role="alert">big.bin is too large: each file may be at most 1 MB.</p>',
    );
    expect(h.blobs()).toEqual([]);
    expect((await answerWithFiles(h.app, token, '', [file('a.txt'), file('b.txt')])).status).toBe(303);
  });

  it('offers on the request form only the durations the policy in force allows', async () => {
    const h = await start();
    await h.admin.setPassword('alice@example.com', 'correct horse battery');
    const alice = webClient(h.app);
    await alice.get('/users/sign_in');
    await alice.post('/users/sign_in', { email: 'alice@example.com', password: 'correct horse battery' });
    const options = async () =>
      [...(await alice.get('/requests/new')).html.matchAll(/<option value="(\d+)"/g)].length;
    const before = await options();
    await setPolicyRules(h, { 'kinds.text.days.max': 1, 'kinds.text.days.default': 1 });
    expect(await options()).toBeLessThan(before);
  });
});
