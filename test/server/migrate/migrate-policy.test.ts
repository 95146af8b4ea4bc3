import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { migrateDataDir } from '../../../server/store/postgres/import/migrate-data-dir.ts';
import { openPostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';

const change = (rule: string, from: unknown, to: unknown, at: number) => ({
  rule,
  from: JSON.stringify(from),
  to: JSON.stringify(to),
  userId: 'admin-1',
  userEmail: 'admin@example.com',
  at,
});

describePg('secret-push migrate and the policy', () => {
  it('carries the rules an administrator saved and their history, in order, to PostgreSQL', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'migrate-policy-'));
    const instanceKey = randomBytes(32);
    const store = await openLowdbStore({ dataDir, instanceKey });
    const changes = [
      change('kinds.text.views.max', 100, 10, 1000),
      change('pushers', 'anyone', 'signed_in', 2000),
      change('kinds.text.views.max', 10, 20, 3000),
    ];
    await store.changePolicy(changes.slice(0, 2));
    await store.changePolicy(changes.slice(2));
    const saved = await store.readPolicy();
    await store.close();
    const url = await createTestDatabase('migrate policy');
    await migrateDataDir({
      dataDir,
      instanceKey,
      url,
      filesFrom: join(dataDir, 'files'),
      filesTo: join(dataDir, 'files'),
      log: () => {},
    });
    const moved = await openPostgresStore({ url, instanceKey });
    try {
      expect(await moved.readPolicy()).toEqual(saved);
      expect(await moved.policyHistory({ offset: 0, limit: 10 })).toEqual(changes.reverse());
    } finally {
      await moved.close();
    }
  });
});
