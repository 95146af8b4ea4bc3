import { isStorageKey } from './file-storage.ts';
import { type S3Bucket, xmlField } from './s3-bucket.ts';

/** A multipart upload the bucket holds parts of, begun and never completed nor aborted. */
export interface UnfinishedUpload {
  key: string;
  uploadId: string;
  /** When it began, in ms since the epoch by the bucket's clock. */
  initiatedAt: number;
}

/** One page of a ListMultipartUploads answer, and where the next page starts when there is one. */
export interface UnfinishedUploadsPage {
  uploads: UnfinishedUpload[];
  next?: { keyMarker: string; uploadIdMarker: string };
}

export function readUnfinishedUploadsPage(xml: string): UnfinishedUploadsPage {
  const uploads: UnfinishedUpload[] = [];
  for (const match of xml.matchAll(/<Upload>([\s\S]*?)<\/Upload>/g)) {
    const entry = match[1] ?? '';
    const key = xmlField(entry, 'Key');
    const uploadId = xmlField(entry, 'UploadId');
    const initiatedAt = Date.parse(xmlField(entry, 'Initiated') ?? '');
    if (key !== undefined && uploadId !== undefined && Number.isFinite(initiatedAt))
      uploads.push({ key, uploadId, initiatedAt });
  }
  const keyMarker = xmlField(xml, 'NextKeyMarker');
  const uploadIdMarker = xmlField(xml, 'NextUploadIdMarker');
  const truncated = xmlField(xml, 'IsTruncated') === 'true';
  return truncated && keyMarker !== undefined && uploadIdMarker !== undefined
    ? { uploads, next: { keyMarker, uploadIdMarker } }
    : { uploads };
}

/**
 * Every unfinished multipart upload of the bucket, a page at a time; undefined when the bucket
 * does not list them (`NotImplemented`), as some S3-compatible stores do not.
 */
export async function listUnfinishedUploads(
  bucket: S3Bucket,
  pageSize = 1000,
): Promise<UnfinishedUpload[] | undefined> {
  const what = 'list its unfinished uploads';
  const uploads: UnfinishedUpload[] = [];
  let next: UnfinishedUploadsPage['next'];
  do {
    const query: Record<string, string> = { uploads: '', 'max-uploads': String(pageSize) };
    if (next !== undefined) {
      query['key-marker'] = next.keyMarker;
      query['upload-id-marker'] = next.uploadIdMarker;
    }
    const response = await bucket.send(bucket.url(null, query), { method: 'GET', what });
    if (response.status === 501) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok) throw await bucket.refusal(response, what);
    const page = readUnfinishedUploadsPage(await response.text());
    uploads.push(...page.uploads);
    next = page.next;
  } while (next !== undefined);
  return uploads;
}

/**
 * Aborts the multipart uploads of keys of its own begun at least `minAgeMs` before `now`, whose
 * parts are stored (and billed) though no listing of objects shows them: uploads a killed server
 * left. Returns how many went, or undefined when the bucket cannot list them.
 */
export async function abortUnfinishedUploads(
  bucket: S3Bucket,
  now: number,
  minAgeMs: number,
  pageSize?: number,
): Promise<number | undefined> {
  const uploads = await listUnfinishedUploads(bucket, pageSize);
  if (uploads === undefined) return undefined;
  // The bucket's clock against this server's: the age's margin past any upload covers a little drift.
  const stale = uploads.filter((u) => isStorageKey(u.key) && now - u.initiatedAt >= minAgeMs);
  const what = 'abort an unfinished upload';
  for (const upload of stale) {
    const response = await bucket.send(bucket.url(upload.key, { uploadId: upload.uploadId }), {
      method: 'DELETE',
      what,
    });
    // Gone already: another server's sweep, or the upload itself, ended it first.
    if (!response.ok && response.status !== 404) throw await bucket.refusal(response, what);
    await response.body?.cancel();
  }
  return stale.length;
}
