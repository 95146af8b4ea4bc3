import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import { keyId, keyRing } from '../../../server/crypto/key-ring.ts';

const a = randomBytes(32);
const b = randomBytes(32);

describe('keyRing', () => {
  it('seals under the current key and names it', () => {
    const sealed = keyRing(b, [a]).seal('hunter2');
    expect(sealed.startsWith(`v2.${keyId(b)}.`)).toBe(true);
    expect(keyRing(b).open(sealed)).toBe('hunter2');
    expect(() => keyRing(a).open(sealed)).toThrow();
  });

  it('opens what a previous key sealed, named or from before keys were named', () => {
    const ring = keyRing(b, [a]);
    const named = keyRing(a).seal('old');
    const unnamed = aesGcmCipher(a).seal('older');
    expect(ring.open(named)).toBe('old');
    expect(ring.open(unnamed)).toBe('older');
    expect(ring.openWith(unnamed).key.equals(a)).toBe(true);
  });

  it('tells a value under the current key from one under a previous key', () => {
    const ring = keyRing(b, [a]);
    expect(ring.isCurrent(ring.seal('x'))).toBe(true);
    expect(ring.isCurrent(keyRing(a).seal('x'))).toBe(false);
    expect(ring.isCurrent(aesGcmCipher(b).seal('x'))).toBe(false);
  });

  it('refuses a value no key of the ring sealed, or one altered', () => {
    const ring = keyRing(b, [a]);
    expect(() => ring.open(keyRing(randomBytes(32)).seal('x'))).toThrow(
      'No key of the ring opens this value.',
    );
    const sealed = ring.seal('x');
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => ring.open(altered)).toThrow();
    expect(() => ring.open('v9.whatever')).toThrow('Unknown sealed value format.');
  });

  it('keeps the current key first and a repeated key once', () => {
    const ring = keyRing(b, [a, b, a]);
    expect(ring.keys).toHaveLength(2);
    expect(ring.keys[0]?.equals(b)).toBe(true);
    expect(ring.current.equals(b)).toBe(true);
  });
});
