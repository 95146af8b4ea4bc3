import type { Context } from 'hono';
import type { ActivityFilter, ActivityStore } from '../../store/activity-store.ts';
import type { UserStore } from '../../store/user-store.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { csvHeader, csvLine, ndjsonLine } from './activity-export-rows.ts';
import { askedOf, readFilter } from './activity-query.ts';

/** Entries read from the store at a time: the export holds one batch, never the range. */
export const EXPORT_BATCH = 500;

export interface ActivityExportDeps {
  store: ActivityStore & Pick<UserStore, 'findUserByEmail'>;
  now: () => number;
  overrideBaseUrl: string | null;
}

const FORMATS = {
  csv: { type: 'text/csv; charset=utf-8', header: csvHeader, line: csvLine },
  ndjson: { type: 'application/x-ndjson; charset=utf-8', header: () => '', line: ndjsonLine },
} as const;

/**
 * The filter's entries, oldest first, as a stream read one batch per pull: a slow download holds
 * one batch, and the range ends at the newest entry found when the download began.
 */
export function exportStream(
  store: ActivityStore,
  filter: ActivityFilter,
  format: keyof typeof FORMATS,
): ReadableStream<Uint8Array> {
  const { header, line } = FORMATS[format];
  const encoder = new TextEncoder();
  let after = 0;
  let last: number | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          last = (await store.searchActivity(filter, { limit: 1 }))[0]?.seq ?? 0;
          const head = header();
          if (head !== '') {
            controller.enqueue(encoder.encode(head));
            return;
          }
        }
        const batch = (await store.searchActivity(filter, { afterSeq: after, limit: EXPORT_BATCH }))
          .reverse()
          .filter((entry) => entry.seq <= (last ?? 0));
        if (batch.length === 0) {
          controller.close();
          return;
        }
        after = batch.at(-1)?.seq ?? after;
        controller.enqueue(encoder.encode(batch.map(line).join('')));
      },
    },
    { highWaterMark: 0 },
  );
}

/** The instance as a file name tells it: the configured origin's host, else the one asked for, safe for a file name. */
export function instanceName(overrideBaseUrl: string | null, host: string | undefined): string {
  let name = host ?? '';
  if (overrideBaseUrl !== null) {
    try {
      name = new URL(overrideBaseUrl).host;
    } catch {}
  }
  const safe = name
    .toLowerCase()
    .replace(/[^a-z0-9.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  return safe === '' ? 'secret-push' : safe.slice(0, 100);
}

/** `/admin/activity/export?format=csv|ndjson&<filters>`: the filtered log as a download. */
export async function activityExport(c: Context<PageEnv>, deps: ActivityExportDeps): Promise<Response> {
  const format = c.req.query('format');
  if (format !== 'csv' && format !== 'ndjson') return c.text('format must be csv or ndjson', 400);
  const read = await readFilter(
    askedOf((name) => c.req.query(name)),
    deps.store,
  );
  if (!read.ok) return c.json({ problems: read.problems }, 400);
  const day = new Date(deps.now()).toISOString().slice(0, 10);
  const name = `${instanceName(deps.overrideBaseUrl, new URL(c.req.url).host)}-activity-${day}.${format}`;
  return c.body(exportStream(deps.store, read.filter, format), 200, {
    'Content-Type': FORMATS[format].type,
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}
