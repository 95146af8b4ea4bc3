import { createServer, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

/** One request as it reached the scripted bucket. */
export interface BucketCall {
  method: string;
  /** Its path and query, on the scripted bucket's own origin. */
  url: URL;
  headers: IncomingHttpHeaders;
  /** How many bytes its body had. */
  bodyBytes: number;
}

/** An answer the script gives itself; undefined passes the request on to the real bucket. */
export type BucketAnswer = { status: number; body?: string } | undefined;

/**
 * An HTTP server on loopback standing where a bucket is: each request is shown to `script`, which
 * answers it (a refusal, a page of a listing) or lets it through, whole and with the headers it
 * was signed with, to the real S3-compatible server at `forwardTo`. The client under test talks to
 * it over a real socket, as it talks to a bucket, so whatever it sends requests with is tested.
 */
export async function scriptedBucket(
  script: (call: BucketCall) => BucketAnswer | Promise<BucketAnswer>,
  forwardTo?: string,
) {
  const calls: BucketCall[] = [];
  const target = forwardTo === undefined ? undefined : new URL(forwardTo);
  const server = createServer(async (incoming, outgoing) => {
    const body = await buffer(incoming);
    const call: BucketCall = {
      method: incoming.method ?? 'GET',
      url: new URL(incoming.url ?? '/', 'http://bucket.invalid'),
      headers: incoming.headers,
      bodyBytes: body.length,
    };
    calls.push(call);
    const answer = await script(call);
    if (answer !== undefined || target === undefined) {
      const { status, body: text = '' } = answer ?? {
        status: 501,
        body: '<Error><Code>NotImplemented</Code></Error>',
      };
      outgoing
        .writeHead(status, { 'content-type': 'application/xml' })
        .end(incoming.method === 'HEAD' ? undefined : text);
      return;
    }
    // The Host header goes on unchanged: the request's signature covers it.
    const onward = request(
      {
        host: target.hostname,
        port: target.port,
        method: call.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answered) => {
        outgoing.writeHead(answered.statusCode ?? 502, answered.headers);
        answered.pipe(outgoing);
      },
    );
    onward.once('error', () => outgoing.destroy());
    onward.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Every request that reached it, oldest first. */
    calls,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type ScriptedBucket = Awaited<ReturnType<typeof scriptedBucket>>;
