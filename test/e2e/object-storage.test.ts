import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { freePort } from '../support/free-port.ts';
import { type S3TestServer, s3TestEnv, startS3TestServer } from '../support/s3-test-server.ts';
import { type RunningServer, startServer, tempDataDir, userCliAsync } from '../support/server-process.ts';
import { until } from '../support/until.ts';
import { canariesIn, canariesInTree, filesUnder } from './canary-scan.ts';

const BUCKET = 'push-files';
const mark = randomBytes(4).toString('hex');
const FILE_NAME = `canary-file-name-${mark}.txt`;
const FILE_TYPE = `application/x-canary-type-${mark}`;
const FILE_LINE = `canary-file-content-${mark}`;
const FILE_TEXT = `${FILE_LINE}\n`.repeat(20_000);

const bucketEnv = (endpoint: string) => ({
  ...s3TestEnv(endpoint, BUCKET),
  PWP__ENABLE_FILE_PUSHES: 'true',
});

describe('a server process keeping files in an S3-compatible bucket', () => {
  let s3: S3TestServer;
  let server: RunningServer;
  beforeAll(async () => {
    s3 = await startS3TestServer([BUCKET]);
    server = await startServer(tempDataDir(), bucketEnv(s3.endpoint));
  });
  afterAll(async () => {
    await server?.stop('SIGTERM');
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
    await s3?.stop();
  });

  it('stores a pushed file in the bucket under keys that name nothing, encrypted, and hands it back whole', async () => {
    expect(server.output()).toContain(
      `(data in ${server.dataDir}, files in bucket ${BUCKET} at ${s3.endpoint})`,
    );
    const added = await userCliAsync({ DATA_DIR: server.dataDir }, ['add', 'files@example.com']);
    expect(added.status).toBe(0);
    const form = new FormData();
    form.append('push[files][]', new File([FILE_TEXT], FILE_NAME, { type: FILE_TYPE }));
    const filed = await fetch(`${server.url}/api/v2/pushes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${added.lastLine}` },
      body: form,
    });
    expect(filed.status).toBe(201);
    const { url_token: token } = (await filed.json()) as PushJson;

    const viewed = (await (await fetch(`${server.url}/api/v2/pushes/${token}`)).json()) as PushJson;
    const download = await fetch(viewed.files?.[0]?.url ?? 'http://missing/');
    expect([download.status, download.headers.get('content-type')]).toEqual([200, FILE_TYPE]);
    expect(await download.text()).toBe(FILE_TEXT);

    // The bucket holds the file's encrypted blob alone, under the file's random id: its key is in the store.
    const objects = readdirSync(join(s3.directory, BUCKET)).filter((name) =>
      name.endsWith('._S3rver_object'),
    );
    expect(objects.map((name) => name.replace(/^[A-Za-z0-9_-]{22}\./, 'ID.')).sort()).toEqual([
      'ID.bin._S3rver_object',
    ]);
    const canaries = { fileName: FILE_NAME, fileType: FILE_TYPE, fileContent: FILE_LINE, token };
    expect(filesUnder(s3.directory)).toBeGreaterThanOrEqual(2);
    expect(canariesInTree(s3.directory, canaries)).toEqual([]);
    expect(canariesIn(server.output(), canaries)).toEqual([]);
    // Nothing was kept in the data directory's files folder instead.
    expect(existsSync(join(server.dataDir, 'files'))).toBe(false);
    // The scan finds what is there: the file's bytes written out as they are.
    expect(canariesIn(Buffer.from(FILE_TEXT), canaries)).toEqual(['fileContent']);
  });

  it('leaves a copy of the blob taken before the push was deleted with nothing that opens it', async () => {
    const added = await userCliAsync({ DATA_DIR: server.dataDir }, ['add', 'backups@example.com']);
    const auth = { authorization: `Bearer ${added.lastLine}` };
    const form = new FormData();
    form.append('push[files][]', new File(['BACKED-UP-BYTES'], 'backed-up.txt', { type: 'text/plain' }));
    const filed = await fetch(`${server.url}/api/v2/pushes`, { method: 'POST', headers: auth, body: form });
    const { url_token: token } = (await filed.json()) as PushJson;
    const viewed = (await (await fetch(`${server.url}/api/v2/pushes/${token}`)).json()) as PushJson;
    const link = viewed.files?.[0]?.url ?? 'http://missing/';
    const id = new URL(link).pathname.slice('/f/'.length, '/f/'.length + 22);
    // A backup of the bucket, or a version it keeps: the blob's object files as they lie.
    const bucket = join(s3.directory, BUCKET);
    const backup = tempDataDir();
    const blobFiles = readdirSync(bucket).filter((name) => name.startsWith(`${id}.`));
    expect(blobFiles.length).toBeGreaterThan(0);
    for (const name of blobFiles) cpSync(join(bucket, name), join(backup, name));

    const deleted = await fetch(`${server.url}/api/v2/pushes/${token}`, { method: 'DELETE', headers: auth });
    expect(deleted.status).toBe(200);
    await until(
      () => !readdirSync(bucket).some((name) => name.startsWith(`${id}.`)),
      'the blob leaves',
      10_000,
    );
    for (const name of blobFiles) cpSync(join(backup, name), join(bucket, name));
    rmSync(backup, { recursive: true, force: true });

    // The blob is back, whole, but its key went with the push: the server holds nothing that opens it.
    expect(readdirSync(bucket).filter((name) => name.startsWith(`${id}.bin`)).length).toBeGreaterThan(0);
    const again = await fetch(link);
    expect(again.status).toBe(404);
    expect(await again.text()).not.toContain('BACKED-UP-BYTES');
  });
});

describe('a server process whose bucket cannot be reached', () => {
  it('does not start, and names the endpoint setting', async () => {
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    const dataDir = tempDataDir();
    try {
      const start = startServer(dataDir, bucketEnv(endpoint));
      await expect(start).rejects.toThrow(/server exited with 1/);
      await expect(start).rejects.toThrow(
        `Secret Push cannot start: PWP__FILES__STORAGE=minio: The bucket at ${endpoint} could not be reached to store an object (ECONNREFUSED). Check PWP__FILES__S3__ENDPOINT (${endpoint}).`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
