type Env = Record<string, string | undefined>;

/** Where an S3-compatible bucket is and how to sign for it (`PWP__FILES__S3__*`). */
export interface ObjectStorageSettings {
  /** The `PWP__FILES__STORAGE` value, kept for messages. */
  provider: S3Provider;
  /** The service's origin (and any path before the bucket), without a trailing slash. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  /** Never logged, never put in a message. */
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
}

/** Password Pusher's S3-family `PWP__FILES__STORAGE` values, all spoken to over the S3 protocol. */
export const S3_PROVIDERS = [
  'amazon',
  'minio',
  'cloudflare_r2',
  'digitalocean_spaces',
  'backblaze_b2',
  'wasabi',
  'linode_object_storage',
  'google',
] as const;
export type S3Provider = (typeof S3_PROVIDERS)[number];

/** The endpoint a provider has without one given; the others name an account or a region in theirs. */
const DEFAULT_ENDPOINTS: Partial<Record<S3Provider, (region: string) => string>> = {
  amazon: (region) => `https://s3.${region}.amazonaws.com`,
  google: () => 'https://storage.googleapis.com',
};
/** Cloudflare R2 and Google Cloud Storage sign with the region `auto`; the rest follow Password Pusher. */
const DEFAULT_REGIONS: Partial<Record<S3Provider, string>> = { cloudflare_r2: 'auto', google: 'auto' };
const EXAMPLE_ENDPOINTS: Record<S3Provider, string> = {
  amazon: 'https://s3.us-east-1.amazonaws.com',
  minio: 'http://minio.internal:9000',
  cloudflare_r2: 'https://<account id>.r2.cloudflarestorage.com',
  digitalocean_spaces: 'https://fra1.digitaloceanspaces.com',
  backblaze_b2: 'https://s3.us-west-004.backblazeb2.com',
  wasabi: 'https://s3.eu-central-1.wasabisys.com',
  linode_object_storage: 'https://us-east-1.linodeobjects.com',
  google: 'https://storage.googleapis.com',
};

const AZURE =
  'PWP__FILES__STORAGE=microsoft: Azure Blob Storage does not speak the S3 protocol, so Secret Push ' +
  'cannot keep files in it. Keep them on an Azure Files share mounted on every server ' +
  '(PWP__FILES__STORAGE=local with FILES_DIR set to the share), or put an S3 gateway such as S3Proxy ' +
  'in front of the storage account and set PWP__FILES__STORAGE=minio with PWP__FILES__S3__ENDPOINT ' +
  'at the gateway (README: "Files on object storage").';

const BUCKET = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;

export interface FlagReader {
  flag(name: string, fallback: boolean): boolean;
}

/**
 * `PWP__FILES__STORAGE` and, for the S3 family, `PWP__FILES__S3__*`; null keeps files in FILES_DIR.
 * Each bad or missing value adds its problem, naming the setting.
 */
export function readObjectStorageSettings(
  env: Env,
  read: FlagReader,
  problems: string[],
): ObjectStorageSettings | null {
  const storage = env.PWP__FILES__STORAGE?.trim().toLowerCase() || 'local';
  if (storage === 'local') return null;
  if (storage === 'microsoft') {
    problems.push(AZURE);
    return null;
  }
  const provider = S3_PROVIDERS.find((p) => p === storage);
  if (provider === undefined) {
    problems.push(
      `PWP__FILES__STORAGE must be local or one of ${S3_PROVIDERS.join(', ')}, not "${env.PWP__FILES__STORAGE}".`,
    );
    return null;
  }
  if (env.FILES_DIR?.trim()) {
    problems.push(
      `FILES_DIR keeps files in a directory, so it cannot be set with PWP__FILES__STORAGE=${provider}: unset one of them.`,
    );
  }
  const region = env.PWP__FILES__S3__REGION?.trim() || DEFAULT_REGIONS[provider] || 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) {
    problems.push(`PWP__FILES__S3__REGION must be a region name such as us-east-1, not "${region}".`);
  }
  const endpoint = (
    env.PWP__FILES__S3__ENDPOINT?.trim() ||
    DEFAULT_ENDPOINTS[provider]?.(region) ||
    ''
  ).replace(/\/+$/, '');
  if (endpoint === '') {
    problems.push(
      `PWP__FILES__S3__ENDPOINT must be set for PWP__FILES__STORAGE=${provider}, such as ${EXAMPLE_ENDPOINTS[provider]}.`,
    );
  } else if (!isHttpUrl(endpoint)) {
    problems.push(
      // Not echoed: an address with a user in it may hold a password.
      `PWP__FILES__S3__ENDPOINT must be an http(s) address such as ${EXAMPLE_ENDPOINTS[provider]}, with no user, password or query.`,
    );
  }
  const bucket = env.PWP__FILES__S3__BUCKET?.trim() || 'pwpush-files';
  if (!BUCKET.test(bucket)) {
    problems.push(
      `PWP__FILES__S3__BUCKET must be a bucket name (lower-case letters, digits, dots, hyphens and underscores), not "${bucket}".`,
    );
  }
  const accessKeyId = env.PWP__FILES__S3__ACCESS_KEY_ID?.trim() || '';
  // Spaces may belong to a secret: only an empty one counts as unset.
  const secretAccessKey = env.PWP__FILES__S3__SECRET_ACCESS_KEY || '';
  for (const [name, value] of [
    ['PWP__FILES__S3__ACCESS_KEY_ID', accessKeyId],
    ['PWP__FILES__S3__SECRET_ACCESS_KEY', secretAccessKey],
  ] as const) {
    if (value === '') {
      problems.push(`${name} must be set for PWP__FILES__STORAGE=${provider}: the bucket's access key.`);
    }
  }
  return {
    provider,
    endpoint,
    region,
    bucket,
    accessKeyId,
    secretAccessKey,
    // MinIO serves buckets under its own address, as Password Pusher's minio storage says.
    forcePathStyle: read.flag('PWP__FILES__S3__FORCE_PATH_STYLE', provider === 'minio'),
  };
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    const plain = url.search === '' && url.hash === '' && url.username === '' && url.password === '';
    return (url.protocol === 'http:' || url.protocol === 'https:') && plain;
  } catch {
    return false;
  }
}
