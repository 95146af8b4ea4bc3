import { createServer, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One request as the proxy passed it on: its line, its headers and its body. */
export interface ForwardedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A reverse proxy in front of `target`, as a deployment puts one: it adds the client's address in
 * X-Forwarded-For (`clientAddress`, which a test changes to move the browser to another network)
 * and keeps every request it passes on, bodies included.
 */
export async function forwardingProxy(target: string, port: number, clientAddress: string) {
  const { hostname, port: targetPort } = new URL(target);
  const state = { clientAddress };
  const forwarded: ForwardedRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (chunk: Buffer) => parts.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(parts);
      const headers = { ...req.headers, 'x-forwarded-for': state.clientAddress, 'x-forwarded-proto': 'http' };
      forwarded.push({ method: req.method ?? 'GET', path: req.url ?? '/', headers, body });
      const upstream = request(
        { host: hostname, port: Number(targetPort), method: req.method, path: req.url, headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      upstream.end(body);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forwarded,
    /** From now on, requests come from `address` as the server is told. */
    comeFrom(address: string): void {
      state.clientAddress = address;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
