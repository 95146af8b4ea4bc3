import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { migrateDataDir } from '../../../server/store/postgres/import/migrate-data-dir.ts';
import { openPostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { PNG, SVG } from '../brand/logo-fixtures.ts';

describePg('secret-push migrate and uploaded logos', () => {
  it('carries every uploaded logo, byte for byte, to PostgreSQL', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'migrate-logos-'));
    const instanceKey = randomBytes(32);
    const store = await openLowdbStore({ dataDir, instanceKey });
    const logos = [
      { name: '0123456789abcdef.png', type: 'image/png', base64: PNG.toString('base64') },
      { name: 'fedcba9876543210.svg', type: 'image/svg+xml', base64: SVG.toString('base64') },
    ];
    for (const logo of logos) await store.putBrandLogo(logo);
    await store.close();
    const url = await createTestDatabase('migrate logos');
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
      for (const logo of logos) expect(await moved.findBrandLogo(logo.name)).toEqual(logo);
    } finally {
      await moved.close();
    }
  });
});
