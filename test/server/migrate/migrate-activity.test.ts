import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { verifyActivity } from '../../../server/store/activity/verify-activity.ts';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { migrateDataDir } from '../../../server/store/postgres/import/migrate-data-dir.ts';
import { openPostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { inCategory } from '../store/activity-fixtures.ts';
import { DAY, T0 } from '../store/fixtures.ts';

/** A data directory whose log had its oldest entry removed by retention and one left as a link. */
async function dataDirWithLog(instanceKey: Buffer) {
  const dataDir = mkdtempSync(join(tmpdir(), 'migrate-activity-'));
  const store = await openLowdbStore({ dataDir, instanceKey });
  await store.appendActivity(inCategory('push', T0));
  await store.appendActivity(inCategory('security', T0 + 1));
  await store.appendActivity(inCategory('push', T0 + 2));
  await store.appendActivity(inCategory('admin', T0 + 3));
  await store.removeOldActivity({ push: T0 + DAY, request: null, security: null, admin: null }, 10);
  await store.saveStreamCursor('syslog', { seq: 3, pending: null });
  await store.saveStreamCursor('webhook', { seq: 2, pending: { id: 'delivery-1', throughSeq: 4 } });
  const kept = await store.readActivity(0, 10);
  const checkpoint = await store.activityCheckpoint();
  await store.close();
  return { dataDir, kept, checkpoint };
}

describePg('secret-push migrate and the activity log', () => {
  it('carries every entry, link and the checkpoint verbatim, so the chain checks the same on PostgreSQL', async () => {
    const instanceKey = randomBytes(32);
    const source = await dataDirWithLog(instanceKey);
    const url = await createTestDatabase('migrate activity');
    const lines: string[] = [];
    await migrateDataDir({
      dataDir: source.dataDir,
      instanceKey,
      url,
      filesFrom: join(source.dataDir, 'files'),
      filesTo: join(source.dataDir, 'files'),
      log: (line) => lines.push(line),
    });
    expect(lines).toContain('Read 3 activity entries.');
    const store = await openPostgresStore({ url, instanceKey });
    try {
      expect(await store.activityCheckpoint()).toEqual(source.checkpoint);
      expect(await store.readActivity(0, 10)).toEqual(source.kept);
      expect(await verifyActivity(store)).toMatchObject({ checked: 3, problem: null, last: { seq: 4 } });
      const next = await store.appendActivity(inCategory('admin', T0 + 4));
      expect(next).toMatchObject({ seq: 5, prevDigest: source.kept[2]?.digest });
      // The numbers are kept, so each stream goes on after the last entry its receiver took.
      expect(await store.streamCursor('syslog')).toEqual({ seq: 3, pending: null });
      expect(await store.streamCursor('webhook')).toEqual({
        seq: 2,
        pending: { id: 'delivery-1', throughSeq: 4 },
      });
    } finally {
      await store.close();
    }
  });

  it('is not done when an entry goes missing on the way, and says so', async () => {
    const instanceKey = randomBytes(32);
    const source = await dataDirWithLog(instanceKey);
    const url = await createTestDatabase('migrate activity lost');
    const migration = migrateDataDir({
      dataDir: source.dataDir,
      instanceKey,
      url,
      filesFrom: join(source.dataDir, 'files'),
      filesTo: join(source.dataDir, 'files'),
      log: () => {},
      beforeCheck: async (pool) => {
        await pool.query('DELETE FROM activity_log WHERE seq = 4');
      },
    });
    await expect(migration).rejects.toThrow('activity entries: 3 in the data directory, 2 in the target');
  });
});
