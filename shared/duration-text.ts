const UNIT_MS: Record<string, number> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
};

/**
 * Reads a duration as pwpush settings write it (`90 days`, `12 hours`, `30 minutes`, `1 week`),
 * in milliseconds; null when it is not one. Plural and singular units both work.
 */
export function parseDurationText(text: string): number | null {
  const match = /^\s*(\d+)\s*(second|minute|hour|day|week)s?\s*$/i.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const count = Number(match[1]);
  const unit = UNIT_MS[match[2].toLowerCase()];
  if (unit === undefined || !Number.isSafeInteger(count) || count <= 0) return null;
  return count * unit;
}
