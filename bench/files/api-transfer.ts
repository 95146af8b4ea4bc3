import { randomBytes } from 'node:crypto';
import { type IncomingMessage, request } from 'node:http';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import type { PushJson } from '../../shared/wire.ts';
import { digestOf, type FileContent } from './file-content.ts';

/** A transfer's time and what arrived at its end. */
export interface Timed {
  ms: number;
  /** SHA-256 of what was read back (a download), hex; undefined for an upload. */
  digest?: string;
  bytes?: number;
}

/** The file as one `push[files][]` part of a multipart body, streamed from the content's chunks. */
async function* multipartBody(content: FileContent, boundary: string): AsyncGenerator<Buffer> {
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="push[files][]"; filename="bench.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  yield* content.chunks();
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

/**
 * One request with node:http rather than fetch: the client's own cost per chunk is the smallest
 * Node has, so what is timed is the server.
 */
function send(
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: AsyncIterable<Buffer> },
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method, headers: init.headers }, resolve);
    req.once('error', reject);
    if (init.body === undefined) req.end();
    else pipeline(Readable.from(init.body), req).catch(reject);
  });
}

/** Pushes the content as a file through `POST /api/v2/pushes`; resolves with the time to the 201 and the push's token. */
export async function uploadThroughApi(
  baseUrl: string,
  apiToken: string,
  content: FileContent,
): Promise<Timed & { pushToken: string }> {
  const boundary = `bench${randomBytes(12).toString('hex')}`;
  const started = performance.now();
  const response = await send(`${baseUrl}/api/v2/pushes`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${apiToken}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body: multipartBody(content, boundary),
  });
  const answer = await text(response);
  const ms = performance.now() - started;
  if (response.statusCode !== 201)
    throw new Error(`The upload was answered ${response.statusCode}: ${answer}`);
  return { ms, pushToken: (JSON.parse(answer) as PushJson).url_token };
}

/** Opens the push (one view) and downloads its file, hashing it as it comes: the download alone is timed. */
export async function downloadThroughApi(baseUrl: string, pushToken: string): Promise<Timed> {
  const viewed = await fetch(`${baseUrl}/api/v2/pushes/${pushToken}`);
  const push = (await viewed.json()) as PushJson;
  const link = push.files?.[0]?.url;
  if (link === undefined) throw new Error(`The push was answered ${viewed.status} without a file link.`);
  const started = performance.now();
  const download = await send(link, { method: 'GET' });
  if (download.statusCode !== 200) {
    download.resume();
    throw new Error(`The download was answered ${download.statusCode}.`);
  }
  const read = await digestOf(download);
  return { ms: performance.now() - started, ...read };
}
