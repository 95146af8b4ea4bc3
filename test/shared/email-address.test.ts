import { describe, expect, it } from 'vitest';
import { emailKey, sameEmail } from '../../shared/email-address.ts';

describe('the rule by which two e-mail addresses are the same', () => {
  it('drops the spaces around an address and lower-cases its ASCII letters', () => {
    expect(emailKey('  Karl.Heinz@Example.COM ')).toBe('karl.heinz@example.com');
    expect(sameEmail('KARL@example.com', 'karl@EXAMPLE.com')).toBe(true);
  });

  it('lets no other character fold onto a letter: a Kelvin sign is not a k, a dotted capital I not an i', () => {
    expect(emailKey('\u212Aarl@example.com')).toBe('\u212Aarl@example.com');
    expect(sameEmail('\u212Aarl@example.com', 'karl@example.com')).toBe(false);
    expect(sameEmail('\u0130da@example.com', 'ida@example.com')).toBe(false);
    expect(sameEmail('\u2126mega@example.com', '\u03c9mega@example.com')).toBe(false);
  });

  it('finds an address an earlier release stored, lower-cased whole, by that address', () => {
    for (const stored of ['karl@example.com', 'élodie@exemple.fr', 'ωmega@example.gr']) {
      expect(emailKey(stored)).toBe(stored);
    }
  });

  it('leaves no two different addresses the same: only A-Z meets a-z', () => {
    const keys = new Map<string, number>();
    for (let code = 0; code < 0x3000; code++) {
      const character = String.fromCodePoint(code);
      // Spaces around an address are dropped, not part of it.
      if (character.trim() === '') continue;
      const key = emailKey(`${character}@x`);
      keys.set(key, (keys.get(key) ?? 0) + 1);
    }
    const shared = [...keys].filter(([, count]) => count > 1).map(([key]) => key);
    expect(shared).toEqual([...'abcdefghijklmnopqrstuvwxyz'].map((letter) => `${letter}@x`));
  });
});
