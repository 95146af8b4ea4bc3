import { S3_TEST_KEYS } from '../../test/support/s3-test-server.ts';

/** Where the measured server keeps its files: its data directory, or a bucket at `endpoint`. */
export type FileBackend = { kind: 'local' } | { kind: 's3'; endpoint: string; bucket: string };

/**
 * The settings that let a server take one file of `fileBytes` through the API and keep it on
 * `backend`. Requests may take as long as a slow disk needs for the file, not the default minutes.
 */
export function fileEnv(backend: FileBackend, fileBytes: number): Record<string, string> {
  const env: Record<string, string> = {
    PWP__ENABLE_FILE_PUSHES: 'true',
    PWP__FILES__MAX_FILE_SIZE_MB: String(Math.ceil(fileBytes / 2 ** 20) + 1),
    REQUEST_TIMEOUT_SECONDS: '3600',
  };
  if (backend.kind === 'local') return env;
  return {
    ...env,
    PWP__FILES__STORAGE: 'minio',
    PWP__FILES__S3__ENDPOINT: backend.endpoint,
    PWP__FILES__S3__BUCKET: backend.bucket,
    PWP__FILES__S3__ACCESS_KEY_ID: S3_TEST_KEYS.accessKeyId,
    PWP__FILES__S3__SECRET_ACCESS_KEY: S3_TEST_KEYS.secretAccessKey,
  };
}
