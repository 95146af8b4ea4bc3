const UNITS = ['kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A file's size as a person reads it in their language: "512 bytes", "1.5 MB", "12,3 kB". Steps
 * of 1024, as the push form's limits count them, so a file at the limit reads as the limit.
 */
export function fileSize(languageCode: string, bytes: number): string {
  if (bytes < 1024) {
    return new Intl.NumberFormat(languageCode, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(
      bytes,
    );
  }
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(languageCode, {
    style: 'unit',
    unit: UNITS[unit],
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
