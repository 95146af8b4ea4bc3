import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { ActivityEntry } from '../../server/store/activity-store.ts';
import { openLowdbStore } from '../../server/store/lowdb-store.ts';
import { TEST_KEY } from '../server/store/fixtures.ts';
import type { Visitor } from './activity-day-people.ts';
import { canariesIn } from './canary-scan.ts';

/** An entry as the NDJSON export and the streams write it. */
export interface ExportedEntry {
  seq: number;
  time: string;
  at: number;
  category: string;
  event: string;
  actor: { kind: string; id: string | null; name: string | null };
  address: string | null;
  browser: string | null;
  target: { kind: string; id: string } | null;
  outcome: string;
  details: Record<string, string | number | boolean>;
  prevDigest: string;
  digest: string;
}

export const GENESIS = createHash('sha256').update('secret-push activity log v1').digest('hex');

/** The digest as docs/activity-log.md tells a reader to recompute it, written here apart from the server's code. */
export function recomputedDigest(e: ExportedEntry): string {
  const details = Object.keys(e.details)
    .sort()
    .map((key) => [key, e.details[key]]);
  const body = [
    e.seq,
    e.at,
    e.category,
    e.event,
    e.actor.kind,
    e.actor.id,
    e.actor.name,
    e.address,
    e.browser,
    e.target?.kind ?? null,
    e.target?.id ?? null,
    e.outcome,
    details,
    e.prevDigest,
  ];
  return createHash('sha256').update(JSON.stringify(body), 'utf8').digest('hex');
}

/** The first broken link of a whole log, or null: each digest recomputed, each entry following the one before. */
export function chainProblem(entries: readonly ExportedEntry[]): string | null {
  let prev: ExportedEntry | undefined;
  for (const e of entries) {
    if (recomputedDigest(e) !== e.digest) return `entry ${e.seq} was changed`;
    const expected =
      prev === undefined ? { seq: 1, digest: GENESIS } : { seq: prev.seq + 1, digest: prev.digest };
    if (e.seq !== expected.seq || e.prevDigest !== expected.digest) return `entry ${e.seq} does not follow`;
    prev = e;
  }
  return null;
}

/** RFC 4180 rows: quoted cells may hold commas, doubled quotes and line breaks. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** A CSV row read back into an entry; the apostrophe a formula-like text gets is taken off. */
export function entryOfCsv(header: string[], row: string[]): ExportedEntry {
  const cell = (name: string) => {
    const value = row[header.indexOf(name)] ?? '';
    return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
  };
  const orNull = (name: string) => (cell(name) === '' ? null : cell(name));
  const targetKind = orNull('target_kind');
  return {
    seq: Number(cell('seq')),
    time: cell('time'),
    at: Number(cell('at')),
    category: cell('category'),
    event: cell('event'),
    actor: { kind: cell('actor_kind'), id: orNull('actor_id'), name: orNull('actor_name') },
    address: orNull('address'),
    browser: orNull('browser'),
    target: targetKind === null ? null : { kind: targetKind, id: cell('target_id') },
    outcome: cell('outcome'),
    details: JSON.parse(cell('details')),
    prevDigest: cell('prev_digest'),
    digest: cell('digest'),
  };
}

/** The widths at which the log's table, or the page, reaches past the card that holds it. */
export async function overflowAt(page: Page, widths: number[]): Promise<number[]> {
  const over: number[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const past = await page.$$eval('table.activity', (tables) =>
      tables.some((table) => {
        const card = table.closest('.card')?.getBoundingClientRect();
        const shown = table.parentElement?.getBoundingClientRect();
        return card === undefined || shown === undefined || shown.right > card.right + 1;
      }),
    );
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    if (past || sideways) over.push(width);
  }
  return over;
}

/** The whole log as the administrator's NDJSON export gives it. */
export async function logOf(admin: Visitor): Promise<ExportedEntry[]> {
  return ndjsonEntries((await admin.get('/admin/activity/export?format=ndjson')).html);
}

export const ndjsonEntries = (text: string): ExportedEntry[] =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as ExportedEntry);

/** The log as the stopped server's data directory holds it. */
export async function storedEntries(dataDir: string): Promise<ActivityEntry[]> {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  try {
    return await store.readActivity(0, 10_000);
  } finally {
    await store.close();
  }
}

/**
 * Each secret found in each place, as "label in place"; `allowed` names the ones a place may hold.
 * Codes of six digits count only standing alone: a digest or a time may hold their digits by chance.
 */
export function secretsIn(
  places: Record<string, string>,
  secrets: Record<string, string>,
  codes: Record<string, string>,
  allowed: Record<string, string[]> = {},
): string[] {
  const found: string[] = [];
  for (const [where, text] of Object.entries(places)) {
    const canaries = Object.fromEntries(
      Object.entries(secrets).filter(([label]) => !(allowed[where] ?? []).includes(label)),
    );
    for (const label of canariesIn(text, canaries)) found.push(`${label} in ${where}`);
    for (const [label, code] of Object.entries(codes))
      if (new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`).test(text))
        found.push(`code ${label} in ${where}`);
  }
  return found;
}
