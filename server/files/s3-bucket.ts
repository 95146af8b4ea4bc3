import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import type { ObjectStorageSettings } from './object-storage-settings.ts';
import { OBJECT_IDLE_TIMEOUT_MS, signedNodeRequest } from './s3-object-stream.ts';

/** A refusal or failure the bucket answered with; its message names no key, secret or file. */
export class ObjectStorageError extends Error {
  override name = 'ObjectStorageError';
  constructor(
    message: string,
    /** The HTTP status, or 0 when the bucket could not be reached at all. */
    readonly status: number,
    /** The S3 error code, such as `SignatureDoesNotMatch` or `NoSuchBucket`, when one was given. */
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

export interface BucketOptions {
  /** Tries again after a 5xx or 429 answer this many times (aws4fetch's backoff). */
  retries?: number;
  /** The first pause before trying again; each later one doubles. */
  retryDelayMs?: number;
  /** A download the bucket sends no byte of for this long fails (fetch's default: five minutes). */
  idleTimeoutMs?: number;
}

/** A Node answer's headers as web Headers (a repeated header joined, as fetch does). */
function answerHeaders(answer: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/** The text of the first `<tag>` in an S3 XML answer, its five entities decoded. */
export function xmlField(xml: string, tag: string): string | undefined {
  const found = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];
  return found
    ?.replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}

/**
 * Signed requests to one bucket, path-style or virtual-hosted. Signed with aws4fetch: it sends no
 * checksum headers, so stores that refuse the AWS SDK's CRC32 trailers take these requests.
 */
export function s3Bucket(settings: ObjectStorageSettings, options: BucketOptions = {}) {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    retries: options.retries ?? 3,
    initRetryMs: options.retryDelayMs ?? 100,
  });
  const endpoint = new URL(settings.endpoint);
  const base = settings.forcePathStyle
    ? `${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${settings.bucket}`
    : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, '')}`;

  /** The URL of the bucket (no key) or of one object, with a query. */
  function url(key: string | null, query: Record<string, string> = {}): string {
    const search = new URLSearchParams(query).toString();
    // The bucket's own URL has no trailing slash: signatures are checked over `/bucket`, not `/bucket/`.
    return `${base}${key === null ? '' : `/${encodeURIComponent(key)}`}${search === '' ? '' : `?${search}`}`;
  }

  /** The bucket could not be reached at all: what the request was for, and the network's own code. */
  function unreachable(error: unknown, what: string): ObjectStorageError {
    const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string; message?: string };
    return new ObjectStorageError(
      `The bucket at ${endpoint.origin} could not be reached to ${what} (${cause.code ?? cause.message ?? (error as Error).message}).`,
      0,
      cause.code,
    );
  }

  /** The signed digest of a body, as every SigV4 store checks, rather than UNSIGNED-PAYLOAD. */
  const payloadHash = (body: Buffer | string | undefined) =>
    createHash('sha256')
      .update(body ?? '')
      .digest('hex');

  /**
   * Sends a signed request; a bucket that cannot be reached is an ObjectStorageError with status 0.
   * Its answer is a web Response whose body is the socket's own stream (s3-object-stream.ts).
   */
  async function send(
    target: string,
    init: { method: string; headers?: Record<string, string>; body?: Buffer | string; what: string },
  ): Promise<Response> {
    const answer = await nodeRequest(target, init);
    // A web Response must have no body for these statuses; what came is read and dropped.
    const bodiless = init.method === 'HEAD' || answer.statusCode === 204 || answer.statusCode === 304;
    if (bodiless) answer.resume();
    return new Response(bodiless ? null : (Readable.toWeb(answer) as ReadableStream), {
      status: answer.statusCode ?? 0,
      headers: answerHeaders(answer),
    });
  }

  async function nodeRequest(
    target: string,
    init: { method: string; headers?: Record<string, string>; body?: Buffer | string; what: string },
  ): Promise<IncomingMessage> {
    const headers = new Headers(init.headers);
    headers.set('x-amz-content-sha256', payloadHash(init.body));
    try {
      return await signedNodeRequest(
        client,
        target,
        { method: init.method, headers, body: init.body },
        options.idleTimeoutMs ?? OBJECT_IDLE_TIMEOUT_MS,
      );
    } catch (error) {
      throw unreachable(error, init.what);
    }
  }

  /** A signed GET answered as a Node stream (see s3-object-stream.ts); unreachable as `send`. */
  const getStream = (target: string, what: string): Promise<IncomingMessage> =>
    nodeRequest(target, { method: 'GET', what });

  /** The error a refusing answer stands for, read from its XML body. */
  async function refusal(response: Response, what: string): Promise<ObjectStorageError> {
    const body = await response.text().catch(() => '');
    const code = xmlField(body, 'Code');
    const detail = xmlField(body, 'Message');
    return new ObjectStorageError(
      `The bucket refused to ${what}: ${response.status}${code === undefined ? '' : ` ${code}`}` +
        `${detail === undefined ? '' : ` (${detail})`}.`,
      response.status,
      code,
    );
  }

  return { url, send, getStream, refusal, origin: endpoint.origin };
}

export type S3Bucket = ReturnType<typeof s3Bucket>;
