import { afterEach, describe, expect, it } from 'vitest';
import { type BucketFaultsApp, bucketFaultsApp, MiB, streamedUpload } from './bucket-faults-app.ts';
import { webClient } from './web-client.ts';
import { PASSWORD } from './web-push-client.ts';

const NOT_STORED = {
  error: 'The file could not be stored right now, so nothing was created. Try again shortly.',
};

const apps: BucketFaultsApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.stop();
});
async function start() {
  const app = await bucketFaultsApp();
  apps.push(app);
  return app;
}

/** A small file posted to `path` under `root`, with the token given. */
async function postFile(
  app: BucketFaultsApp,
  path: string,
  root: string,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(`${root}[${key}]`, value);
  form.append(`${root}[files][]`, new File(['the file body'], 'secret-name.pem'));
  const res = await app.app.request(`http://push.test${path}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${app.alice}` },
  });
  return {
    status: res.status,
    body: (await res.json()) as unknown,
    retryAfter: res.headers.get('retry-after'),
  };
}

/** The log holds lines without a stack or the file's name: one for each upload that failed. */
function expectQuietLog(lines: string[]) {
  expect(lines.filter((line) => /\n\s+at /.test(line))).toEqual([]);
  expect(lines.filter((line) => line.includes('secret-name') || line.includes('large.bin'))).toEqual([]);
}

describe('uploads while the bucket fails', () => {
  it('answers 503 on API v2, v1 and requests when the bucket is down, and creates nothing', async () => {
    const app = await start();
    app.proxy.refuse();
    const refused = { status: 503, body: NOT_STORED, retryAfter: '10' };
    expect(await postFile(app, '/api/v2/pushes', 'push')).toEqual(refused);
    expect(await postFile(app, '/f.json', 'file_push')).toEqual(refused);
    expect(await postFile(app, '/api/v2/requests', 'request', { request: 'Send the key' })).toEqual(refused);
    expect(await app.pushes()).toEqual([]);
    expect((await app.call('GET', '/api/v2/requests', { token: app.alice })).body).toEqual([]);
    expect(app.objects()).toEqual([]);
    expect(app.logLines.filter((line) => line.includes('files could not be stored'))).toHaveLength(3);
    expectQuietLog(app.logLines);
    // The bucket back, the same upload makes its push.
    app.proxy.restore();
    expect((await postFile(app, '/api/v2/pushes', 'push')).status).toBe(201);
    expect(await app.pushes()).toHaveLength(1);
  });

  it('answers 503 and stores nothing when the bucket stops in the middle of a multipart upload', async () => {
    const app = await start();
    const upload = streamedUpload(
      'push',
      { 'push[name]': 'big one' },
      [{ name: 'large.bin', size: 16 * MiB }],
      {
        bytes: 8 * MiB,
        act: () => app.s3.vanish(),
      },
    );
    const res = await app.app.request('http://push.test/api/v2/pushes', {
      ...upload,
      headers: { ...upload.headers, authorization: `Bearer ${app.alice}` },
    });
    expect([res.status, await res.json()]).toEqual([503, NOT_STORED]);
    expect(await app.pushes()).toEqual([]);
    // No object was completed: the parts sent never became one.
    expect(app.objects()).toEqual([]);
    expectQuietLog(app.logLines);
  });

  it('aborts the multipart upload a cut connection broke, and removes the file stored before it', async () => {
    const app = await start();
    const upload = streamedUpload(
      'push',
      {},
      [
        { name: 'small.txt', size: 1000 },
        { name: 'large.bin', size: 12 * MiB },
      ],
      { bytes: 2 * MiB, act: () => void app.proxy.cutAfter(2 * MiB, 'up') },
    );
    const res = await app.app.request('http://push.test/api/v2/pushes', {
      ...upload,
      headers: { ...upload.headers, authorization: `Bearer ${app.alice}` },
    });
    expect([res.status, await res.json()]).toEqual([503, NOT_STORED]);
    expect(await app.pushes()).toEqual([]);
    const lines = app.proxy.requestLines();
    expect(
      lines.filter((line) => /^PUT \/faults\/[\w-]+\.bin\?partNumber=1&uploadId=/.test(line)),
    ).toHaveLength(1);
    expect(lines.filter((line) => /^DELETE \/faults\/[\w-]+\.bin\?uploadId=/.test(line))).toHaveLength(1);
    // The small file was stored whole, then given back with the push that was not made.
    expect(lines.filter((line) => /^DELETE \/faults\/[\w-]+\.(bin|meta)$/.test(line)).length).toBeGreaterThan(
      1,
    );
    expect(app.objects()).toEqual([]);
  });

  it('keeps what was typed in the web form and says in its language that the files were not stored', async () => {
    const app = await start();
    await app.admin.setPassword('alice@example.com', PASSWORD);
    const browser = webClient(app.app, 'http://push.test', 'de');
    await browser.get('/users/sign_in');
    await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
    await browser.get('/?kind=file');
    app.proxy.refuse();
    const form = new FormData();
    form.append('_csrf', browser.csrf());
    for (const [key, value] of Object.entries({ kind: 'file', payload: 'typed words', note: 'typed note' }))
      form.append(key, value);
    form.append('push[files][]', new Blob(['file body']), 'secret-name.pem');
    const res = await app.app.request('http://push.test/', {
      method: 'POST',
      body: form,
      headers: {
        cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'accept-language': 'de',
      },
      redirect: 'manual',
    });
    const html = await res.text();
    expect([res.status, res.headers.get('retry-after')]).toEqual([503, '10']);
    expect(html).toContain(
      'Die Dateien konnten gerade nicht gespeichert werden, daher wurde nichts gesendet. Wählen Sie sie erneut aus und versuchen Sie es in ein paar Minuten noch einmal.',
    );
    expect(html).toContain('typed words</textarea>');
    expect(html).toContain('typed note</textarea>');
    expect(await app.pushes()).toEqual([]);
    expect(app.objects()).toEqual([]);
    expectQuietLog(app.logLines);
  });

  it("keeps a request's answer unsent and its text typed when its files cannot be stored", async () => {
    const app = await start();
    const asked = await app.call('POST', '/api/v2/requests', {
      token: app.alice,
      body: { request: { request: 'Send the key', response_file_attachments: true } },
    });
    const token = (asked.body as { url_token: string }).url_token;
    const visitor = webClient(app.app);
    expect((await visitor.get(`/req/${token}`)).html).toContain('name="answer[files][]"');
    app.proxy.refuse();
    const answer = async () => {
      const form = new FormData();
      form.append('_csrf', visitor.csrf());
      form.append('step', 'answer');
      form.append('payload', 'the typed answer');
      form.append('answer[files][]', new File(['FILE-BODY'], 'secret-name.pem'));
      const cookie = [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      return app.app.request(`http://push.test/req/${token}`, {
        method: 'POST',
        body: form,
        headers: { cookie },
        redirect: 'manual',
      });
    };
    const refused = await answer();
    const html = await refused.text();
    expect(refused.status).toBe(503);
    expect(html).toContain(
      'The files could not be stored right now, so nothing was sent. Choose them again and try once more in a few minutes.',
    );
    expect(html).toContain('the typed answer</textarea>');
    expect(app.objects()).toEqual([]);
    const still = await app.call('GET', `/api/v2/requests/${token}`, { token: app.alice });
    expect(still.body).toMatchObject({ state: 'open' });
    app.proxy.restore();
    expect((await answer()).status).toBe(303);
  });
});
