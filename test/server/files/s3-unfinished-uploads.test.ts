import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { s3Bucket, xmlField } from '../../../server/files/s3-bucket.ts';
import { s3FileStorage } from '../../../server/files/s3-file-storage.ts';
import {
  listUnfinishedUploads,
  readUnfinishedUploadsPage,
} from '../../../server/files/s3-unfinished-uploads.ts';
import { type S3TestServer, startS3TestServer } from '../../support/s3-test-server.ts';
import { type ScriptedBucket, scriptedBucket } from '../../support/scripted-bucket.ts';

const settings = {
  provider: 'amazon' as const,
  endpoint: 'https://objects.example.com',
  region: 'eu-west-1',
  bucket: 'push-files',
  accessKeyId: 'AKIAEXAMPLE',
  secretAccessKey: 'secret',
  forcePathStyle: true,
};

/** The ListMultipartUploads answer of Amazon S3's API reference, as it was sent. */
const RECORDED_PAGE = `<?xml version="1.0" encoding="UTF-8"?>
<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <Bucket>bucket</Bucket>
  <KeyMarker></KeyMarker>
  <UploadIdMarker></UploadIdMarker>
  <NextKeyMarker>my-movie.m2ts</NextKeyMarker>
  <NextUploadIdMarker>YW55IGlkZWEgd2h5IGVsdmluZydzIHVwbG9hZCBmYWlsZWQ</NextUploadIdMarker>
  <MaxUploads>3</MaxUploads>
  <IsTruncated>true</IsTruncated>
  <Upload>
    <Key>my-divisor</Key>
    <UploadId>XMgbGlrZSBlbHZpbmcncyBub3QgaGF2aW5nIG11Y2ggbHVjaw</UploadId>
    <Initiator>
      <ID>arn:aws:iam::111122223333:user/user1-11111a31-17b5-4fb7-9df5-b111111f13de</ID>
      <DisplayName>user1-11111a31-17b5-4fb7-9df5-b111111f13de</DisplayName>
    </Initiator>
    <Owner>
      <ID>75aa57f09aa0c8caeab4f8c24e99d10f8e7faeebf76c078efc7c6caea54ba06a</ID>
      <DisplayName>OwnerDisplayName</DisplayName>
    </Owner>
    <StorageClass>STANDARD</StorageClass>
    <Initiated>2010-11-10T20:48:33.000Z</Initiated>
  </Upload>
  <Upload>
    <Key>my-movie.m2ts</Key>
    <UploadId>VXBsb2FkIElEIGZvciBlbHZpbmcncyBteS1tb3ZpZS5tMnRzIHVwbG9hZA</UploadId>
    <Initiator>
      <ID>b1d16700c70b0b05597d7acd6a3f92be</ID>
      <DisplayName>InitiatorDisplayName</DisplayName>
    </Initiator>
    <Owner>
      <ID>b1d16700c70b0b05597d7acd6a3f92be</ID>
      <DisplayName>OwnerDisplayName</DisplayName>
    </Owner>
    <StorageClass>STANDARD</StorageClass>
    <Initiated>2010-11-10T20:48:33.000Z</Initiated>
  </Upload>
  <Upload>
    <Key>my-movie.m2ts</Key>
    <UploadId>YW55IGlkZWEgd2h5IGVsdmluZydzIHVwbG9hZCBmYWlsZWQ</UploadId>
    <Initiator>
      <ID>arn:aws:iam::444455556666:user/user1-22222a31-17b5-4fb7-9df5-b222222f13de</ID>
      <DisplayName>user1-22222a31-17b5-4fb7-9df5-b222222f13de</DisplayName>
    </Initiator>
    <Owner>
      <ID>b1d16700c70b0b05597d7acd6a3f92be</ID>
      <DisplayName>OwnerDisplayName</DisplayName>
    </Owner>
    <StorageClass>STANDARD</StorageClass>
    <Initiated>2010-11-10T20:49:33.000Z</Initiated>
  </Upload>
</ListMultipartUploadsResult>`;

const upload = (key: string, uploadId: string, initiated: string) =>
  `<Upload><Key>${key}</Key><UploadId>${uploadId}</UploadId><Initiated>${initiated}</Initiated></Upload>`;
const page = (uploads: string[], next?: [string, string]) =>
  `<ListMultipartUploadsResult><IsTruncated>${next !== undefined}</IsTruncated>` +
  (next === undefined
    ? ''
    : `<NextKeyMarker>${next[0]}</NextKeyMarker><NextUploadIdMarker>${next[1]}</NextUploadIdMarker>`) +
  `${uploads.join('')}</ListMultipartUploadsResult>`;

describe('unfinished multipart uploads of a bucket', () => {
  const buckets: ScriptedBucket[] = [];
  afterEach(async () => {
    await Promise.all(buckets.splice(0).map((b) => b.stop()));
  });

  it("reads each upload's key, id and start, and where the next page starts, from a recorded answer", () => {
    expect(readUnfinishedUploadsPage(RECORDED_PAGE)).toEqual({
      uploads: [
        {
          key: 'my-divisor',
          uploadId: 'XMgbGlrZSBlbHZpbmcncyBub3QgaGF2aW5nIG11Y2ggbHVjaw',
          initiatedAt: Date.UTC(2010, 10, 10, 20, 48, 33),
        },
        {
          key: 'my-movie.m2ts',
          uploadId: 'VXBsb2FkIElEIGZvciBlbHZpbmcncyBteS1tb3ZpZS5tMnRzIHVwbG9hZA',
          initiatedAt: Date.UTC(2010, 10, 10, 20, 48, 33),
        },
        {
          key: 'my-movie.m2ts',
          uploadId: 'YW55IGlkZWEgd2h5IGVsdmluZydzIHVwbG9hZCBmYWlsZWQ',
          initiatedAt: Date.UTC(2010, 10, 10, 20, 49, 33),
        },
      ],
      next: { keyMarker: 'my-movie.m2ts', uploadIdMarker: 'YW55IGlkZWEgd2h5IGVsdmluZydzIHVwbG9hZCBmYWlsZWQ' },
    });
    expect(readUnfinishedUploadsPage(page([]))).toEqual({ uploads: [] });
  });

  it('lists page after page and aborts only the uploads of its own keys begun at least the age ago', async () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    const minutesAgo = (m: number) => new Date(now - m * 60_000).toISOString();
    const asked: (string | null)[][] = [];
    const aborted: string[] = [];
    const bucket = await scriptedBucket(({ method, url }) => {
      if (method === 'DELETE') {
        aborted.push(`${url.pathname} ${url.searchParams.get('uploadId')}`);
        // The second one was ended meanwhile, by another server or by its own upload.
        return { status: url.searchParams.get('uploadId') === 'old-2' ? 404 : 204 };
      }
      expect([url.pathname, url.searchParams.has('uploads'), url.searchParams.get('max-uploads')]).toEqual([
        '/push-files',
        true,
        '2',
      ]);
      const markers = [url.searchParams.get('key-marker'), url.searchParams.get('upload-id-marker')];
      asked.push(markers);
      if (markers[0] === null)
        return {
          status: 200,
          body: page(
            [
              upload('AAAAAAAAAAAAAAAAAAAAAA.bin', 'old-1', minutesAgo(60)),
              upload('folder/x', 'x', minutesAgo(60)),
            ],
            ['folder/x', 'x+1/&='],
          ),
        };
      if (markers[1] === 'x+1/&=')
        return {
          status: 200,
          body: page(
            [
              upload('BBBBBBBBBBBBBBBBBBBBBB.bin', 'old-2', minutesAgo(11)),
              upload('CCCCCCCCCCCCCCCCCCCCCC.bin', 'in-flight', minutesAgo(9)),
            ],
            ['CCCCCCCCCCCCCCCCCCCCCC.bin', 'in-flight'],
          ),
        };
      return { status: 200, body: page([]) };
    });
    buckets.push(bucket);
    const storage = s3FileStorage(
      { ...settings, endpoint: bucket.endpoint },
      { listPageSize: 2, now: () => now },
    );
    expect(await storage.removeUnfinishedUploads?.(10 * 60_000)).toBe(2);
    expect(asked).toEqual([
      [null, null],
      ['folder/x', 'x+1/&='],
      ['CCCCCCCCCCCCCCCCCCCCCC.bin', 'in-flight'],
    ]);
    expect(aborted).toEqual([
      '/push-files/AAAAAAAAAAAAAAAAAAAAAA.bin old-1',
      '/push-files/BBBBBBBBBBBBBBBBBBBBBB.bin old-2',
    ]);
  });

  it('fails with what the bucket said when it refuses the listing', async () => {
    const bucket = await scriptedBucket(() => ({
      status: 403,
      body: '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
    }));
    buckets.push(bucket);
    const storage = s3FileStorage({ ...settings, endpoint: bucket.endpoint }, { retries: 0 });
    await expect(storage.removeUnfinishedUploads?.(0)).rejects.toThrow(
      'The bucket refused to list its unfinished uploads: 403 AccessDenied (Access Denied).',
    );
  });

  it('tells that it cannot list them when the bucket does not implement the listing, as the test server does by itself', async () => {
    const server = await startS3TestServer(['unlisted']);
    try {
      expect(await s3FileStorage(server.settings('unlisted')).removeUnfinishedUploads?.(0)).toBeUndefined();
    } finally {
      await server.stop();
    }
  });

  it('aborts the old ones on the test server taught to list them, page by page, and leaves a younger one that still takes its parts', async () => {
    const server = await startS3TestServer(['listed'], { listsUnfinishedUploads: true });
    try {
      const bucket = s3Bucket(server.settings('listed'));
      const begin = async (key: string, ageMs: number) => {
        const started = await bucket.send(bucket.url(key, { uploads: '' }), {
          method: 'POST',
          what: 'begin',
        });
        const uploadId = xmlField(await started.text(), 'UploadId') ?? '';
        const at = new Date(Date.now() - ageMs);
        await utimes(join(server.directory, 'listed', '._S3rver_uploads', uploadId, 'key'), at, at);
        return uploadId;
      };
      await begin('AAAAAAAAAAAAAAAAAAAAAA.bin', 20 * 60_000);
      await begin('BBBBBBBBBBBBBBBBBBBBBB.bin', 11 * 60_000);
      const young = await begin('CCCCCCCCCCCCCCCCCCCCCC.bin', 60_000);
      const storage = s3FileStorage(server.settings('listed'), { listPageSize: 1 });
      expect(await storage.removeUnfinishedUploads?.(10 * 60_000)).toBe(2);
      expect((await listUnfinishedUploads(bucket))?.map((u) => [u.key, u.uploadId])).toEqual([
        ['CCCCCCCCCCCCCCCCCCCCCC.bin', young],
      ]);
      expect(await storage.removeUnfinishedUploads?.(10 * 60_000)).toBe(0);
      const part = await bucket.send(
        bucket.url('CCCCCCCCCCCCCCCCCCCCCC.bin', { partNumber: '1', uploadId: young }),
        {
          method: 'PUT',
          body: Buffer.from('the last part'),
          what: 'store a part',
        },
      );
      expect(part.status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('is refused by the test server taught to list them when the request is signed with another key', async () => {
    const server: S3TestServer = await startS3TestServer(['signed'], { listsUnfinishedUploads: true });
    try {
      const wrong = s3Bucket({ ...server.settings('signed'), secretAccessKey: 'not-the-key' });
      await expect(listUnfinishedUploads(wrong)).rejects.toThrow(/403 SignatureDoesNotMatch/);
    } finally {
      await server.stop();
    }
  });
});
