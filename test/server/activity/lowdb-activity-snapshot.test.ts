import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { verifyActivity } from '../../../server/store/activity/verify-activity.ts';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { activity, inCategory } from '../store/activity-fixtures.ts';
import { DAY, T0, TEST_KEY } from '../store/fixtures.ts';

it('keeps the log, its links and its checkpoint in the snapshot, and chains on after a restart', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sp-activity-snapshot-'));
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  await store.appendActivity(inCategory('push', T0));
  await store.appendActivity(inCategory('security', T0 + 1));
  await store.appendActivity(inCategory('push', T0 + 2));
  await store.removeOldActivity({ push: T0 + DAY, request: null, security: null, admin: null }, 10);
  const kept = await store.readActivity(0, 10);
  await store.compact();
  await store.close();
  const snapshot = readFileSync(join(dataDir, 'store.json'), 'utf8');
  expect(snapshot).toContain('"activityCheckpoint":[\n{"seq":1,');
  expect(snapshot).toContain('"removed":true');

  const again = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  try {
    expect(await again.activityCheckpoint()).toMatchObject({ seq: 1 });
    expect(await again.readActivity(0, 10)).toEqual(kept);
    expect(await again.appendActivity(activity())).toMatchObject({ seq: 4, prevDigest: kept[1]?.digest });
    expect(await verifyActivity(again)).toMatchObject({ checked: 3, problem: null });
  } finally {
    await again.close();
  }
});

it("keeps each stream sink's cursor in the snapshot, so a restart after compaction goes on where it stood", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sp-activity-cursor-snapshot-'));
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  await store.appendActivity(activity());
  await store.saveStreamCursor('syslog', { seq: 1, pending: null });
  await store.saveStreamCursor('webhook', { seq: 0, pending: { id: 'batch-1', throughSeq: 1 } });
  await store.compact();
  await store.close();
  expect(readFileSync(join(dataDir, 'store.json'), 'utf8')).toContain('"streamCursors":[');

  const again = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  try {
    expect(await again.streamCursor('syslog')).toEqual({ seq: 1, pending: null });
    expect(await again.streamCursor('webhook')).toEqual({
      seq: 0,
      pending: { id: 'batch-1', throughSeq: 1 },
    });
  } finally {
    await again.close();
  }
});
