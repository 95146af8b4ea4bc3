/**
 * Whether the client behind `signal` has left, judged after the event loop has read what already
 * waits on the sockets. A client that leaves while the server is busy has its request and its
 * leaving read in two turns: the request in one poll phase, the reset or close only in the next
 * (libuv stops reading a socket for the turn once a read comes up short). Two `setImmediate`s span
 * that next poll phase; a leaving that reaches the server later than this is not seen.
 */
export async function clientLeft(signal: AbortSignal | undefined): Promise<boolean> {
  if (signal === undefined) return false;
  if (signal.aborted) return true;
  await nextTurn();
  await nextTurn();
  return signal.aborted;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
