import { mkdtempSync } from 'node:fs';
import { type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { serve } from '@hono/node-server';
import { afterEach, expect, it, vi } from 'vitest';
import type { FileStorage } from '../../server/files/file-storage.ts';
import { localFileStorage } from '../../server/files/local-file-storage.ts';
import { filesHarness } from './files-harness.ts';

const MiB = 1024 * 1024;

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * A data directory whose reads, while `failing` is set, break off after their first mebibyte, and
 * wait for `gate` while it is set; the streams it opened are kept in `opened`.
 */
function breakableStorage() {
  const inner = localFileStorage(mkdtempSync(join(tmpdir(), 'download-socket-')));
  const state = {
    failing: false,
    /** While set, a read waits for it before it opens the file. */
    gate: undefined as Promise<void> | undefined,
    asked: () => {},
    opened: [] as Readable[],
  };
  const storage: FileStorage = {
    ...inner,
    async get(key) {
      state.asked();
      await state.gate;
      const stream = await inner.get(key);
      if (stream !== undefined) state.opened.push(stream);
      if (stream === undefined || !state.failing) return stream;
      async function* firstMebibyteThenFailure() {
        let sent = 0;
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          yield chunk;
          sent += chunk.length;
          if (sent >= MiB) throw new Error('the disk went away');
        }
      }
      return Readable.from(firstMebibyteThenFailure(), { objectMode: false });
    },
  };
  return { storage, state };
}

/** The app behind a real socket, holding one file of 4 MiB, with the path of its download link. */
async function servingAFile(storage: FileStorage) {
  const h = await filesHarness(() => {}, { files: storage, bodyLimitBytes: 8 * MiB });
  const content = new Uint8Array(4 * MiB).map((_, i) => i % 251);
  const created = await h.upload([{ name: 'big.bin', content, type: 'application/octet-stream' }]);
  const path = new URL((await h.show(created.body.url_token)).files?.[0]?.url ?? '').pathname;
  const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  const close = () => new Promise((resolve) => server.close(resolve));
  return { h, content, url, close };
}

/** A GET with node:http: the answer, and the bytes read before the body ended or broke off. */
function download(url: string): Promise<{ res: IncomingMessage; body: Buffer; whole: boolean }> {
  return new Promise((resolve, reject) => {
    // No kept-alive connection: the server closes as soon as the test is done.
    request(url, { agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('end', () => resolve({ res, body: Buffer.concat(chunks), whole: true }));
      res.once('error', () => resolve({ res, body: Buffer.concat(chunks), whole: false }));
    })
      .once('error', reject)
      .end();
  });
}

it('pipes a download into the socket as it is decrypted, with no web stream between them', async () => {
  const { storage } = breakableStorage();
  const { content, url, close } = await servingAFile(storage);
  try {
    const toWeb = vi.spyOn(Readable, 'toWeb');
    const { res, body, whole } = await download(url);
    expect([res.statusCode, res.headers['content-length'], res.headers['content-type'], whole]).toEqual([
      200,
      String(4 * MiB),
      'application/octet-stream',
      true,
    ]);
    expect(body.equals(content)).toBe(true);
    expect(toWeb).not.toHaveBeenCalled();
  } finally {
    await close();
  }
});

it('cuts the connection short when storage fails mid-file, logs no stack, and the same link serves it whole after', async () => {
  const { storage, state } = breakableStorage();
  const { h, content, url, close } = await servingAFile(storage);
  try {
    state.failing = true;
    const cut = await download(url);
    expect([cut.res.statusCode, cut.res.headers['content-length'], cut.whole]).toEqual([
      200,
      String(4 * MiB),
      false,
    ]);
    expect(cut.body.length).toBeLessThan(4 * MiB);
    state.failing = false;
    const again = await download(url);
    expect([again.whole, again.body.equals(content)]).toEqual([true, true]);
    expect(h.logLines.filter((line) => /\n\s+at /.test(line))).toEqual([]);
  } finally {
    await close();
  }
});

it('closes what storage opened for a client that left while it was being asked', async () => {
  const { storage, state } = breakableStorage();
  const { url, close } = await servingAFile(storage);
  try {
    let open = () => {};
    state.gate = new Promise((resolve) => {
      open = resolve;
    });
    const asked = new Promise<void>((resolve) => {
      state.asked = resolve;
    });
    const req = request(url, { agent: false });
    req.once('error', () => {});
    req.end();
    await asked;
    req.destroy();
    // The server sees the connection close before storage answers.
    await new Promise((resolve) => setTimeout(resolve, 100));
    open();
    await vi.waitFor(() => expect(state.opened.map((stream) => stream.destroyed)).toEqual([true]));
  } finally {
    await close();
  }
});
