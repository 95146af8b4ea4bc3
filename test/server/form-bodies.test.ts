import { describe, expect, it } from 'vitest';
import { harness } from './harness.ts';

const MALFORMED = '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno closing boundary';

/** A body that streams `total` bytes of one multipart part named `name`, counting what the server pulled. */
function hugePart(name: string, filename: string, total: number) {
  const head = new TextEncoder().encode(
    `--zzz\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n\r\n`,
  );
  const chunk = new Uint8Array(1 << 20);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(head),
    pull: (controller) => {
      if (sent >= total) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => sent };
}

/** A body that sends a little, then fails as a dropped connection does. */
function cutOff(start: string) {
  return new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(new TextEncoder().encode(start)),
    pull: (controller) => controller.error(new Error('connection reset')),
  });
}

const PAGE_FORMS = [
  '/',
  '/p/sometoken',
  '/p/sometoken/delete',
  '/users/sign_in',
  '/users/sign_out',
  '/users/token',
];

describe('form bodies', () => {
  it.each([...PAGE_FORMS, '/api/v2/pushes'])(
    'answers a malformed multipart body to %s with 400, logging no failure',
    async (path) => {
      const h = await harness();
      const res = await h.app.request(`http://push.test${path}`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
        body: MALFORMED,
      });
      expect(res.status).toBe(400);
      expect(h.logLines.filter((line) => line.includes('failed'))).toEqual([]);
    },
  );

  it.each([...PAGE_FORMS, '/api/v2/pushes'])(
    'answers a body to %s cut off by the client with 400, logging no failure',
    async (path) => {
      const h = await harness();
      const type = path.startsWith('/api')
        ? 'multipart/form-data; boundary=zzz'
        : 'application/x-www-form-urlencoded';
      const res = await h.app.request(`http://push.test${path}`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: cutOff(path.startsWith('/api') ? '--zzz\r\n' : 'payload=abc'),
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(400);
      expect(h.logLines.filter((line) => line.includes('failed'))).toEqual([]);
    },
  );

  it.each([
    ['a file part not named push[files][]', '/api/v2/pushes', 'payload', 'big.bin'],
    ['an upload part with no file name', '/api/v2/pushes', 'push[files][]', ''],
    ['a page form part', '/', 'payload', 'big.bin'],
  ])(
    'counts %s against the limit: 413 after a few MiB of a 1 GiB part',
    async (_what, path, name, filename) => {
      const h = await harness(() => {}, { bodyLimitBytes: 1 << 20 });
      const { body, pulled } = hugePart(name, filename, 1 << 30);
      const res = await h.app.request(`http://push.test${path}`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=zzz', authorization: `Bearer ${h.alice}` },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(pulled()).toBeLessThan(16 << 20);
    },
  );
});
