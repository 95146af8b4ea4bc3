import { createHash } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { type FaultProxy, faultProxy } from '../support/fault-proxy.ts';
import { type S3TestServer, s3TestEnv, startS3TestServer } from '../support/s3-test-server.ts';
import { type RunningServer, startServer, tempDataDir, userCliAsync } from '../support/server-process.ts';

const BUCKET = 'fault-files';
const MiB = 1024 * 1024;
const NOT_STORED = {
  error: 'The file could not be stored right now, so nothing was created. Try again shortly.',
};
const UNREACHABLE = {
  error: "The push's files cannot be reached right now, so no view was used. Try again shortly.",
};

/** A file body of `size` bytes, streamed in quarter MiBs; `act` runs once `at` bytes went. */
function fileUpload(size: number, at: number, act: () => Promise<void> | void) {
  const boundary = '----faults-e2e';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="push[files][]"; filename="large.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  async function* body() {
    yield Buffer.from(head);
    const chunk = Buffer.alloc(MiB / 4, 3);
    for (let sent = 0; sent < size; sent += chunk.length) {
      yield chunk;
      if (sent < at && sent + chunk.length >= at) await act();
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Readable.toWeb(Readable.from(body())) as ReadableStream,
    duplex: 'half' as const,
  };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('a server process whose bucket stops mid-upload and mid-download', () => {
  let s3: S3TestServer;
  let proxy: FaultProxy;
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    s3 = await startS3TestServer([BUCKET]);
    proxy = await faultProxy(s3.endpoint);
    server = await startServer(tempDataDir(), {
      ...s3TestEnv(proxy.url, BUCKET),
      PWP__ENABLE_FILE_PUSHES: 'true',
      PWP__FILES__MAX_FILE_SIZE_MB: '64',
    });
    token = (await userCliAsync({ DATA_DIR: server.dataDir }, ['add', 'faults@example.com'])).lastLine;
  });
  afterAll(async () => {
    await server?.stop('SIGTERM');
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
    await proxy?.close();
    await s3?.stop();
  });

  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
    });
  /** The owner's live pushes: how many, and the views each has left. */
  const livePushes = async () =>
    ((await (await api('/api/v2/pushes/active')).json()) as PushJson[]).map((p) => p.views_remaining);
  const objects = () => readdirSync(join(s3.directory, BUCKET)).filter((n) => n.endsWith('._S3rver_object'));

  it('creates no push when the bucket goes mid-upload, uses no view while it is gone, and loses no download', async () => {
    const body = new Uint8Array(12 * MiB).fill(9);
    const form = new FormData();
    form.append('push[expire_after_views]', '3');
    form.append('push[files][]', new File([body], 'whole.bin'));
    const made = await api('/api/v2/pushes', { method: 'POST', body: form });
    expect(made.status).toBe(201);
    const pushed = ((await made.json()) as PushJson).url_token;
    expect(await livePushes()).toEqual([3]);
    expect(objects()).toHaveLength(1);

    // Mid-upload, the bucket goes away: a 503, no push, no new object.
    const cutUpload = await api(
      '/api/v2/pushes',
      fileUpload(16 * MiB, 8 * MiB, () => proxy.refuse()),
    );
    expect([cutUpload.status, cutUpload.headers.get('retry-after'), await cutUpload.json()]).toEqual([
      503,
      '10',
      NOT_STORED,
    ]);
    expect(await livePushes()).toEqual([3]);
    expect(objects()).toHaveLength(1);

    // While it is gone, a view is refused and uses nothing.
    const refused = await fetch(`${server.url}/api/v2/pushes/${pushed}`);
    expect([refused.status, await refused.json()]).toEqual([503, UNREACHABLE]);
    expect(await livePushes()).toEqual([3]);

    // Back, the view is used once and hands out the link.
    proxy.restore();
    const shown = (await (await fetch(`${server.url}/api/v2/pushes/${pushed}`)).json()) as PushJson;
    expect(await livePushes()).toEqual([2]);
    const link = shown.files?.[0]?.url ?? '';

    // Mid-download, the bucket goes away: the body ends short of its length, and no view is used.
    const download = await fetch(link);
    expect([download.status, download.headers.get('content-length')]).toEqual([200, String(12 * MiB)]);
    const reader = download.body?.getReader();
    let got = 0;
    const reading = (async () => {
      for (;;) {
        const next = await reader?.read();
        if (next === undefined || next.done) return got;
        got += next.value.length;
        if (got >= 2 * MiB && got - next.value.length < 2 * MiB) proxy.refuse();
      }
    })();
    await expect(reading).rejects.toThrow();
    expect(got).toBeLessThan(12 * MiB);
    expect(await livePushes()).toEqual([2]);
    const gone = await fetch(link, { headers: { accept: 'application/json' } });
    expect(gone.status).toBe(503);

    // Back, the same link serves the whole file.
    proxy.restore();
    const again = new Uint8Array(await (await fetch(link)).arrayBuffer());
    expect(sha256(again)).toBe(sha256(body));
    expect(await livePushes()).toEqual([2]);

    // The bucket itself stopped mid-upload: still a 503 and no push.
    const stopped = await api(
      '/api/v2/pushes',
      fileUpload(16 * MiB, 8 * MiB, () => s3.vanish()),
    );
    expect([stopped.status, await stopped.json()]).toEqual([503, NOT_STORED]);
    expect(await livePushes()).toEqual([2]);
    expect(objects()).toHaveLength(1);

    // Every failure was logged in one line: no stack, no token, no file name.
    const output = server.output();
    expect(output).not.toMatch(/\n\s+at /);
    expect(output).not.toContain(pushed);
    expect(output).not.toContain('large.bin');
    expect(output.match(/files could not be (stored|served)/g)?.length).toBeGreaterThanOrEqual(3);
  });
});
