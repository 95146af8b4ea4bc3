import { connect, type Socket } from 'node:net';

export interface RawExchange {
  socket: Socket;
  /** Everything the server sent until it closed the connection (empty for a client that left). */
  answer: Promise<string>;
}

/**
 * Opens a connection and hands the whole request (headers and body) to the kernel. Resolves once it
 * is written, not answered: a server that is not running yet still gets it, queued by the kernel.
 */
export async function sendRaw(origin: string, request: string): Promise<RawExchange> {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => {});
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  const answer = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  await new Promise<void>((resolve, reject) =>
    socket.write(request, (error) => (error ? reject(error) : resolve())),
  );
  return { socket, answer };
}

/** A GET as a client sends it, closing the connection after the answer. */
export const rawGet = (path: string, headers: Record<string, string> = {}) =>
  [`GET ${path} HTTP/1.1`, 'Host: push.test', 'Connection: close', ...headerLines(headers), '', ''].join(
    '\r\n',
  );

/** A form POST as a browser sends it, closing the connection after the answer. */
export function rawFormPost(
  path: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const body = new URLSearchParams(form).toString();
  return [
    `POST ${path} HTTP/1.1`,
    'Host: push.test',
    'Connection: close',
    'Content-Type: application/x-www-form-urlencoded',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...headerLines(headers),
    '',
    body,
  ].join('\r\n');
}

const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers).map(([name, value]) => `${name}: ${value}`);

/** How a client leaves before its answer: a reset (RST), or an ordinary close of its side (FIN). */
export type Leaving = 'reset' | 'close';

export function leave(socket: Socket, how: Leaving): void {
  if (how === 'reset') socket.resetAndDestroy();
  else socket.destroy();
}
