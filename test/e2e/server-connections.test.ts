import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer, tempDataDir } from '../support/server-process.ts';

const servers: RunningServer[] = [];
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) await server.stop('SIGKILL');
});

async function serverWith(env: Record<string, string>): Promise<RunningServer> {
  const server = await startServer(tempDataDir(), env);
  servers.push(server);
  return server;
}

/** A raw connection to the server, with everything it answers and whether the server has closed it. */
async function rawConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  sockets.push(socket);
  const state = { received: '', closed: false };
  socket.on('data', (chunk) => {
    state.received += chunk.toString();
  });
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      state.closed = true;
      resolve();
    }),
  );
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, state, closed };
}

/** Resolves when `done` does; rejects when it has not after `ms` (far beyond the deadlines tested). */
const within = (done: Promise<void>, ms: number) =>
  Promise.race([
    done,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms)),
  ]);

describe('connection deadlines and cap of the real server', () => {
  it('drops a connection whose body trickles in past the request deadline, and one that sends nothing', async () => {
    const server = await serverWith({ HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2' });
    const slow = await rawConnection(server.url);
    slow.socket.write(
      'POST /api/v2/pushes HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{',
    );
    // One byte every 200 ms: never idle, never finished.
    const drip = setInterval(() => slow.socket.writable && slow.socket.write(' '), 200);
    const idle = await rawConnection(server.url);
    try {
      await within(
        Promise.all([slow.closed, idle.closed]).then(() => undefined),
        20_000,
      );
    } finally {
      clearInterval(drip);
    }
    expect(slow.state.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(idle.state.closed).toBe(true);
    // The server goes on answering everyone else.
    expect((await fetch(`${server.url}/api/v2/version`)).status).toBe(200);
  }, 40_000);

  it('closes connections past MAX_CONNECTIONS as they arrive, and serves again once there is room', async () => {
    const server = await serverWith({
      MAX_CONNECTIONS: '3',
      HEADERS_TIMEOUT_SECONDS: '30',
      REQUEST_TIMEOUT_SECONDS: '30',
    });
    const held = [];
    for (let i = 0; i < 3; i++) {
      const held1 = await rawConnection(server.url);
      // A request started and never finished keeps its connection busy.
      held1.socket.write('GET /api/v2/version HTTP/1.1\r\nHost: x\r\n');
      held.push(held1);
    }
    // Let the server accept the three before the fourth arrives.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const extra = await rawConnection(server.url);
    extra.socket.write('GET /api/v2/version HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    await within(extra.closed, 10_000);
    expect(extra.state.received).toBe('');
    expect(held.map((h) => h.state.closed)).toEqual([false, false, false]);

    for (const h of held) h.socket.destroy();
    await Promise.all(held.map((h) => h.closed));
    await expect.poll(async () => (await fetch(`${server.url}/api/v2/version`)).status).toBe(200);
  }, 40_000);

  it('throttles one client past PWP__THROTTLING__SECOND with 429 and Retry-After, but never GET /up', async () => {
    const server = await serverWith({ PWP__THROTTLING__SECOND: '5', PWP__THROTTLING__MINUTE: '0' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${server.url}/api/v2/version`)),
    );
    const refused = answers.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    expect(refused[0]?.headers.get('retry-after')).toBe('1');
    expect(await refused[0]?.json()).toEqual({
      error: 'Too many requests from this address. Please retry later.',
    });
    const health = await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.url}/up`)));
    expect(health.filter((r) => r.status === 429)).toEqual([]);
  }, 40_000);
});
