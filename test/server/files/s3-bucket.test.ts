import { describe, expect, it } from 'vitest';
import { s3Bucket, xmlField } from '../../../server/files/s3-bucket.ts';
import { s3FileStorage } from '../../../server/files/s3-file-storage.ts';
import { scriptedBucket } from '../../support/scripted-bucket.ts';

const settings = {
  provider: 'amazon' as const,
  endpoint: 'https://objects.example.com/store',
  region: 'eu-west-1',
  bucket: 'push-files',
  accessKeyId: 'AKIAEXAMPLE',
  secretAccessKey: 'secret',
  forcePathStyle: false,
};

describe('addressing a bucket', () => {
  it('puts the bucket in the host name, or in the path when path style is on, keys after it', () => {
    expect(s3Bucket(settings).url('a.bin')).toBe('https://push-files.objects.example.com/store/a.bin');
    expect(s3Bucket({ ...settings, forcePathStyle: true }).url('a.bin')).toBe(
      'https://objects.example.com/store/push-files/a.bin',
    );
    expect(s3Bucket({ ...settings, forcePathStyle: true }).url(null, { 'list-type': '2' })).toBe(
      'https://objects.example.com/store/push-files?list-type=2',
    );
  });

  it('reads a field of an S3 answer with its entities decoded', () => {
    const xml =
      '<Error><Code>NoSuchKey</Code><Message>a &lt;key&gt; &amp; &quot;more&quot;</Message></Error>';
    expect(xmlField(xml, 'Code')).toBe('NoSuchKey');
    expect(xmlField(xml, 'Message')).toBe('a <key> & "more"');
    expect(xmlField(xml, 'RequestId')).toBeUndefined();
  });
});

describe('listing a bucket', () => {
  // The test server cannot make continuation tokens on this Node (its cipher is gone from OpenSSL 3),
  // so a bucket that answers in pages stands in for one.
  it('follows the continuation of a listing page after page, keeping only keys of its own', async () => {
    const asked: (string | null)[] = [];
    const page = (keys: string[], next?: string) =>
      `<ListBucketResult>${keys.map((k) => `<Contents><Key>${k}</Key><Size>1</Size></Contents>`).join('')}` +
      `<IsTruncated>${next !== undefined}</IsTruncated>` +
      `${next === undefined ? '' : `<NextContinuationToken>${next}</NextContinuationToken>`}</ListBucketResult>`;
    const bucket = await scriptedBucket(({ url }) => {
      expect([url.pathname, url.searchParams.get('list-type'), url.searchParams.get('max-keys')]).toEqual([
        '/store/push-files',
        '2',
        '2',
      ]);
      const token = url.searchParams.get('continuation-token');
      asked.push(token);
      if (token === null) return { status: 200, body: page(['a.bin', 'a.meta'], 'token+1/&=') };
      if (token === 'token+1/&=') return { status: 200, body: page(['b.bin', 'folder/other'], 't2') };
      return { status: 200, body: page(['c.gone']) };
    });
    const storage = s3FileStorage(
      { ...settings, endpoint: `${bucket.endpoint}/store`, forcePathStyle: true },
      { listPageSize: 2 },
    );
    try {
      expect(await storage.list()).toEqual(['a.bin', 'a.meta', 'b.bin', 'c.gone']);
    } finally {
      await bucket.stop();
    }
    expect(asked).toEqual([null, 'token+1/&=', 't2']);
  });
});
