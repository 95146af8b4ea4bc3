import { describe, expect, it } from 'vitest';
import {
  MAX_FORM_FIELDS,
  multipartPartsOver,
  urlEncodedFieldsOver,
} from '../../server/http/form-field-count.ts';
import { harness } from './harness.ts';

const REFUSAL = `The form has more than ${MAX_FORM_FIELDS} fields.`;
const bytes = (text: string) => new TextEncoder().encode(text);

/** A URL-encoded push of `count` fields: the payload, then empty filler keys (200,000 fill 3 MB). */
const urlEncoded = (root: string, count: number) =>
  [`${root}%5Bpayload%5D=secret`, ...Array.from({ length: count - 1 }, (_, i) => `k${i}=`)].join('&');

/** A multipart body of `count` small text parts. */
const multipart = (count: number) =>
  `${Array.from({ length: count }, (_, i) => `--zzz\r\nContent-Disposition: form-data; name="k${i}"\r\n\r\nv\r\n`).join('')}--zzz--\r\n`;

async function post(path: string, type: string, body: string) {
  const h = await harness();
  const started = performance.now();
  const res = await h.app.request(`http://push.test${path}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body,
  });
  const text = await res.text();
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    text,
    ms: performance.now() - started,
  };
}

const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data; boundary=zzz';

describe('the number of fields in a form body', () => {
  it.each([
    ['/api/v2/pushes', 'push'],
    ['/p.json', 'password'],
    ['/r.json', 'url'],
  ])(
    'refuses a URL-encoded create of 200,000 keys to %s with 413 in JSON, before parsing it',
    async (path, root) => {
      const body = urlEncoded(root, 200_000);
      expect(body.length).toBeGreaterThan(1_500_000);
      const res = await post(path, FORM, body);
      expect([res.status, res.type, JSON.parse(res.text)]).toEqual([
        413,
        expect.stringMatching(/^application\/json/),
        { error: REFUSAL },
      ]);
    },
  );

  it('refuses a multipart create of 50,000 parts to the API with 413 in JSON, reading no further', async () => {
    const whole = bytes(multipart(50_000));
    const CHUNK = 64 * 1024;
    let pulled = 0;
    // Streamed in socket-sized chunks, so what the server pulled shows where it stopped.
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        if (pulled >= whole.length) return controller.close();
        controller.enqueue(whole.subarray(pulled, pulled + CHUNK));
        pulled += CHUNK;
      },
    });
    const h = await harness();
    const res = await h.app.request('http://push.test/api/v2/pushes', {
      method: 'POST',
      headers: { 'content-type': MULTIPART },
      body,
      duplex: 'half',
    } as RequestInit);
    expect([res.status, await res.json()]).toEqual([413, { error: REFUSAL }]);
    expect(pulled).toBeLessThan(whole.length / 4);
  });

  it.each([
    ['URL-encoded', FORM, urlEncoded('payload', 200_000)],
    ['multipart', MULTIPART, multipart(50_000)],
  ])('refuses a %s page form of 200,000 or 50,000 fields with the 413 page', async (_kind, type, body) => {
    const res = await post('/', type, body);
    expect([res.status, res.type]).toEqual([413, expect.stringMatching(/^text\/html/)]);
    expect(res.text).toContain(REFUSAL);
  });

  it('still takes a URL-encoded create of exactly the most fields allowed', async () => {
    const res = await post('/api/v2/pushes', FORM, urlEncoded('push', MAX_FORM_FIELDS));
    expect([res.status, JSON.parse(res.text)]).toEqual([201, expect.objectContaining({ kind: 'text' })]);
  });

  it('counts fields by their separators, stopping once the count is past the bound', () => {
    expect(urlEncodedFieldsOver(bytes('a=1&b=2&c=3'), 3)).toBe(false);
    expect(urlEncodedFieldsOver(bytes('a=1&b=2&c=3&d=4'), 3)).toBe(true);
    expect(urlEncodedFieldsOver(bytes(''), 1)).toBe(false);
    expect(multipartPartsOver(bytes(multipart(3)), MULTIPART, 3)).toBe(false);
    expect(multipartPartsOver(bytes(multipart(4)), MULTIPART, 3)).toBe(true);
    expect(multipartPartsOver(bytes(multipart(4)), 'multipart/form-data; boundary="zzz"', 3)).toBe(true);
    // Without a boundary there is nothing to count; the parser refuses such a body as unreadable.
    expect(multipartPartsOver(bytes(multipart(4)), 'multipart/form-data', 3)).toBe(false);
  });
});
