import { uiLocale } from './i18n.ts';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A size as people read it, in the interface language: "8 bytes", "12.4 kB", "68.4 MB". Steps
 * of 1024, as the instances' limits are counted (64 MB is 64 × 1024 × 1024 bytes). Rounded up,
 * a size over a limit never reads as the limit itself ("64.1 MB", not "64 MB").
 */
export function formatBytes(bytes: number, round: 'nearest' | 'up' = 'nearest'): string {
  const rounded = (n: number) => {
    const scale = n < 100 ? 10 : 1;
    return (round === 'up' ? Math.ceil : Math.round)(n * scale) / scale;
  };
  let unit = 0;
  let value = bytes;
  // On the rounded value, so 1,023.97 kB reads "1 MB", never "1,024 kB".
  while (unit < UNITS.length - 1 && rounded(value) >= 1024) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(uiLocale(), {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(unit === 0 ? bytes : rounded(value));
}

/** A fraction as a percentage in the interface language: "18%", "18 %". */
export function formatPercent(fraction: number): string {
  return new Intl.NumberFormat(uiLocale(), { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
}
