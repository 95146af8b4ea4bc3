import { activityFields } from '../../store/activity/activity-chain.ts';
import type { ActivityEntry } from '../../store/activity-store.ts';

/** An export's columns, in order: every field of an entry, its number and both digests included. */
export const EXPORT_COLUMNS = [
  'seq',
  'time',
  'at',
  'category',
  'event',
  'actor_kind',
  'actor_id',
  'actor_name',
  'address',
  'browser',
  'target_kind',
  'target_id',
  'outcome',
  'details',
  'prev_digest',
  'digest',
] as const;

/** An entry as one NDJSON object: the fields as the store keeps them, plus its time in ISO 8601. */
export function ndjsonLine(entry: ActivityEntry): string {
  const { seq, at, category, event, actor, address, browser, target, outcome, details, prevDigest, digest } =
    entry;
  const time = new Date(at).toISOString();
  const row = {
    seq,
    time,
    at,
    category,
    event,
    actor,
    address,
    browser,
    target,
    outcome,
    details,
    prevDigest,
    digest,
  };
  return `${JSON.stringify(row)}\n`;
}

/**
 * A cell as RFC 4180 quotes it. A text a spreadsheet would run as a formula (a browser's name is
 * whatever the client sent) starts with an apostrophe here; the NDJSON export keeps every value as
 * stored, and is the one to check digests from.
 */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvHeader = (): string => `${EXPORT_COLUMNS.join(',')}\r\n`;

export function csvLine(entry: ActivityEntry): string {
  // The chain's own field order (activity-chain.ts), between the number and time and the rest.
  const cells = [
    entry.seq,
    new Date(entry.at).toISOString(),
    ...(activityFields(entry) as (string | number | null)[]),
    JSON.stringify(entry.details),
    entry.prevDigest,
    entry.digest,
  ];
  return `${cells.map(csvCell).join(',')}\r\n`;
}
