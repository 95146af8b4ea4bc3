// Fills a lowdb store with N entries, then downloads them all through the export route, sampling
// RSS as the body streams: prints what it measured as JSON. Run by export-memory.test.ts.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { activityRoutes } from '../../../server/web/admin/activity-routes.ts';
import type { PageEnv } from '../../../server/web/chrome/page-env.ts';

export interface ExportFigures {
  lines: number;
  bytes: number;
  baselineMb: number;
  peakMb: number;
}

const count = Number(process.argv[2] ?? '200000');
const format = process.argv[3] === 'ndjson' ? 'ndjson' : 'csv';
const store = await openLowdbStore({
  dataDir: mkdtempSync(join(tmpdir(), 'sp-export-')),
  instanceKey: randomBytes(32),
});
let next = 0;
// Appends in flight share each journal write, so the fill takes seconds.
const filler = async () => {
  while (next < count) {
    const n = next++;
    await store.appendActivity({
      at: 1_767_225_600_000 + n * 1000,
      category: 'push',
      event: 'push.viewed',
      actor: { kind: 'anonymous', id: null, name: null },
      address: `198.51.100.${n % 250}`,
      browser: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
      target: { kind: 'push', id: `push-${n % 5000}` },
      outcome: 'success',
      details: { kind: 'text', views: n % 10 },
    });
  }
};
await Promise.all(Array.from({ length: 200 }, filler));
const app = new Hono<PageEnv>().route(
  '/',
  activityRoutes({ store, now: () => Date.now(), overrideBaseUrl: null }),
);
globalThis.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
let bytes = 0;
let lines = 0;
const res = await app.request(`/export?format=${format}`);
const reader = res.body?.getReader();
for (;;) {
  const chunk = await reader?.read();
  if (chunk === undefined || chunk.done) break;
  bytes += chunk.value.byteLength;
  for (const byte of chunk.value) if (byte === 10) lines++;
  peak = Math.max(peak, process.memoryUsage().rss);
}
await store.close();
const mb = (n: number) => Math.round(n / 1e5) / 10;
const figures: ExportFigures = { lines, bytes, baselineMb: mb(baseline), peakMb: mb(peak) };
process.stdout.write(JSON.stringify(figures));
