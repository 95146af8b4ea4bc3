import { expect, it } from 'vitest';
import { formatBytes, formatPercent } from '../../extension/lib/byte-size.ts';

it('writes sizes in steps of 1024 with one decimal, as people read them', () => {
  expect(formatBytes(1)).toBe('1 byte');
  expect(formatBytes(8)).toBe('8 bytes');
  expect(formatBytes(1023)).toBe('1,023 bytes');
  expect(formatBytes(1024)).toBe('1 kB');
  expect(formatBytes(12.4 * 1024 * 1024)).toBe('12.4 MB');
  expect(formatBytes(68_360 * 1024)).toBe('66.8 MB');
  expect(formatBytes(1_048_544)).toBe('1 MB');
  expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
  expect(formatBytes(250 * 1024 * 1024)).toBe('250 MB');
});

it('rounds a size up when it is set against a limit, so it never reads as the limit', () => {
  expect(formatBytes(64 * 1024 * 1024 + 1, 'up')).toBe('64.1 MB');
  expect(formatBytes(64 * 1024 * 1024, 'up')).toBe('64 MB');
});

it('writes a percentage as the language does', () => {
  expect(formatPercent(0.18)).toBe('18%');
});
