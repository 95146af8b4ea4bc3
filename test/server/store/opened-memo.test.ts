import { describe, expect, it } from 'vitest';
import { rememberingOpen } from '../../../server/store/postgres/opened-memo.ts';

/** An `open` that reverses the sealed text, counting its calls per value. */
function countingOpen() {
  const calls = new Map<string, number>();
  const open = (sealed: string) => {
    calls.set(sealed, (calls.get(sealed) ?? 0) + 1);
    return [...sealed].reverse().join('');
  };
  return { open, calls };
}

describe('rememberingOpen', () => {
  it('opens a value once while it is among the last ones used, and again once forgotten', () => {
    const { open, calls } = countingOpen();
    const remembering = rememberingOpen(open, 2);
    expect(remembering('abc')).toBe('cba');
    expect(remembering('def')).toBe('fed');
    expect(remembering('abc')).toBe('cba');
    // 'def' is now the least recently used: a third value pushes it out, not 'abc'.
    expect(remembering('ghi')).toBe('ihg');
    expect(remembering('abc')).toBe('cba');
    expect(calls.get('abc')).toBe(1);
    expect(remembering('def')).toBe('fed');
    expect(calls.get('def')).toBe(2);
  });

  it('does not keep long values, nor any with no room', () => {
    const { open, calls } = countingOpen();
    const long = 'x'.repeat(600);
    const remembering = rememberingOpen(open, 10);
    remembering(long);
    remembering(long);
    expect(calls.get(long)).toBe(2);
    const none = countingOpen();
    const forgetting = rememberingOpen(none.open, 0);
    forgetting('abc');
    forgetting('abc');
    expect(none.calls.get('abc')).toBe(2);
  });

  it('remembers nothing for a value it could not open', () => {
    let fail = true;
    const remembering = rememberingOpen((sealed) => {
      if (fail) throw new Error('tampered');
      return sealed.toUpperCase();
    }, 10);
    expect(() => remembering('abc')).toThrow('tampered');
    fail = false;
    expect(remembering('abc')).toBe('ABC');
  });
});
