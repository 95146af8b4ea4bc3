import { createHash } from 'node:crypto';
import type { S3Bucket } from './s3-bucket.ts';
import { xmlField } from './s3-bucket.ts';
import { MAX_PARTS, type PartBuffers } from './s3-parts.ts';

/** Headers that let the bucket check a body arrived whole: an MD5, which every S3-compatible store takes. */
export const bodyHeaders = (body: Buffer): Record<string, string> => ({
  'content-length': String(body.length),
  'content-md5': createHash('md5').update(body).digest('base64'),
});

/**
 * Uploads `first` and the parts after it as one multipart upload of `key`, with at most
 * `inFlight` parts sent at a time. On any failure (the source's or the bucket's) the upload is
 * aborted, so no part stays stored, and the first error is thrown.
 */
export async function uploadInParts(
  bucket: S3Bucket,
  key: string,
  headers: Record<string, string>,
  parts: AsyncIterator<Buffer>,
  first: Buffer,
  inFlight: number,
  /** Where each part's buffer goes back once the part is stored. */
  buffers?: PartBuffers,
): Promise<void> {
  const created = await bucket.send(bucket.url(key, { uploads: '' }), {
    method: 'POST',
    headers,
    what: 'start a multipart upload',
  });
  if (!created.ok) throw await bucket.refusal(created, 'start a multipart upload');
  const uploadId = xmlField(await created.text(), 'UploadId');
  if (uploadId === undefined) throw new Error('The bucket started a multipart upload without naming it.');

  const etags: string[] = [];
  const sending = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  const send = (number: number, body: Buffer) => {
    const what = `store part ${number} of an upload`;
    const sent = bucket
      .send(bucket.url(key, { partNumber: String(number), uploadId }), {
        method: 'PUT',
        headers: bodyHeaders(body),
        body,
        what,
      })
      .then(async (response) => {
        if (!response.ok) throw await bucket.refusal(response, what);
        await response.body?.cancel();
        etags[number - 1] = response.headers.get('etag') ?? '';
        buffers?.give(body);
      })
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => sending.delete(sent));
    sending.add(sent);
  };

  try {
    let number = 1;
    send(number, first);
    for (let next = await parts.next(); !next.done && failure === undefined; next = await parts.next()) {
      number += 1;
      if (number > MAX_PARTS)
        throw new RangeError(`A file of more than ${MAX_PARTS} parts cannot be stored.`);
      send(number, next.value);
      // The source is read no faster than the bucket takes its parts: memory stays at `inFlight` parts.
      while (sending.size >= inFlight) await Promise.race(sending);
    }
    await Promise.all(sending);
    if (failure !== undefined) throw failure.error;
    await complete(bucket, key, uploadId, etags);
  } catch (error) {
    await parts.return?.(undefined);
    await Promise.allSettled(sending);
    await abort(bucket, key, uploadId);
    throw error;
  }
}

async function complete(bucket: S3Bucket, key: string, uploadId: string, etags: string[]): Promise<void> {
  const body =
    '<CompleteMultipartUpload>' +
    etags.map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${etag}</ETag></Part>`).join('') +
    '</CompleteMultipartUpload>';
  const what = 'complete a multipart upload';
  const response = await bucket.send(bucket.url(key, { uploadId }), {
    method: 'POST',
    headers: { 'content-type': 'application/xml' },
    body,
    what,
  });
  if (!response.ok) throw await bucket.refusal(response, what);
  // S3 may answer 200 and still fail the upload, with an <Error> in the body.
  const answer = await response.text();
  if (answer.includes('<Error>')) {
    throw await bucket.refusal(new Response(answer, { status: 500 }), what);
  }
}

/** Drops the parts stored so far; a failure here only leaves parts a bucket lifecycle rule removes. */
async function abort(bucket: S3Bucket, key: string, uploadId: string): Promise<void> {
  try {
    const response = await bucket.send(bucket.url(key, { uploadId }), {
      method: 'DELETE',
      what: 'abort a multipart upload',
    });
    await response.body?.cancel();
  } catch {
    // The upload's own error is the one worth telling.
  }
}
