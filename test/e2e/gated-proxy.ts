import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy to `target` that stops reading from a client once it has sent `holdAfter` bytes,
 * until `release()`: an upload through it sits part-way, so its progress can be seen and measured.
 */
export async function gatedProxy(target: string, holdAfter: number) {
  const { hostname, port } = new URL(target);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    let seen = 0;
    let held = false;
    client.on('data', (chunk) => {
      seen += chunk.length;
      upstream.write(chunk);
      if (held || seen <= holdAfter) return;
      held = true;
      client.pause();
      void released.then(() => client.resume());
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
    release: () => release(),
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}
