import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { describePg, useTestDatabase } from '../support/pg-test.ts';
import { type S3TestServer, s3TestEnv, startS3TestServer } from '../support/s3-test-server.ts';
import { type RunningServer, startServer, tempDataDir, userCliAsync } from '../support/server-process.ts';
import { until } from '../support/until.ts';

const BUCKET = 'swept-files';
const MiB = 1024 * 1024;
/** The sweeping server's orphan age: short, so the test waits seconds, not the ten-minute default. */
const ORPHAN_AGE_SECONDS = 10;

/**
 * A push of two files sent as the test says: the small one whole, then the first 6 MiB of the
 * large one, more than one 5 MiB part, so a multipart upload is under way; `finish` sends the rest.
 */
function twoFileUpload(origin: string, token: string) {
  const boundary = `sweep-${randomBytes(8).toString('hex')}`;
  const head = (name: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="push[files][]"; filename="${name}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  const small = Buffer.from(`small-file-${randomBytes(8).toString('hex')}`);
  const large = randomBytes(12 * MiB);
  let body: ReadableStreamDefaultController<Uint8Array> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start: (controller) => {
      body = controller;
    },
  });
  const send = (...chunks: (Buffer | string)[]) => {
    for (const chunk of chunks) body?.enqueue(new Uint8Array(Buffer.from(chunk)));
  };
  send(head('small.bin'), small, '\r\n', head('large.bin'), large.subarray(0, 6 * MiB));
  const answer = fetch(`${origin}/api/v2/pushes`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body: stream,
    duplex: 'half',
  } as RequestInit);
  return {
    answer,
    finish: () => {
      send(large.subarray(6 * MiB), `\r\n--${boundary}--\r\n`);
      body?.close();
    },
    digests: [small, large].map((bytes) => createHash('sha256').update(bytes).digest('hex')),
  };
}

describePg('servers over one PostgreSQL database and one bucket, one of them killed mid-upload', () => {
  const database = useTestDatabase('orphan sweep');
  const env: Record<string, string> = {};
  let s3: S3TestServer;
  const servers: RunningServer[] = [];
  const objects = () =>
    new Set(readdirSync(join(s3.directory, BUCKET)).filter((n) => n.endsWith('._S3rver_object')));
  /** The test server's own record of each unfinished multipart upload: the parts the bucket keeps. */
  const uploadsDir = () => join(s3.directory, BUCKET, '._S3rver_uploads');
  const unfinishedUploads = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);
  const partStored = () => unfinishedUploads().filter((id) => existsSync(join(uploadsDir(), id, '1.md5')));

  beforeAll(async () => {
    s3 = await startS3TestServer([BUCKET], { listsUnfinishedUploads: true });
    Object.assign(env, {
      DATABASE_URL: database.url(),
      PWPUSH_MASTER_KEY: randomBytes(32).toString('hex'),
      ...s3TestEnv(s3.endpoint, BUCKET),
      PWP__ENABLE_FILE_PUSHES: 'true',
    });
  });
  afterAll(async () => {
    const codes = await Promise.all(servers.map((s) => s.stop('SIGTERM')));
    for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
    await s3?.stop();
    expect(codes.filter((code) => code !== null)).toEqual([0, 0]);
  });

  it('removes the file and the unfinished multipart upload the killed server left once older than the orphan age, while an upload in flight on another server stays whole and downloads afterwards', async () => {
    const [a, b] = await Promise.all([startServer(tempDataDir(), env), startServer(tempDataDir(), env)]);
    servers.push(a, b);
    const added = await userCliAsync(env, ['add', 'sweep@example.com']);
    expect(added.status).toBe(0);
    const token = added.lastLine;

    // A takes the small file whole and the large one's first part, and is killed there.
    const cut = twoFileUpload(a.url, token);
    cut.answer.catch(() => {});
    await until(() => objects().size > 0 && partStored().length === 1, 'A stores a file and a part', 30_000);
    expect(await a.stop('SIGKILL')).toBeNull();
    const killedAt = Date.now();
    const left = objects();
    const leftUploads = unfinishedUploads();
    expect(leftUploads).toHaveLength(1);

    // C sweeps every second with a short orphan age: what A left is younger than that at first.
    const c = await startServer(tempDataDir(), {
      ...env,
      HEADERS_TIMEOUT_SECONDS: '5',
      REQUEST_TIMEOUT_SECONDS: String(ORPHAN_AGE_SECONDS),
      ORPHAN_FILE_AGE_SECONDS: String(ORPHAN_AGE_SECONDS),
      ORPHAN_SWEEP_SECONDS: '1',
    });
    servers.push(c);
    expect([...left].every((name) => objects().has(name))).toBe(true);

    // B's upload starts well after A's leftovers were written, and is in flight when they go.
    await sleep(Math.max(0, killedAt + 5_000 - Date.now()));
    const inFlight = twoFileUpload(b.url, token);
    await until(
      () => objects().size > left.size && partStored().length === 2,
      'B stores a file and a part',
      30_000,
    );
    const bObjects = [...objects()].filter((name) => !left.has(name));
    const bUploads = unfinishedUploads().filter((id) => !leftUploads.includes(id));
    await until(
      () => [...left].every((name) => !objects().has(name)) && unfinishedUploads().length === 1,
      "A's file and unfinished upload go",
      30_000,
    );
    expect(bObjects.every((name) => objects().has(name))).toBe(true);
    expect(unfinishedUploads()).toEqual(bUploads);
    expect(Date.now() - killedAt).toBeLessThan(ORPHAN_AGE_SECONDS * 1000 + 10_000);

    inFlight.finish();
    const filed = await inFlight.answer;
    expect(filed.status).toBe(201);
    const viewed = (await (
      await fetch(`${c.url}/api/v2/pushes/${((await filed.json()) as PushJson).url_token}`)
    ).json()) as PushJson;
    const downloads = await Promise.all(
      (viewed.files ?? []).map(async (file) => {
        const download = await fetch(file.url);
        expect(download.status).toBe(200);
        return createHash('sha256')
          .update(Buffer.from(await download.arrayBuffer()))
          .digest('hex');
      }),
    );
    expect(downloads).toEqual(inFlight.digests);

    expect(c.output()).toMatch(/Removed 1 stored file\(s\) that no push holds\./);
    expect(c.output()).toContain('Aborted 1 unfinished upload(s) left in the bucket.');
    expect(unfinishedUploads()).toEqual([]);
  });
});
