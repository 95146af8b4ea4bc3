import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy to `target` that keeps every byte a browser sends through it, request lines, headers
 * and bodies alike; `holdAfter(n)` stops reading once `n` more bytes came, until its release, so an
 * upload's progress can be seen part-way.
 */
export async function recordingProxy(target: string) {
  const { hostname, port } = new URL(target);
  const sent: Buffer[] = [];
  const sockets = new Set<Socket>();
  let seen = 0;
  let gate: { at: number; open: Promise<void> } | undefined;
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => {
      sent.push(chunk);
      seen += chunk.length;
      upstream.write(chunk);
      if (gate === undefined || seen < gate.at) return;
      client.pause();
      void gate.open.then(() => client.resume());
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
    sent: () => Buffer.concat(sent),
    /** Holds what clients send after `bytes` more; the returned function lets it go. */
    holdAfter(bytes: number): () => void {
      let release: () => void = () => {};
      gate = { at: seen + bytes, open: new Promise<void>((resolve) => (release = resolve)) };
      return () => {
        gate = undefined;
        release();
      };
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}
