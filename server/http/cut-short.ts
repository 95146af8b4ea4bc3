import type { ServerResponse } from 'node:http';
import { PassThrough, Readable } from 'node:stream';
import type { Context } from 'hono';

interface NodeBindings {
  outgoing?: ServerResponse;
}

/**
 * A response body read from `source` that, when the source fails part-way, tells `onFailure` and
 * ends the connection short of the Content-Length already sent: the client sees the body
 * incomplete. Handed to the Node adapter, the failure would be logged with its stack. Under
 * app.request (tests) there is no connection, so the body's stream fails instead.
 */
export function cutShortOnFailure(
  c: Context,
  source: Readable,
  onFailure: (error: unknown) => void,
): ReadableStream {
  source.once('error', onFailure);
  const { outgoing } = (c.env ?? {}) as NodeBindings;
  if (outgoing === undefined) return Readable.toWeb(source) as ReadableStream;
  const body = new PassThrough();
  source.once('error', () => {
    outgoing.destroy();
    body.end();
  });
  // A client that leaves ends the body: the source, and what it holds open in storage, goes too.
  body.once('close', () => source.destroy());
  source.pipe(body);
  return Readable.toWeb(body) as ReadableStream;
}
