import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkBucket } from '../../../server/files/check-bucket.ts';
import { ObjectStorageError } from '../../../server/files/s3-bucket.ts';
import { s3FileStorage } from '../../../server/files/s3-file-storage.ts';
import { MIN_PART_SIZE } from '../../../server/files/s3-parts.ts';
import { freePort } from '../../support/free-port.ts';
import { type S3TestServer, startS3TestServer } from '../../support/s3-test-server.ts';
import { type BucketCall, type ScriptedBucket, scriptedBucket } from '../../support/scripted-bucket.ts';

const MiB = 1024 * 1024;
const servers: S3TestServer[] = [];
const fronts: ScriptedBucket[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(fronts.splice(0).map((f) => f.stop()));
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});
async function bucketServer(...buckets: string[]) {
  const server = await startS3TestServer(buckets);
  servers.push(server);
  return server;
}

async function* randomChunks(total: number, digest: ReturnType<typeof createHash>) {
  for (let sent = 0; sent < total; sent += 256 * 1024) {
    const chunk = randomBytes(Math.min(256 * 1024, total - sent));
    digest.update(chunk);
    yield chunk;
  }
}

/** Settings that reach `bucket` on `server` through a scripted bucket in front of it (see scripted-bucket.ts). */
async function throughScript(
  server: S3TestServer,
  bucket: string,
  script: Parameters<typeof scriptedBucket>[0],
) {
  const front = await scriptedBucket(script, server.endpoint);
  fronts.push(front);
  return { front, settings: { ...server.settings(bucket), endpoint: front.endpoint } };
}

const partNumber = (call: BucketCall) => call.url.searchParams.get('partNumber');

describe('files in an S3-compatible bucket', () => {
  it('uploads a large file in 5 MiB parts under its key alone, and hands back the same bytes', async () => {
    const server = await bucketServer('large');
    const { front, settings } = await throughScript(server, 'large', () => undefined);
    const storage = s3FileStorage(settings);
    const sent = createHash('sha256');
    const total = 4 * MIN_PART_SIZE + 3 * MiB + 5;
    await storage.put('AAAAAAAAAAAAAAAAAAAAAA.bin', Readable.from(randomChunks(total, sent)));
    const sizes: number[] = [];
    for (const call of front.calls.filter((c) => partNumber(c) !== null)) {
      // What the request said it carried is what arrived.
      expect(Number(call.headers['content-length'])).toBe(call.bodyBytes);
      sizes[Number(partNumber(call)) - 1] = call.bodyBytes;
    }
    expect(sizes).toEqual([MIN_PART_SIZE, MIN_PART_SIZE, MIN_PART_SIZE, MIN_PART_SIZE, 3 * MiB + 5]);

    const stream = await storage.get('AAAAAAAAAAAAAAAAAAAAAA.bin');
    const back = createHash('sha256');
    for await (const chunk of stream as AsyncIterable<Buffer>) back.update(chunk);
    expect(back.digest('hex')).toBe(sent.digest('hex'));
    expect(await storage.stat('AAAAAAAAAAAAAAAAAAAAAA.bin')).toMatchObject({ size: total });
    // The bucket holds one object under the very key, with no metadata but its time of writing.
    const stored = readdirSync(join(server.directory, 'large'));
    expect(stored.filter((name) => name.endsWith('._S3rver_object'))).toEqual([
      'AAAAAAAAAAAAAAAAAAAAAA.bin._S3rver_object',
    ]);
    const metadata = JSON.parse(
      readFileSync(
        join(server.directory, 'large', 'AAAAAAAAAAAAAAAAAAAAAA.bin._S3rver_metadata.json'),
        'utf8',
      ),
    ) as Record<string, string>;
    expect(Object.keys(metadata).filter((name) => name.startsWith('x-amz-meta-'))).toEqual([
      'x-amz-meta-written-at',
    ]);
    expect(metadata['content-type']).toBe('application/octet-stream');
  });

  it('sends a part again, whole, when the bucket asks to try again', async () => {
    const server = await bucketServer('retried');
    let refused = 0;
    const { front, settings } = await throughScript(server, 'retried', (call) =>
      partNumber(call) === '2' && refused++ === 0
        ? { status: 503, body: '<Error><Code>SlowDown</Code></Error>' }
        : undefined,
    );
    const storage = s3FileStorage(settings, { retryDelayMs: 1 });
    const sent = createHash('sha256');
    await storage.put(
      'DDDDDDDDDDDDDDDDDDDDDD.bin',
      Readable.from(randomChunks(2 * MIN_PART_SIZE + MiB, sent)),
    );
    expect(refused).toBe(2);
    // Both tries carried the whole part.
    expect(front.calls.filter((c) => partNumber(c) === '2').map((c) => c.bodyBytes)).toEqual([
      MIN_PART_SIZE,
      MIN_PART_SIZE,
    ]);
    const back = createHash('sha256');
    for await (const chunk of (await storage.get('DDDDDDDDDDDDDDDDDDDDDD.bin')) as AsyncIterable<Buffer>) {
      back.update(chunk);
    }
    expect(back.digest('hex')).toBe(sent.digest('hex'));
  });

  it('aborts an upload whose part the bucket refuses: the put fails and nothing is stored', async () => {
    const server = await bucketServer('refused');
    const { settings } = await throughScript(server, 'refused', (call) =>
      partNumber(call) === '2'
        ? { status: 500, body: '<Error><Code>InternalError</Code></Error>' }
        : undefined,
    );
    const storage = s3FileStorage(settings, { retries: 0 });
    const put = storage.put(
      'BBBBBBBBBBBBBBBBBBBBBB.bin',
      Readable.from(randomChunks(12 * MiB, createHash('sha256'))),
    );
    await expect(put).rejects.toThrow('The bucket refused to store part 2 of an upload: 500 InternalError.');
    const direct = s3FileStorage(server.settings('refused'));
    expect(await direct.list()).toEqual([]);
    expect(await direct.get('BBBBBBBBBBBBBBBBBBBBBB.bin')).toBeUndefined();
  });

  it('stops reading the source when the bucket refuses to start a multipart upload', async () => {
    const server = await bucketServer('unstarted');
    const { settings } = await throughScript(server, 'unstarted', (call) =>
      call.url.searchParams.has('uploads')
        ? { status: 403, body: '<Error><Code>AccessDenied</Code></Error>' }
        : undefined,
    );
    const storage = s3FileStorage(settings, { retries: 0 });
    const source = Readable.from(randomChunks(12 * MiB, createHash('sha256')));
    await expect(storage.put('DDDDDDDDDDDDDDDDDDDDDD.bin', source)).rejects.toThrow(
      'The bucket refused to start a multipart upload: 403 AccessDenied.',
    );
    expect(source.destroyed).toBe(true);
  });

  it('surfaces a wrong secret as a clear 403 refusal, and the start check names the key settings', async () => {
    const server = await bucketServer('guarded');
    const wrong = { ...server.settings('guarded'), secretAccessKey: 'not the secret' };
    const storage = s3FileStorage(wrong);
    const refusal = await storage.put('x.bin', Readable.from([Buffer.from('x')])).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ObjectStorageError);
    expect(refusal).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    await expect(storage.get('x.bin')).rejects.toThrow(
      'The bucket refused to hand out an object: 403 SignatureDoesNotMatch',
    );
    await expect(storage.list()).rejects.toThrow('403 SignatureDoesNotMatch');
    const check = checkBucket(storage, wrong);
    await expect(check).rejects.toMatchObject({ name: 'FileStorageOpenError' });
    await expect(check).rejects.toThrow(
      /^PWP__FILES__STORAGE=minio: The bucket refused to store an object: 403 SignatureDoesNotMatch .*Check PWP__FILES__S3__ACCESS_KEY_ID and PWP__FILES__S3__SECRET_ACCESS_KEY\.$/,
    );
    await expect(check).rejects.not.toThrow('not the secret');
  });

  it('names the bucket setting when the bucket does not exist, and the endpoint when nothing answers', async () => {
    const server = await bucketServer('present');
    const missing = server.settings('absent');
    await expect(checkBucket(s3FileStorage(missing), missing)).rejects.toThrow(
      /404 NoSuchBucket.*Check PWP__FILES__S3__BUCKET \(absent\)/,
    );
    const nowhere = { ...server.settings('present'), endpoint: `http://127.0.0.1:${await freePort()}` };
    await expect(checkBucket(s3FileStorage(nowhere), nowhere)).rejects.toThrow(
      /could not be reached to store an object \(ECONNREFUSED\)\. Check PWP__FILES__S3__ENDPOINT \(http:\/\/127\.0\.0\.1:\d+\)\.$/,
    );
    await checkBucket(s3FileStorage(server.settings('present')), server.settings('present'));
    expect(await s3FileStorage(server.settings('present')).list()).toEqual([]);
  });

  it('gives up on a bucket that takes connections but never answers, naming the endpoint', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const server = await bucketServer('unused');
      const settings = { ...server.settings('unused'), endpoint: `http://127.0.0.1:${port}` };
      await expect(checkBucket(s3FileStorage(settings), settings, 200)).rejects.toThrow(
        `PWP__FILES__STORAGE=minio: The bucket at http://127.0.0.1:${port} did not answer within 0.2 s. Check PWP__FILES__S3__ENDPOINT (http://127.0.0.1:${port}).`,
      );
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('errors the download stream when the bucket vanishes mid-download, without hanging', async () => {
    const server = await bucketServer('vanishing');
    const storage = s3FileStorage(server.settings('vanishing'));
    await storage.put(
      'CCCCCCCCCCCCCCCCCCCCCC.bin',
      Readable.from(randomChunks(24 * MiB, createHash('sha256'))),
    );
    const stream = await storage.get('CCCCCCCCCCCCCCCCCCCCCC.bin');
    if (stream === undefined) throw new Error('the stored object is missing');
    let got = 0;
    const reading = (async () => {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        got += chunk.length;
        if (got >= MiB && got - chunk.length < MiB) await server.vanish();
      }
    })();
    await expect(reading).rejects.toThrow();
    expect(got).toBeLessThan(24 * MiB);
    expect(stream.destroyed).toBe(true);
  });

  it('hands a download back as the Node stream its socket fills, without fetch or a web stream', async () => {
    const server = await bucketServer('plain');
    const storage = s3FileStorage(server.settings('plain'));
    await storage.put('DDDDDDDDDDDDDDDDDDDDDD.bin', Readable.from([Buffer.from('the bytes')]));
    const fetched = vi.spyOn(globalThis, 'fetch');
    const stream = await storage.get('DDDDDDDDDDDDDDDDDDDDDD.bin');
    expect(stream).toBeInstanceOf(IncomingMessage);
    expect(fetched).not.toHaveBeenCalled();
    const chunks: Buffer[] = [];
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString()).toBe('the bytes');
    expect(await storage.get('EEEEEEEEEEEEEEEEEEEEEE.bin')).toBeUndefined();
  });

  it('fails a download the bucket stops sending for longer than the idle timeout', async () => {
    const stalling = createServer((_request, response) => {
      response.writeHead(200, { 'content-length': '1000' });
      response.write(Buffer.alloc(10));
    });
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = stalling.address() as AddressInfo;
      const server = await bucketServer('unused');
      const settings = { ...server.settings('unused'), endpoint: `http://127.0.0.1:${port}` };
      const stream = await s3FileStorage(settings, { idleTimeoutMs: 100 }).get('FFFFFFFFFFFFFFFFFFFFFF.bin');
      if (stream === undefined) throw new Error('the stalling bucket answered no stream');
      const reading = (async () => {
        for await (const _chunk of stream as AsyncIterable<Buffer>);
      })();
      await expect(reading).rejects.toThrow();
      expect(stream.destroyed).toBe(true);
    } finally {
      stalling.closeAllConnections();
      stalling.close();
    }
  });
});
