import { describe, expect, it } from 'vitest';
import { activityDigest } from '../../server/store/activity/activity-chain.ts';
import type { ActivityEntry, NewActivity } from '../../server/store/activity-store.ts';
import { EXPORT_BATCH } from '../../server/web/admin/activity-export.ts';
import { EXPORT_COLUMNS } from '../../server/web/admin/activity-export-rows.ts';
import { signIn } from './admin-settings-form.ts';
import { type Harness, T0 } from './harness.ts';
import { activity } from './store/activity-fixtures.ts';
import { adapterHarnesses } from './web-adapters.ts';

const adapters = adapterHarnesses('activity-export');

/** RFC 4180 read back: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
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
  return rows;
}

/** What an auditor does with an NDJSON export: each row's digest recomputed, each link to the one before. */
function checkChain(rows: ActivityEntry[]): string[] {
  const problems: string[] = [];
  for (const [i, row] of rows.entries()) {
    const { seq, prevDigest, digest, ...entry } = row;
    if (activityDigest(seq, entry as NewActivity, prevDigest) !== digest) problems.push(`${seq}: digest`);
    const before = rows[i - 1];
    if (before !== undefined && before.seq === seq - 1 && before.digest !== prevDigest)
      problems.push(`${seq}: link`);
  }
  return problems;
}

async function filled(h: Harness, count: number) {
  const awkward: Partial<NewActivity>[] = [
    { browser: 'Agent, "quoted"\nwith a line break', details: { name: 'laptop, home' } },
    {
      browser: '=HYPERLINK("http://example.com")',
      event: 'sign_in.failed',
      category: 'security',
      outcome: 'failure',
    },
    { browser: null, address: null, target: null, actor: { kind: 'anonymous', id: null, name: null } },
  ];
  for (let i = 0; i < count; i++)
    await h.store.appendActivity(activity({ ...awkward[i % awkward.length], at: T0 + i * 1000 }));
}

describe.each(adapters)('exporting the activity log, %s store', (_name, make) => {
  it('downloads the filtered range as NDJSON, every field kept, that checks offline digest by digest', async () => {
    const h = await make();
    await h.admin.setAdmin('alice@example.com', true);
    await filled(h, EXPORT_BATCH + 20);
    const browser = await signIn(h, 'alice@example.com');
    const download = await browser.get('/admin/activity/export?format=ndjson');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="push.test-activity-2026-01-01.ndjson"',
    );
    const rows = download.html
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ActivityEntry & { time: string });
    const stored = await h.store.readActivity(0, 10_000);
    expect(rows.map(({ time: _time, ...row }) => row)).toEqual(
      stored.map(({ removed: _removed, ...entry }) => entry),
    );
    expect(rows[0]?.time).toBe(new Date(stored[0]?.at ?? 0).toISOString());
    expect(checkChain(rows)).toEqual([]);
    const tampered = rows.map((row) => (row.seq === 7 ? { ...row, address: '10.9.9.9' } : row));
    expect(checkChain(tampered)).toEqual(['7: digest']);
  });

  it('downloads the filtered range as CSV, quoted as RFC 4180 says, a formula made harmless', async () => {
    const h = await make();
    await h.admin.setAdmin('alice@example.com', true);
    await filled(h, 9);
    const browser = await signIn(h, 'alice@example.com');
    const download = await browser.get('/admin/activity/export?format=csv&event=sign_in.failed');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(download.html);
    expect(header).toEqual([...EXPORT_COLUMNS]);
    const stored = await h.store.searchActivity({ events: ['sign_in.failed'] }, { limit: 50 });
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(
      stored
        .reverse()
        .map((entry) => [
          String(entry.seq),
          new Date(entry.at).toISOString(),
          String(entry.at),
          entry.category,
          entry.event,
          entry.actor.kind,
          entry.actor.id ?? '',
          entry.actor.name ?? '',
          entry.address ?? '',
          `'${entry.browser}`,
          entry.target?.kind ?? '',
          entry.target?.id ?? '',
          entry.outcome,
          JSON.stringify(entry.details),
          entry.prevDigest,
          entry.digest,
        ]),
    );
    const all = parseCsv((await browser.get('/admin/activity/export?format=csv')).html);
    expect(all.find((row) => row[9]?.startsWith('Agent'))?.[9]).toBe('Agent, "quoted"\nwith a line break');
  });

  it('refuses an unknown format and a bad filter', async () => {
    const h = await make();
    await h.admin.setAdmin('alice@example.com', true);
    const browser = await signIn(h, 'alice@example.com');
    expect((await browser.get('/admin/activity/export?format=xml')).status).toBe(400);
    const bad = await browser.get('/admin/activity/export?format=csv&from=yesterday');
    expect([bad.status, JSON.parse(bad.html)]).toEqual([400, { problems: { from: 'badDate' } }]);
  });
});
