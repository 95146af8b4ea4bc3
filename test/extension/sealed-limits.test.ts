import { describe, expect, it } from 'vitest';
import { sealedOversize, sealedPayloadLength } from '../../extension/lib/sealed-limits.ts';
import { sealedCrypto, sealPush } from '../../extension/lib/sealed-push.ts';
import { PAYLOAD_LIMIT } from '../../shared/payload-size.ts';

const crypto = sealedCrypto((into) => globalThis.crypto.getRandomValues(into));
const request = (payload: string) => ({ kind: 'file' as const, payload });

describe('the size of a sealed payload, known before sealing', () => {
  it.each([
    ['a short text', 'hunter2', []],
    ['text in several scripts', 'пароль · 密码 · كلمة السر 🔑', []],
    ['no text and two files', '', [new File(['a'], 'report.pdf', { type: 'application/pdf' })]],
    [
      'a message and files with unusual names',
      'see attached',
      [new File(['b'], 'ключ "prod".pem'), new File(['c'], '😀.txt', { type: 'text/plain' })],
    ],
  ])('is exactly the length sealing gives, for %s', async (_, text, files) => {
    const sealed = await sealPush(crypto, request(text), files);
    expect(sealedPayloadLength(text, files)).toBe(sealed.request.payload.length);
  });

  it('refuses a text whose envelope passes the limit, and takes the longest that fits', () => {
    // The first line and the line's head take 224 characters; the text and its tag take 4/3.
    const fits = (3 * (PAYLOAD_LIMIT - 224)) / 4 - 16;
    expect(fits).toBe(786_248);
    expect(sealedOversize('a'.repeat(fits))).toBeNull();
    expect(sealedOversize('a'.repeat(fits + 1))).toEqual({ size: PAYLOAD_LIMIT + 2, limit: PAYLOAD_LIMIT });
  });
});
