import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { ObjectStorageSettings } from '../../server/files/object-storage-settings.ts';
import { type Middleware, unfinishedUploadsAnswers } from './s3-unfinished-uploads.ts';

/** The one key pair the test server knows. */
export const S3_TEST_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The server's settings that reach `bucket` at `endpoint` (this server, or a proxy in front of it). */
export const s3TestEnv = (endpoint: string, bucket: string): Record<string, string> => ({
  PWP__FILES__STORAGE: 'minio',
  PWP__FILES__S3__ENDPOINT: endpoint,
  PWP__FILES__S3__BUCKET: bucket,
  PWP__FILES__S3__ACCESS_KEY_ID: S3_TEST_KEYS.accessKeyId,
  PWP__FILES__S3__SECRET_ACCESS_KEY: S3_TEST_KEYS.secretAccessKey,
});

export interface S3TestServer {
  /** Settings that reach `bucket` on this server, path-style, with its keys. */
  settings: (bucket: string) => ObjectStorageSettings;
  endpoint: string;
  /** Where the server keeps its buckets' objects, one folder per bucket. */
  directory: string;
  /** Ends every connection at once, as a bucket that vanishes does, and stops listening. */
  vanish(): Promise<void>;
  /** Stops the server and removes everything it stored. */
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (it checks SigV4 signatures) in this process, on loopback, keeping
 * its objects under a temporary directory. Buckets are made at start: the server refuses
 * bucket-level requests signed the way clients sign them. With `listsUnfinishedUploads` it also
 * lists and aborts unfinished multipart uploads, which it refuses by itself.
 */
export async function startS3TestServer(
  buckets: string[],
  /**
   * `directory`: where to keep the objects; a stopped server's `directory` starts it again over
   * what it held. `listsUnfinishedUploads`: answer ListMultipartUploads and aborts too.
   */
  options: { directory?: string; listsUnfinishedUploads?: boolean } = {},
): Promise<S3TestServer> {
  const directory = options.directory ?? mkdtempSync(join(tmpdir(), 's3-test-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  if (options.listsUnfinishedUploads === true) {
    // Just before its routes, which come last: they check the signature, then refuse these two.
    const { middleware } = server as unknown as { middleware: Middleware[] };
    middleware.splice(middleware.length - 1, 0, unfinishedUploadsAnswers(directory));
  }
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const http = (server as unknown as { httpServer: Server }).httpServer;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    http.closeAllConnections();
    await server.close();
  };
  return {
    endpoint,
    directory,
    settings: (bucket) => ({
      provider: 'minio',
      endpoint,
      region: 'us-east-1',
      bucket,
      ...S3_TEST_KEYS,
      forcePathStyle: true,
    }),
    vanish: close,
    stop: async () => {
      await close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
