import { expect, it } from 'vitest';
import { verifyActivity } from '../../../server/store/activity/verify-activity.ts';
import { openPostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { runCommand } from '../../support/server-process.ts';
import { activity } from '../store/activity-fixtures.ts';
import { T0, TEST_KEY } from '../store/fixtures.ts';

const PER_WRITER = 60;

describePg('the activity log with several writers on PostgreSQL', () => {
  it('keeps one chain when two pools append at once', async () => {
    const url = await createTestDatabase('activity pools');
    const stores = await Promise.all(
      [0, 1].map(() => openPostgresStore({ url, instanceKey: TEST_KEY, poolSize: 6 })),
    );
    try {
      await Promise.all(
        stores.flatMap((store, writer) =>
          Array.from({ length: PER_WRITER }, (_, i) =>
            store.appendActivity(
              activity({ at: T0 + i, actor: { kind: 'server', id: null, name: `w${writer}` } }),
            ),
          ),
        ),
      );
      const [reader] = stores;
      if (reader === undefined) throw new Error('no store');
      const verdict = await verifyActivity(reader, { batch: 17 });
      expect(verdict).toMatchObject({
        checked: 2 * PER_WRITER,
        problem: null,
        last: { seq: 2 * PER_WRITER },
      });
    } finally {
      for (const store of stores) await store.close();
    }
  });

  it('keeps one chain when two processes append at once', async () => {
    const url = await createTestDatabase('activity processes');
    const writers = [0, 1].map(() =>
      runCommand('test/server/activity/activity-writer-child.ts', [String(PER_WRITER)], {
        DATABASE_URL: url,
      }),
    );
    const ran = await Promise.all(writers);
    expect(ran.map((run) => [run.status, run.stderr])).toEqual([
      [0, ''],
      [0, ''],
    ]);
    const store = await openPostgresStore({ url, instanceKey: TEST_KEY });
    try {
      expect(await verifyActivity(store)).toMatchObject({ checked: 2 * PER_WRITER, problem: null });
    } finally {
      await store.close();
    }
  });
});
