import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';

interface NodeBindings {
  outgoing?: ServerResponse;
}

/**
 * A 200 answer whose body is read from `source` that, when the source fails part-way, tells
 * `onFailure` and ends the connection short of the Content-Length already sent: the client sees
 * the body incomplete. Handed to the Node adapter, the failure would be logged with its stack.
 * Behind a socket the source is piped into the Node response itself: a web stream between them
 * cost a hand-off per chunk. Under app.request (tests) there is no connection, so the body's
 * stream fails instead.
 */
export function answerCutShortOnFailure(
  c: Context,
  source: Readable,
  headers: Record<string, string>,
  onFailure: (error: unknown) => void,
): Response {
  source.once('error', onFailure);
  const { outgoing } = (c.env ?? {}) as NodeBindings;
  if (outgoing === undefined) return c.body(Readable.toWeb(source) as ReadableStream, 200, headers);
  // The client may have left while storage was being asked: nothing will read, so nothing stays open.
  if (outgoing.destroyed) {
    source.destroy();
    return RESPONSE_ALREADY_SENT;
  }
  source.once('error', () => outgoing.destroy());
  // A client that leaves closes the response: the source, and what it holds open in storage, goes too.
  outgoing.once('close', () => source.destroy());
  outgoing.writeHead(200, headers);
  source.pipe(outgoing);
  return RESPONSE_ALREADY_SENT;
}
