import { describe, expect, it } from 'vitest';
import type { PushRecord } from '../../server/store/records.ts';
import { harness } from './harness.ts';
import { webClient } from './web-client.ts';

const create = async (h: Awaited<ReturnType<typeof harness>>, push: Record<string, unknown>) =>
  h.call('POST', '/api/v2/pushes', { body: { push: { retrieval_step: false, ...push } } });

describe('payloads that a secret link could not show', () => {
  it('refuses a QR payload within the character limit but past a QR code in bytes', async () => {
    const h = await harness();
    const res = await create(h, { kind: 'qr', payload: '漢'.repeat(780) });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      payload: ['Payload is too long for a QR code: at most 2331 bytes of UTF-8, and this is 2340.'],
    });
    expect((await create(h, { kind: 'qr', payload: '漢'.repeat(777) })).status).toBe(201);
  });

  it('refuses a QR payload with a lone surrogate, which has no UTF-8 form', async () => {
    const h = await harness();
    const res = await create(h, { kind: 'qr', payload: 'half a pair: \ud83d' });
    expect(res).toMatchObject({ status: 422, body: { payload: [expect.stringContaining('Unicode')] } });
  });

  it.each([
    'https://example.com/\r\nSet-Cookie: a=b',
    'https://example.com/\u0000',
    'https://example.com/a\tb',
    'https://example.com/\u0085',
  ])('refuses the URL payload %j with 422 on the payload field', async (payload) => {
    const h = await harness();
    const res = await create(h, { kind: 'url', payload });
    expect(res).toEqual({
      status: 422,
      body: { payload: ['must not contain control characters (such as line breaks).'] },
      res: expect.anything(),
    });
  });
});

/** A copy of a stored push under a new token, with its record changed: data as a damaged or older store holds it. */
async function storedCopy(h: Awaited<ReturnType<typeof harness>>, from: string, change: Partial<PushRecord>) {
  const found = await h.store.findPush(from);
  if (found === undefined) throw new Error('no such push');
  const urlToken = `${from}-copy`;
  await h.store.insertPush(
    { ...found, urlToken, ...change },
    { ip: '', userAgent: '', referrer: '' },
    h.clock.now,
  );
  return urlToken;
}

function flipOneByte(sealed: string): string {
  const [version, data = ''] = sealed.split('.');
  const bytes = Buffer.from(data, 'base64url');
  bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
  return `${version}.${bytes.toString('base64url')}`;
}

describe('a read that cannot answer', () => {
  it('uses no view and logs nothing when the sealed payload no longer opens', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'intact', expire_after_views: 1, retrieval_step: false }, h.alice);
    const sealed = (await h.store.findPush(push.url_token))?.payload ?? '';
    const token = await storedCopy(h, push.url_token, { payload: flipOneByte(sealed) });
    const before = await h.store.findPush(token);

    expect((await h.call('GET', `/api/v2/pushes/${token}`)).status).toBe(500);
    expect((await webClient(h.app).get(`/p/${token}`)).status).toBe(500);
    expect(await h.store.findPush(token)).toEqual(before);
    expect((await h.store.auditLog(token, { offset: 0, limit: 50 })).map((e) => e.kind)).toEqual([
      'creation',
    ]);
  });

  it('uses no view when a stored QR payload is too large to draw', async () => {
    const h = await harness();
    const push = await h.create({
      kind: 'qr',
      payload: 'fits',
      expire_after_views: 1,
      retrieval_step: false,
    });
    const token = await storedCopy(h, push.url_token, { payload: h.cipher.seal('漢'.repeat(780)) });
    expect((await webClient(h.app).get(`/p/${token}`)).status).toBe(500);
    expect(await h.store.findPush(token)).toMatchObject({ countedViews: 0, expired: false });
    expect((await webClient(h.app).get(`/p/${push.url_token}`)).html).toContain('<svg');
  });

  it('redirects a stored URL payload with a line break to its serialised form, a valid header', async () => {
    const h = await harness();
    const push = await h.create({ kind: 'url', payload: 'https://example.com/', retrieval_step: false });
    const token = await storedCopy(h, push.url_token, {
      payload: h.cipher.seal('https://example.com/a\r\nb'),
    });
    const res = await webClient(h.app).get(`/p/${token}`);
    expect([res.status, res.headers.get('location')]).toEqual([303, 'https://example.com/ab']);
  });
});
