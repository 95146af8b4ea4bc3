import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { s3FileStorage } from '../../server/files/s3-file-storage.ts';
import type { PushJson } from '../../shared/wire.ts';
import { faultProxy } from '../support/fault-proxy.ts';
import { startS3TestServer } from '../support/s3-test-server.ts';
import { filesHarness } from './files-harness.ts';

const BUCKET = 'faults';
const MiB = 1024 * 1024;

/**
 * The whole app (through the one builder) keeping its files in a real S3 server on loopback,
 * reached through a proxy that can take the bucket away; requests are on, files up to 32 MB.
 */
export async function bucketFaultsApp() {
  const s3 = await startS3TestServer([BUCKET]);
  const proxy = await faultProxy(s3.endpoint);
  const storage = s3FileStorage({ ...s3.settings(BUCKET), endpoint: proxy.url }, { retries: 0 });
  const h = await filesHarness(
    (s) => {
      s.maxFileSizeMb = 32;
    },
    { files: storage, notify: { requests: true } },
  );
  /** What the bucket holds, read from the S3 server's own directory: it answers while the proxy refuses. */
  const objects = () => {
    const dir = join(s3.directory, BUCKET);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith('._S3rver_object'))
      .map((name) => name.slice(0, -'._S3rver_object'.length))
      .sort();
  };
  /** Alice's live pushes, as the API lists them. */
  const pushes = async () =>
    (await h.call('GET', '/api/v2/pushes/active', { token: h.alice })).body as PushJson[];
  const stop = async () => {
    await h.close();
    await proxy.close();
    await s3.stop();
  };
  return { ...h, s3, proxy, objects, pushes, stop };
}

export type BucketFaultsApp = Awaited<ReturnType<typeof bucketFaultsApp>>;

/**
 * A multipart body with `fields` and `files` of the sizes given (patterned bytes) under
 * `root[files][]`, streamed: `atByte` is awaited once that many file bytes went, to act mid-upload.
 */
export function streamedUpload(
  root: string,
  fields: Record<string, string>,
  files: { name: string; size: number }[],
  atByte?: { bytes: number; act: () => Promise<void> | void },
) {
  const boundary = `----fault${Date.now()}`;
  const part = (head: string) => Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`);
  const chunk = Buffer.alloc(MiB / 4, 7);
  async function* body() {
    for (const [name, value] of Object.entries(fields))
      yield Buffer.concat([
        part(`Content-Disposition: form-data; name="${name}"`),
        Buffer.from(`${value}\r\n`),
      ]);
    let sent = 0;
    let fired = false;
    for (const file of files) {
      const type = 'Content-Type: application/octet-stream';
      yield part(
        `Content-Disposition: form-data; name="${root}[files][]"; filename="${file.name}"\r\n${type}`,
      );
      for (let left = file.size; left > 0; left -= chunk.length) {
        const piece = chunk.subarray(0, Math.min(chunk.length, left));
        yield piece;
        sent += piece.length;
        if (atByte !== undefined && !fired && sent >= atByte.bytes) {
          fired = true;
          await atByte.act();
        }
      }
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Readable.toWeb(Readable.from(body())) as ReadableStream,
    duplex: 'half' as const,
  };
}

export { MiB };
