import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileStorage } from './file-storage.ts';
import type { ObjectStorageSettings } from './object-storage-settings.ts';
import { ObjectStorageError } from './s3-bucket.ts';

/** The bucket cannot be used as set: the server does not start, and the message names the setting. */
export class FileStorageOpenError extends Error {
  override name = 'FileStorageOpenError';
}

/** A bucket that answers nothing this long at start is taken as unreachable. */
export const CHECK_TIMEOUT_MS = 30_000;

const KEYS = 'PWP__FILES__S3__ACCESS_KEY_ID and PWP__FILES__S3__SECRET_ACCESS_KEY';

/** What to change, for the way the bucket refused or failed. */
export function bucketAdvice(error: ObjectStorageError, settings: ObjectStorageSettings): string {
  if (error.status === 0) return `Check PWP__FILES__S3__ENDPOINT (${settings.endpoint}).`;
  if (error.code === 'NoSuchBucket' || (error.status === 404 && error.code === undefined)) {
    return `Check PWP__FILES__S3__BUCKET (${settings.bucket}): make the bucket, or name one that exists.`;
  }
  if (error.code === 'InvalidAccessKeyId' || error.code === 'SignatureDoesNotMatch') {
    return `Check ${KEYS}.`;
  }
  if (error.status === 403) {
    return `Check ${KEYS}: they must be allowed to put, get, list and delete objects in ${settings.bucket}.`;
  }
  if (error.status === 301 || error.code === 'AuthorizationHeaderMalformed') {
    return `Check PWP__FILES__S3__REGION (${settings.region}) and PWP__FILES__S3__ENDPOINT.`;
  }
  return `Check PWP__FILES__S3__ENDPOINT, PWP__FILES__S3__BUCKET and PWP__FILES__S3__FORCE_PATH_STYLE.`;
}

/**
 * Stores and removes one small object, so a bucket that cannot hold files stops the start instead
 * of the first upload. An object and not the bucket is asked: some stores refuse bucket-level
 * requests to keys that may only handle objects.
 */
export async function checkBucket(
  storage: FileStorage,
  settings: ObjectStorageSettings,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<void> {
  // Never a file's key (22 characters), so no sweep mistakes it for a file left behind.
  const key = `start-check-${randomBytes(8).toString('hex')}`;
  let timer: NodeJS.Timeout | undefined;
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ObjectStorageError(
            `The bucket at ${new URL(settings.endpoint).origin} did not answer within ${timeoutMs / 1000} s.`,
            0,
            undefined,
          ),
        ),
      timeoutMs,
    );
  });
  try {
    await Promise.race([
      (async () => {
        await storage.put(key, Readable.from([Buffer.from('ok')]));
        await storage.delete(key);
      })(),
      silence,
    ]);
  } catch (error) {
    if (!(error instanceof ObjectStorageError)) throw error;
    throw new FileStorageOpenError(
      `PWP__FILES__STORAGE=${settings.provider}: ${error.message} ${bucketAdvice(error, settings)}`,
    );
  } finally {
    clearTimeout(timer);
  }
}
