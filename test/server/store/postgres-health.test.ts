import { expect, it } from 'vitest';
import { openPostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { pushRecord, T0, TEST_KEY, visitor } from './fixtures.ts';

describePg('PostgreSQL store health under load', () => {
  it('stays healthy while every connection is busy for longer than a probe may wait, as queries are being answered', async () => {
    const reports: string[] = [];
    const store = await openPostgresStore({
      url: await createTestDatabase('health_busy'),
      instanceKey: TEST_KEY,
      poolSize: 1,
      onUnavailable: (problem) => reports.push(`down ${problem}`),
      onRecovered: () => reports.push('up'),
    });
    try {
      const push = pushRecord();
      await store.insertPush(push, visitor, T0);
      // 4 s of work queue for the one connection, 100 ms at a time, a store query answered after each.
      const work: Promise<unknown>[] = [];
      for (let i = 0; i < 40; i++) {
        work.push(store.pool.query('SELECT pg_sleep(0.1)'));
        work.push(store.auditLog(push.urlToken, { offset: 0, limit: 1 }));
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      // A probe would now wait 3.5 s for the connection, past its 2 s: the answered queries say enough.
      expect(await store.health()).toEqual({ writable: true, problem: null });
      await Promise.all(work);
      expect(reports).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
