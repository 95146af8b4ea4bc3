import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AwsClient } from 'aws4fetch';

/** How long the bucket may leave a download without a byte before it is given up: fetch's own default. */
export const OBJECT_IDLE_TIMEOUT_MS = 300_000;

/** The bucket had closed a kept-alive connection as the request went out on it: nothing was asked. */
class StaleConnection extends Error {}

/** One signed request sent with node:http; resolves with the answer's head, its body still to read. */
function sendOnce(
  signed: Request,
  idleTimeoutMs: number,
  body: Buffer | undefined,
): Promise<IncomingMessage> {
  const url = new URL(signed.url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      method: signed.method,
      headers: Object.fromEntries(signed.headers),
      timeout: idleTimeoutMs,
    });
    request.once('response', resolve);
    // Only a request without a body is sent again: one cut while its body went may have been a
    // real fault of the network, which the upload answers by failing whole rather than by a retry.
    request.once('error', (error: Error & { code?: string }) =>
      reject(
        request.reusedSocket && error.code === 'ECONNRESET' && body === undefined
          ? new StaleConnection()
          : error,
      ),
    );
    // Also while the body comes: a bucket that stops sending fails the download instead of holding it.
    request.once('timeout', () =>
      request.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })),
    );
    request.end(body);
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A signed request sent with node:http, its answer's body the Node stream the socket fills. fetch
 * copies each chunk of a download and hands it through a web stream, which the vault's decryption
 * then read through an adapter: a download through the server paid for all three on every 64 KiB.
 * And fetch copies a body it is given, a whole part of an upload each time: 5 MiB that outlive the
 * part's sending, so the server's young collections could not free them. node:http writes the
 * caller's buffer as it is. Tried again as aws4fetch does (after a 5xx or 429, with doubling
 * pauses), and at once on a kept-alive connection the bucket had closed.
 */
export async function signedNodeRequest(
  client: AwsClient,
  target: string,
  init: { method: string; headers: Headers; body?: Buffer | string },
  idleTimeoutMs: number,
): Promise<IncomingMessage> {
  const body = typeof init.body === 'string' ? Buffer.from(init.body) : init.body;
  if (body !== undefined) init.headers.set('content-length', String(body.length));
  for (let attempt = 0, stale = 0; ; attempt++) {
    // Signed over the headers alone: the body's digest is in x-amz-content-sha256, set by the caller.
    const signed = await client.sign(target, { method: init.method, headers: init.headers });
    const answer = await sendOnce(signed, idleTimeoutMs, body).catch((error: unknown) => {
      if (error instanceof StaleConnection && stale++ === 0) return undefined;
      throw error;
    });
    if (answer === undefined) continue;
    const status = answer.statusCode ?? 0;
    if (attempt >= client.retries || (status < 500 && status !== 429)) return answer;
    answer.resume();
    await wait(Math.random() * client.initRetryMs * 2 ** attempt);
  }
}
