import { type S3Bucket, xmlField } from './s3-bucket.ts';

/** Every key in the bucket, a page of ListObjectsV2 (up to `pageSize` keys, S3's most by default) at a time. */
export async function listKeys(bucket: S3Bucket, pageSize = 1000): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const query: Record<string, string> = { 'list-type': '2', 'max-keys': String(pageSize) };
    if (token !== undefined) query['continuation-token'] = token;
    const response = await bucket.send(bucket.url(null, query), { method: 'GET', what: 'list its objects' });
    if (!response.ok) throw await bucket.refusal(response, 'list its objects');
    const page = await response.text();
    for (const match of page.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
      const key = xmlField(match[1] ?? '', 'Key');
      if (key !== undefined) keys.push(key);
    }
    token = xmlField(page, 'IsTruncated') === 'true' ? xmlField(page, 'NextContinuationToken') : undefined;
  } while (token !== undefined);
  return keys;
}
