import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

/**
 * Aborts once the request's client has gone before its answer: its connection reset or closed, or
 * its sending side ended (Node answers nothing on a half-closed connection). The request's own
 * signal notices the first two only when the socket is torn down, a turn or two later.
 */
export function clientGoneSignal(c: Context): AbortSignal {
  const requestSignal = c.req.raw.signal;
  const { incoming, outgoing } = (c.env ?? {}) as NodeBindings;
  const socket = incoming?.socket;
  // app.request (tests) has no socket: the request's signal is all there is.
  if (socket === undefined || socket === null) return requestSignal;
  const gone = new AbortController();
  const leave = () => gone.abort(new Error('The client has gone.'));
  if (socket.destroyed || socket.readableEnded) leave();
  else {
    socket.once('end', leave);
    socket.once('close', leave);
    // A kept-alive socket serves many requests: each one's listeners go when its answer is done.
    outgoing?.once('close', () => {
      socket.off('end', leave);
      socket.off('close', leave);
    });
  }
  return AbortSignal.any([requestSignal, gone.signal]);
}
