import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config.ts';

const KEYS = {
  PWP__FILES__S3__ACCESS_KEY_ID: 'AKIAEXAMPLE',
  PWP__FILES__S3__SECRET_ACCESS_KEY: ' secret with spaces ',
};
const problems = (env: Record<string, string>) => {
  try {
    readConfig(env);
    return [];
  } catch (error) {
    return (error as Error).message.split('\n');
  }
};

describe('the file storage settings', () => {
  it('keeps files in FILES_DIR when PWP__FILES__STORAGE is unset or local', () => {
    expect(readConfig({}).objectStorage).toBeNull();
    expect(readConfig({ PWP__FILES__STORAGE: 'local', FILES_DIR: '/srv/files' })).toMatchObject({
      objectStorage: null,
      filesDir: '/srv/files',
    });
  });

  it("reads Password Pusher's S3 settings, with its region and bucket by default and Amazon's endpoint", () => {
    expect(readConfig({ PWP__FILES__STORAGE: 'amazon', ...KEYS }).objectStorage).toEqual({
      provider: 'amazon',
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      region: 'us-east-1',
      bucket: 'pwpush-files',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: ' secret with spaces ',
      forcePathStyle: false,
    });
    expect(
      readConfig({
        PWP__FILES__STORAGE: 'Wasabi',
        PWP__FILES__S3__ENDPOINT: 'https://s3.eu-central-1.wasabisys.com/',
        PWP__FILES__S3__REGION: 'eu-central-1',
        PWP__FILES__S3__BUCKET: 'team.secrets-1',
        PWP__FILES__S3__FORCE_PATH_STYLE: 'true',
        ...KEYS,
      }).objectStorage,
    ).toMatchObject({
      provider: 'wasabi',
      endpoint: 'https://s3.eu-central-1.wasabisys.com',
      region: 'eu-central-1',
      bucket: 'team.secrets-1',
      forcePathStyle: true,
    });
  });

  it('uses path-style addresses for MinIO unless told otherwise, as Password Pusher does', () => {
    const minio = { PWP__FILES__STORAGE: 'minio', PWP__FILES__S3__ENDPOINT: 'http://minio:9000', ...KEYS };
    expect(readConfig(minio).objectStorage?.forcePathStyle).toBe(true);
    expect(
      readConfig({ ...minio, PWP__FILES__S3__FORCE_PATH_STYLE: 'false' }).objectStorage?.forcePathStyle,
    ).toBe(false);
  });

  it('reaches Google Cloud Storage and Cloudflare R2 with the region auto, Google at its S3 endpoint', () => {
    expect(readConfig({ PWP__FILES__STORAGE: 'google', ...KEYS }).objectStorage).toMatchObject({
      endpoint: 'https://storage.googleapis.com',
      region: 'auto',
      forcePathStyle: false,
    });
    expect(
      readConfig({
        PWP__FILES__STORAGE: 'cloudflare_r2',
        PWP__FILES__S3__ENDPOINT: 'https://0123abcd.r2.cloudflarestorage.com',
        ...KEYS,
      }).objectStorage,
    ).toMatchObject({ region: 'auto' });
  });

  it('refuses Azure with what to do instead, and an unknown store with the values it takes', () => {
    const [azure] = problems({ PWP__FILES__STORAGE: 'microsoft' });
    expect(azure).toMatch(
      /^PWP__FILES__STORAGE=microsoft: Azure Blob Storage does not speak the S3 protocol/,
    );
    expect(azure).toContain('Azure Files share');
    expect(azure).toContain('S3Proxy');
    expect(problems({ PWP__FILES__STORAGE: 'dropbox' })).toEqual([
      'PWP__FILES__STORAGE must be local or one of amazon, minio, cloudflare_r2, digitalocean_spaces, ' +
        'backblaze_b2, wasabi, linode_object_storage, google, not "dropbox".',
    ]);
  });

  it('names every missing or bad S3 setting, and never the secret', () => {
    expect(problems({ PWP__FILES__STORAGE: 'digitalocean_spaces' })).toEqual([
      'PWP__FILES__S3__ENDPOINT must be set for PWP__FILES__STORAGE=digitalocean_spaces, such as https://fra1.digitaloceanspaces.com.',
      "PWP__FILES__S3__ACCESS_KEY_ID must be set for PWP__FILES__STORAGE=digitalocean_spaces: the bucket's access key.",
      "PWP__FILES__S3__SECRET_ACCESS_KEY must be set for PWP__FILES__STORAGE=digitalocean_spaces: the bucket's access key.",
    ]);
    const bad = problems({
      PWP__FILES__STORAGE: 'minio',
      PWP__FILES__S3__ENDPOINT: 'ftp://minio:21',
      PWP__FILES__S3__REGION: 'Europe West',
      PWP__FILES__S3__BUCKET: 'My_Bucket',
      PWP__FILES__S3__FORCE_PATH_STYLE: 'sometimes',
      FILES_DIR: '/srv/files',
      ...KEYS,
    });
    expect(bad).toEqual([
      'FILES_DIR keeps files in a directory, so it cannot be set with PWP__FILES__STORAGE=minio: unset one of them.',
      'PWP__FILES__S3__REGION must be a region name such as us-east-1, not "Europe West".',
      'PWP__FILES__S3__ENDPOINT must be an http(s) address such as http://minio.internal:9000, with no user, password or query.',
      'PWP__FILES__S3__BUCKET must be a bucket name (lower-case letters, digits, dots, hyphens and underscores), not "My_Bucket".',
      'PWP__FILES__S3__FORCE_PATH_STYLE must be true or false, not "sometimes".',
    ]);
    expect(bad.join('\n')).not.toContain('secret with spaces');
    const withUser = problems({
      ...KEYS,
      PWP__FILES__STORAGE: 'minio',
      PWP__FILES__S3__ENDPOINT: 'http://me:pw-123@minio:9000',
    });
    expect(withUser).toEqual([
      expect.stringMatching(/^PWP__FILES__S3__ENDPOINT must be an http\(s\) address/),
    ]);
    expect(withUser.join('\n')).not.toContain('pw-123');
  });
});
