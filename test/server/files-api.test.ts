import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesHarness } from './files-harness.ts';

describe('file pushes over the API', () => {
  it('stores uploaded files encrypted and lists them with download links in the show response', async () => {
    const h = await filesHarness();
    const secret = 'FILE-CONTENT-SECRET-1';
    const created = await h.upload(
      [
        { name: 'notes.txt', content: secret },
        { name: 'photo.png', content: new Uint8Array([137, 80, 78, 71]), type: 'image/png' },
      ],
      { payload: 'see attached' },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: 'file', expired: false });
    const stored = h.blobs();
    // Two blobs; their keys are in the store.
    expect(stored).toHaveLength(2);
    for (const name of stored)
      expect(readFileSync(join(h.dataDir, 'files', name), 'latin1')).not.toContain(secret);

    const shown = await h.show(created.body.url_token);
    expect(shown.payload).toBe('see attached');
    expect(shown.files).toEqual([
      {
        filename: 'notes.txt',
        content_type: 'text/plain',
        url: expect.stringMatching(/^http:\/\/push\.test\/f\/[\w-]{22}\.[a-z0-9]+\.[\w-]{43}$/),
      },
      {
        filename: 'photo.png',
        content_type: 'image/png',
        url: expect.stringMatching(/^http:\/\/push\.test\/f\//),
      },
    ]);
    const download = await h.app.request(shown.files?.[0]?.url ?? '');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/plain');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="notes.txt"; filename*=UTF-8''notes.txt`,
    );
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(await download.text()).toBe(secret);
    const png = new Uint8Array(await (await h.app.request(shown.files?.[1]?.url ?? '')).arrayBuffer());
    expect([...png]).toEqual([137, 80, 78, 71]);
  });

  it('refuses file uploads without a token before storing anything', async () => {
    const h = await filesHarness();
    const res = await h.upload([{ name: 'a.txt', content: 'a' }], {}, null);
    expect(res).toEqual({
      status: 401,
      body: { error: 'An API token is required: send it as "Authorization: Bearer <token>".' },
    });
    expect(h.blobs()).toEqual([]);
  });

  it('refuses more files than PWP__FILES__MAX_FILE_UPLOADS allows and keeps none of them', async () => {
    const h = await filesHarness((s) => {
      s.maxFileUploads = 2;
    });
    const res = await h.upload(['a', 'b', 'c'].map((n) => ({ name: `${n}.txt`, content: n })));
    expect(res).toEqual({ status: 422, body: { files: ['You can only attach up to 2 files per push.'] } });
    expect(h.blobs()).toEqual([]);
  });

  it('refuses a file over the per-file size with 422, keeping nothing, beyond the whole-body limit of JSON', async () => {
    const h = await filesHarness((s) => {
      s.maxFileSizeMb = 1;
    });
    const fits = await h.upload([{ name: 'fits.bin', content: new Uint8Array(1024 * 1024) }]);
    expect(fits.status).toBe(201);
    const before = h.blobs();
    const res = await h.upload([
      { name: 'ok.txt', content: 'ok' },
      { name: 'big.bin', content: new Uint8Array(1024 * 1024 + 1) },
    ]);
    expect(res).toEqual({
      status: 422,
      body: { files: ['big.bin is too large: each file may be at most 1 MB.'] },
    });
    expect(h.blobs()).toEqual(before);
  });

  it('stops reading an oversized upload while it streams', async () => {
    const h = await filesHarness((s) => {
      s.maxFileSizeMb = 1;
    });
    const boundary = 'xBOUNDARYx';
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="push[files][]"; filename="endless.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
        );
      },
      pull(controller) {
        sent += 65536;
        // An upload that never ends: only a limit applied while streaming can answer it.
        controller.enqueue(new Uint8Array(65536));
      },
    });
    const res = await h.app.request('http://push.test/api/v2/pushes', {
      method: 'POST',
      body,
      headers: {
        authorization: `Bearer ${h.alice}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(422);
    expect(sent).toBeLessThan(4 * 1024 * 1024);
    expect(h.blobs()).toEqual([]);
  });

  it('refuses a tampered or expired download link', async () => {
    const h = await filesHarness();
    const created = await h.upload([{ name: 'a.txt', content: 'a' }]);
    const url = (await h.show(created.body.url_token)).files?.[0]?.url ?? '';
    const tampered = url.replace(
      /\.([a-z0-9]+)\./,
      (_, e: string) => `.${(Number.parseInt(e, 36) + 1).toString(36)}.`,
    );
    expect((await h.app.request(tampered)).status).toBe(404);
    h.clock.now += 5 * 60_000;
    const late = await h.app.request(url);
    expect(late.status).toBe(404);
    expect(await late.text()).toContain('This download link has expired');
  });

  it('logs download paths without the link token', async () => {
    const h = await filesHarness();
    const created = await h.upload([{ name: 'a.txt', content: 'a' }]);
    const url = (await h.show(created.body.url_token)).files?.[0]?.url ?? '';
    await h.app.request(url);
    expect(h.logLines.at(-1)).toMatch(/^GET \/f\/:token 200 \d+ms$/);
    expect(h.logLines.join('\n')).not.toContain(new URL(url).pathname.slice(3));
  });

  it('answers 400 for a multipart body without a boundary or cut short', async () => {
    const h = await filesHarness();
    const send = (type: string, body: string) =>
      h.app.request('http://push.test/api/v2/pushes', {
        method: 'POST',
        body,
        headers: { authorization: `Bearer ${h.alice}`, 'content-type': type },
      });
    const noBoundary = await send('multipart/form-data', 'x');
    expect([noBoundary.status, await noBoundary.json()]).toEqual([
      400,
      { error: 'The multipart body could not be read.' },
    ]);
    const cut = await send(
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="push[files][]"; filename="a.txt"\r\n\r\npartial',
    );
    expect(cut.status).toBe(400);
    expect(h.blobs()).toEqual([]);
  });
});
