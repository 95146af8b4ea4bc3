import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AwsClient } from 'aws4fetch';

/** How long the bucket may leave a download without a byte before it is given up: fetch's own default. */
export const OBJECT_IDLE_TIMEOUT_MS = 300_000;

/** The bucket had closed a kept-alive connection as the request went out on it: nothing was asked. */
class StaleConnection extends Error {}

/** One signed request sent with node:http; resolves with the answer's head, its body still to read. */
function sendOnce(signed: Request, idleTimeoutMs: number): Promise<IncomingMessage> {
  const url = new URL(signed.url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      method: signed.method,
      headers: Object.fromEntries(signed.headers),
      timeout: idleTimeoutMs,
    });
    request.once('response', resolve);
    request.once('error', (error: Error & { code?: string }) =>
      reject(request.reusedSocket && error.code === 'ECONNRESET' ? new StaleConnection() : error),
    );
    // Also while the body comes: a bucket that stops sending fails the download instead of holding it.
    request.once('timeout', () =>
      request.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })),
    );
    request.end();
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A signed GET whose body is the Node stream the socket fills. fetch copies each chunk and hands
 * it through a web stream, which the vault's decryption then read through an adapter: a download
 * through the server paid for all three on every 64 KiB. Tried again as aws4fetch does (after a
 * 5xx or 429, with doubling pauses), and at once on a kept-alive connection the bucket had closed.
 */
export async function signedObjectStream(
  client: AwsClient,
  target: string,
  headers: Headers,
  idleTimeoutMs: number,
): Promise<IncomingMessage> {
  for (let attempt = 0, stale = 0; ; attempt++) {
    const signed = await client.sign(target, { method: 'GET', headers });
    const answer = await sendOnce(signed, idleTimeoutMs).catch((error: unknown) => {
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
