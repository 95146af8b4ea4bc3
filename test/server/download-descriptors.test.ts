import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { expect, it } from 'vitest';
import { filesHarness } from './files-harness.ts';

const openDescriptors = () => readdirSync('/proc/self/fd').length;

// A file larger than the streams buffer keeps its descriptor open until the stream is read or closed.
it('leaks no file descriptor over 2,000 HEAD requests on a download link', async () => {
  const h = await filesHarness();
  const created = await h.upload([{ name: 'big.bin', content: new Uint8Array(4 << 20) }]);
  const path = new URL((await h.show(created.body.url_token)).files?.[0]?.url ?? '').pathname;
  const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const first = await fetch(`${origin}${path}`, { method: 'HEAD' });
    expect(first.status).toBe(200);
    const before = openDescriptors();
    for (let batch = 0; batch < 100; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => fetch(`${origin}${path}`, { method: 'HEAD' })),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    }
    // Streams are closed on a later turn of the event loop, if at all: give them that turn.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(openDescriptors() - before).toBeLessThan(20);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
