import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { migrateDataDir } from '../../../server/store/postgres/import/migrate-data-dir.ts';
import { openPostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { apiKey } from '../store/conformance-api-keys.ts';
import { T0, userRecord } from '../store/fixtures.ts';

describePg('secret-push migrate and named API keys', () => {
  it('carries every named key, standing, used and revoked alike, in its order, to PostgreSQL', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'migrate-keys-'));
    const instanceKey = randomBytes(32);
    const store = await openLowdbStore({ dataDir, instanceKey });
    const user = userRecord();
    await store.insertUser(user);
    const keys = [
      apiKey(user.id, { scope: 'all', createdAt: T0 }),
      apiKey(user.id, { scope: 'push', createdAt: T0, expiresAt: T0 + 86_400_000 }),
      apiKey(user.id, { createdAt: T0 + 1 }),
    ];
    for (const key of keys) await store.insertApiKey(key);
    await store.touchApiKey(keys[1]?.id ?? '', T0 + 5, '192.0.2.4');
    await store.revokeApiKey(user.id, keys[2]?.id ?? '', T0 + 9);
    const held = await store.listApiKeys(user.id);
    await store.close();
    const url = await createTestDatabase('migrate keys');
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
      expect(await moved.listApiKeys(user.id)).toEqual(held);
      expect((await moved.findApiKey(keys[2]?.id ?? ''))?.revokedAt).toBe(T0 + 9);
    } finally {
      await moved.close();
    }
  });
});
