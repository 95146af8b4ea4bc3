import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from '../../../shared/sealed/base64url.ts';

describe('base64url', () => {
  it('writes what Node writes, without padding, across the chunk edges', () => {
    for (const length of [0, 1, 2, 3, 4, 8191, 8192, 8193, 16_385, 100_016]) {
      const bytes = new Uint8Array(randomBytes(length));
      const text = toBase64url(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64url'));
      expect(fromBase64url(text)).toEqual(bytes);
    }
  });

  it("uses the platform's own encoder where there is one", () => {
    const bytes = new Uint8Array([251, 255, 191]);
    const native = Object.assign(bytes, {
      toBase64: (options: { alphabet: string; omitPadding: boolean }) =>
        `native:${options.alphabet}:${options.omitPadding}`,
    });
    expect(toBase64url(native)).toBe('native:base64url:true');
    expect(toBase64url(new Uint8Array([251, 255, 191]))).toBe('-_-_');
  });

  it('refuses text outside the alphabet or of an impossible length', () => {
    expect(fromBase64url('ab+c')).toBeNull();
    expect(fromBase64url('abcde')).toBeNull();
    expect(fromBase64url('ab==')).toBeNull();
  });
});
