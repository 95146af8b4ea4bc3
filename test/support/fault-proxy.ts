import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

/** Which way the bytes a cut counts go: requests to the target, or its answers. */
export type Direction = 'up' | 'down';

/**
 * A TCP proxy on loopback to `target` (a real bucket) that can take it away: `refuse()` ends every
 * connection and each new one at once, as a bucket that went down, until `restore()`;
 * `cutAfter(n, way)` ends the connection that carries the n-th byte from now one way, once, as a
 * network cut mid-transfer, and lets the next connections through. It keeps each request line it
 * saw go up, so a test can tell which calls reached the bucket.
 */
export async function faultProxy(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const requestLines: string[] = [];
  let refusing = false;
  let cut: { left: number; way: Direction; done: () => void } | undefined;

  const count = (way: Direction, bytes: number, pair: () => void) => {
    if (cut === undefined || cut.way !== way) return;
    cut.left -= bytes;
    if (cut.left > 0) return;
    const { done } = cut;
    cut = undefined;
    pair();
    done();
  };
  const server = createServer((client) => {
    if (refusing) return void client.destroy();
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('data', (chunk: Buffer) => {
      const line = /^(GET|PUT|POST|DELETE|HEAD) \S+/.exec(chunk.toString('latin1', 0, 300))?.[0];
      if (line !== undefined) requestLines.push(line);
      upstream.write(chunk);
      count('up', chunk.length, close);
    });
    upstream.on('data', (chunk: Buffer) => {
      client.write(chunk);
      count('down', chunk.length, close);
    });
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
    client.on('error', close);
    upstream.on('error', close);
    client.on('close', close);
    upstream.on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Every request line that went up (`PUT /bucket/key?partNumber=1&uploadId=...`), oldest first. */
    requestLines: () => [...requestLines],
    refuse() {
      refusing = true;
      endAll();
    },
    restore() {
      refusing = false;
    },
    /** Resolves once the cut was made. */
    cutAfter(bytes: number, way: Direction): Promise<void> {
      return new Promise((resolve) => {
        cut = { left: bytes, way, done: resolve };
      });
    },
    close: async () => {
      endAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FaultProxy = Awaited<ReturnType<typeof faultProxy>>;
