import { webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { newPushKey } from '../../../shared/sealed/push-key.ts';
import { sealText } from '../../../shared/sealed/sealed-text.ts';
import { type Harness, harness } from '../harness.ts';
import { webClient } from '../web-client.ts';

const crypto = {
  subtle: webcrypto.subtle as SubtleCrypto,
  randomBytes: (n: number) => webcrypto.getRandomValues(new Uint8Array(n)),
};
const envelope = await sealText(crypto, newPushKey(crypto.randomBytes), 'hunter2-sealed');

/** Counts, from now on, the store's reads of one push and the openings of its stored payload. */
async function countsOf(h: Harness, urlToken: string) {
  const stored = (await h.store.findPush(urlToken))?.payload;
  const reads = vi.spyOn(h.store, 'findPush');
  const opens = vi.spyOn(h.cipher, 'open');
  return () => ({
    reads: reads.mock.calls.filter(([token]) => token === urlToken).length,
    payloadOpenings: opens.mock.calls.filter(([sealed]) => sealed === stored).length,
  });
}

const ONCE = { reads: 1, payloadOpenings: 1 };

describe('one view of a push', () => {
  it.each([
    ['API v2', (token: string) => `/api/v2/pushes/${token}`],
    ['API v1', (token: string) => `/p/${token}.json`],
  ])('through %s reads the push once and opens its payload once', async (_door, path) => {
    const h = await harness();
    const push = await h.create({ payload: 'hunter2', expire_after_views: 2 }, h.alice);
    const counts = await countsOf(h, push.url_token);
    const { status, body } = await h.call('GET', path(push.url_token));
    expect([status, (body as { payload: string }).payload]).toEqual([200, 'hunter2']);
    expect(counts()).toEqual(ONCE);
  });

  it('as the secret link page reads the push once and opens its payload once', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'hunter2', retrieval_step: false }, h.alice);
    const counts = await countsOf(h, push.url_token);
    const page = await webClient(h.app).get(`/p/${push.url_token}`);
    expect(page.html).toContain('hunter2');
    expect(counts()).toEqual(ONCE);
  });

  it('as the page posting its passphrase reads the push once and opens its payload once', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'hunter2', passphrase: 'open sesame' });
    const visitor = webClient(h.app);
    expect((await visitor.get(`/p/${push.url_token}`)).status).toBe(200);
    const counts = await countsOf(h, push.url_token);
    const shown = await visitor.post(`/p/${push.url_token}`, { passphrase: 'open sesame' });
    expect([shown.status, shown.html.includes('hunter2')]).toEqual([200, true]);
    expect(counts()).toEqual(ONCE);
  });

  it('of a sealed push reads it once and opens it once to tell it is sealed, and once more for its click', async () => {
    const h = await harness();
    const push = await h.create({ payload: envelope, retrieval_step: false });
    const visitor = webClient(h.app);
    const counts = await countsOf(h, push.url_token);
    expect((await visitor.get(`/p/${push.url_token}`)).html).toContain('id="sealed-form"');
    expect(counts()).toEqual(ONCE);
    const opened = await visitor.post(`/p/${push.url_token}/sealed`);
    expect([opened.status, (JSON.parse(opened.html) as { payload: string }).payload]).toEqual([
      200,
      envelope,
    ]);
    expect(counts()).toEqual({ reads: 2, payloadOpenings: 2 });
  });
});
