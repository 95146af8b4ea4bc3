import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy to `target` that keeps every byte clients send through it: what the extension's
 * requests to the instance held, headers and bodies alike, as the network carried them.
 */
export async function recordingProxy(target: string) {
  const { hostname, port } = new URL(target);
  const chunks: Buffer[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => {
      chunks.push(Buffer.from(chunk));
      upstream.write(chunk);
    });
    client.on('end', () => upstream.end());
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Everything sent so far, as one buffer. */
    sent: () => Buffer.concat(chunks),
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}
