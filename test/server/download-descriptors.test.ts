import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { expect, it } from 'vitest';
import { filesHarness } from './files-harness.ts';

const openDescriptors = () => readdirSync('/proc/self/fd').length;

/**
 * The app behind a real socket, with a file larger than the streams' buffers: its descriptor stays
 * open until the stream is read to the end or closed, so a leak shows in /proc/self/fd.
 */
async function servingAFile() {
  const h = await filesHarness();
  const created = await h.upload([{ name: 'big.bin', content: new Uint8Array(4 << 20) }]);
  const path = new URL((await h.show(created.body.url_token)).files?.[0]?.url ?? '').pathname;
  const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Streams are closed on a later turn of the event loop, if at all: give them that turn. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

it('leaks no file descriptor over 2,000 HEAD requests on a download link', async () => {
  const { url, close } = await servingAFile();
  try {
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(200);
    const before = openDescriptors();
    for (let batch = 0; batch < 100; batch++) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(url, { method: 'HEAD' })));
      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    }
    await settle();
    expect(openDescriptors() - before).toBeLessThan(20);
  } finally {
    await close();
  }
});

it('leaks no file descriptor over 200 downloads the client abandons after the first bytes', async () => {
  const { url, close } = await servingAFile();
  try {
    await (await fetch(url)).arrayBuffer();
    const before = openDescriptors();
    for (let i = 0; i < 200; i++) {
      const controller = new AbortController();
      const res = await fetch(url, { signal: controller.signal });
      await res.body?.getReader().read();
      controller.abort();
    }
    await settle();
    expect(openDescriptors() - before).toBeLessThan(20);
  } finally {
    await close();
  }
});
