import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newPushKey } from '../../shared/sealed/push-key.ts';
import { sealFileName } from '../../shared/sealed/sealed-file-name.ts';
import { sealedPayload } from '../../shared/sealed/sealed-payload.ts';
import { sealText } from '../../shared/sealed/sealed-text.ts';
import { harness } from './harness.ts';

const crypto = {
  subtle: webcrypto.subtle as SubtleCrypto,
  randomBytes: (n: number) => webcrypto.getRandomValues(new Uint8Array(n)),
};

describe('telling a sealed push from a plain one', () => {
  it('reads the stored payload without using a view or writing to the audit log', async () => {
    const h = await harness();
    const envelope = await sealText(crypto, newPushKey(crypto.randomBytes), 'hunter2');
    const sealed = await h.create({ payload: envelope, expire_after_views: 1 });
    const plain = await h.create({ payload: 'hunter2' });
    const found = await h.service.find(sealed.url_token);
    const other = await h.service.find(plain.url_token);
    if (!found.ok || !other.ok) throw new Error('pushes not found');
    expect(h.service.isSealed(found.value)).toBe(true);
    expect(h.service.isSealed(other.value)).toBe(false);
    const again = await h.service.find(sealed.url_token);
    expect(again.ok && again.value.countedViews).toBe(0);
    expect(again.ok && again.value.expired).toBe(false);
  });

  it('is false for an expired push and for QR and URL kinds, whose pages must read them', async () => {
    const h = await harness();
    const envelope = await sealText(crypto, newPushKey(crypto.randomBytes), 'x');
    const qr = await h.create({ payload: envelope, kind: 'qr' });
    const gone = await h.create({ payload: envelope });
    const removed = await h.service.remove(gone.url_token, {
      user: null,
      audit: { ip: '', userAgent: '', referrer: '' },
    });
    expect(removed.ok && removed.value.expired).toBe(true);
    for (const token of [qr.url_token, gone.url_token]) {
      const found = await h.service.find(token);
      expect(found.ok && h.service.isSealed(found.value)).toBe(false);
    }
  });

  it('gives Password Pusher clients the envelope as it was stored, through API v2 and v1, counting the view', async () => {
    const h = await harness();
    const key = newPushKey(crypto.randomBytes);
    const envelope = await sealText(crypto, key, 'hunter2');
    const v2 = await h.create({ payload: envelope }, h.alice);
    const read = await h.call('GET', `/p/${v2.url_token}.json`);
    expect((read.body as { payload: string }).payload).toBe(envelope);
    const v1 = await h.create({ payload: envelope });
    const old = await h.call('GET', `/api/v1/p/${v1.url_token}.json`);
    expect(old.status).toBe(200);
    expect((old.body as { payload: string }).payload).toBe(envelope);
    expect(await h.auditKinds(v2.url_token)).toEqual(['creation', 'view']);
  });
});

describe('the sealed mark in the API’s answers to the owner', () => {
  it('says sealed on create and in the lists for sealed text and files, and nothing for plain pushes', async () => {
    const h = await harness();
    const key = newPushKey(crypto.randomBytes);
    const text = await h.create({ payload: await sealText(crypto, key, 'hunter2') }, h.alice);
    const nameLine = await sealFileName(crypto, key, { name: 'plan.pdf', type: 'application/pdf' });
    const files = await h.create({ payload: sealedPayload(undefined, [nameLine]) }, h.alice);
    const plain = await h.create({ payload: 'hunter2' }, h.alice);
    const url = await h.create({ payload: 'https://example.com/SP-SEALED-1', kind: 'url' }, h.alice);
    expect([text, files, plain, url].map((p) => p.sealed)).toEqual([true, true, undefined, undefined]);
    const active = await h.call('GET', '/api/v2/pushes/active', { token: h.alice });
    const marks = Object.fromEntries(
      (active.body as { url_token: string; sealed?: boolean }[]).map((p) => [p.url_token, p.sealed]),
    );
    expect(marks).toEqual({
      [text.url_token]: true,
      [files.url_token]: true,
      [plain.url_token]: undefined,
      [url.url_token]: undefined,
    });
    await h.call('DELETE', `/api/v2/pushes/${text.url_token}`, { token: h.alice });
    const expired = await h.call('GET', '/api/v2/pushes/expired', { token: h.alice });
    expect(expired.body).toEqual([expect.objectContaining({ url_token: text.url_token, sealed: true })]);
  });
});
