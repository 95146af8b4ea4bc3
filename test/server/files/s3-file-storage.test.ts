import { afterAll, beforeAll } from 'vitest';
import { s3FileStorage } from '../../../server/files/s3-file-storage.ts';
import { type S3TestServer, startS3TestServer } from '../../support/s3-test-server.ts';
import { fileStorageConformance } from './conformance-file-storage.ts';

const BUCKETS = Array.from({ length: 12 }, (_, i) => `conformance-${i}`);
let server: S3TestServer;
let used = 0;
beforeAll(async () => {
  server = await startS3TestServer(BUCKETS);
});
afterAll(async () => server?.stop());

fileStorageConformance('S3-compatible bucket', {
  // A bucket of its own for each test: the server makes buckets only as it starts.
  fresh: async () => {
    const bucket = BUCKETS[used++];
    if (bucket === undefined) throw new Error('more tests than buckets: add buckets');
    const settings = server.settings(bucket);
    return { storage: s3FileStorage(settings), reopen: () => s3FileStorage(settings) };
  },
});
