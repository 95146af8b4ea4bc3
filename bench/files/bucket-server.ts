// An S3-compatible server (the tests' s3rver, which checks signatures) in a process of its own, so
// the bucket's work shares no event loop with the bench that measures against it.
import { startS3TestServer } from '../../test/support/s3-test-server.ts';

export const BENCH_BUCKET = 'bench-files';

if (process.argv[1]?.endsWith('bucket-server.ts')) {
  const bucket = await startS3TestServer([BENCH_BUCKET]);
  console.log(`listening on ${bucket.endpoint}`);
  process.once('SIGTERM', () => {
    bucket.stop().then(() => process.exit(0));
  });
}
