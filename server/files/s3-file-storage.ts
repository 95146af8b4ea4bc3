import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { checkStorageKey, type FileStorage, isStorageKey, type StoredObject } from './file-storage.ts';
import type { ObjectStorageSettings } from './object-storage-settings.ts';
import { type BucketOptions, s3Bucket } from './s3-bucket.ts';
import { listKeys } from './s3-list.ts';
import { bodyHeaders, uploadInParts } from './s3-multipart.ts';
import { checkPartSize, MIN_PART_SIZE, partBuffers, partsOf } from './s3-parts.ts';
import { abortUnfinishedUploads } from './s3-unfinished-uploads.ts';

export interface S3StorageOptions extends BucketOptions {
  /** Bytes of each part of a multipart upload; a stream shorter than one part is sent whole. */
  partSize?: number;
  /** Parts sent at once: memory held by one upload is about this many parts, plus the one filling. */
  partsInFlight?: number;
  /** Keys (or unfinished uploads) asked for in one page of a listing. */
  listPageSize?: number;
  now?: () => number;
}

/** Kept beside each object: `Last-Modified` has whole seconds only, this the writer's milliseconds. */
const WRITTEN_AT = 'x-amz-meta-written-at';

/**
 * File storage in an S3-compatible bucket, streamed both ways: an upload goes up a part at a
 * time and a download comes down as the bucket sends it. Each object is stored under the very key
 * it is given, with no metadata but its time of writing.
 */
export function s3FileStorage(settings: ObjectStorageSettings, options: S3StorageOptions = {}): FileStorage {
  const bucket = s3Bucket(settings, options);
  const partSize = checkPartSize(options.partSize ?? MIN_PART_SIZE);
  const partsInFlight = Math.max(1, options.partsInFlight ?? 2);
  const now = options.now ?? Date.now;

  return {
    async put(key, content: Readable) {
      checkStorageKey(key);
      const headers = { 'content-type': 'application/octet-stream', [WRITTEN_AT]: String(now()) };
      // Parts stored go back to be filled again: a new buffer per part kept the collector busy.
      const buffers = partBuffers(partSize);
      const parts = partsOf(content, partSize, buffers);
      const first = await parts.next();
      const body = first.done ? Buffer.alloc(0) : first.value;
      if (body.length === partSize) {
        await uploadInParts(bucket, key, headers, parts, body, partsInFlight, buffers).catch(
          async (error: unknown) => {
            // Ends the reading of the source, also when the upload could not even start.
            await parts.return(undefined);
            throw error;
          },
        );
        return;
      }
      const what = 'store an object';
      const response = await bucket.send(bucket.url(key), {
        method: 'PUT',
        headers: { ...headers, ...bodyHeaders(body) },
        body,
        what,
      });
      if (!response.ok) throw await bucket.refusal(response, what);
      await response.body?.cancel();
    },

    async get(key) {
      const what = 'hand out an object';
      const answer = await bucket.getStream(bucket.url(checkStorageKey(key)), what);
      const status = answer.statusCode ?? 0;
      if (status === 404) {
        answer.resume();
        return undefined;
      }
      if (status < 200 || status > 299)
        throw await bucket.refusal(new Response(await text(answer), { status }), what);
      return answer;
    },

    async stat(key): Promise<StoredObject | undefined> {
      const what = 'describe an object';
      const response = await bucket.send(bucket.url(checkStorageKey(key)), { method: 'HEAD', what });
      if (response.status === 404) return undefined;
      if (!response.ok) throw await bucket.refusal(response, what);
      const modified = Date.parse(response.headers.get('last-modified') ?? '');
      const written = Number(response.headers.get(WRITTEN_AT) ?? Number.NaN);
      return {
        size: Number(response.headers.get('content-length') ?? 0),
        // The later of the two: a multipart upload's own time is when it started, not when it ended.
        writtenAt: Math.max(...[modified, written].filter(Number.isFinite)),
      };
    },

    async delete(key) {
      const what = 'remove an object';
      const response = await bucket.send(bucket.url(checkStorageKey(key)), { method: 'DELETE', what });
      if (!response.ok && response.status !== 404) throw await bucket.refusal(response, what);
      await response.body?.cancel();
    },

    async list() {
      return (await listKeys(bucket, options.listPageSize)).filter(isStorageKey);
    },

    removeUnfinishedUploads: (minAgeMs) =>
      abortUnfinishedUploads(bucket, now(), minAgeMs, options.listPageSize),
  };
}
