import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { readConfig } from '../../../server/config.ts';
import { openDataStore } from '../../../server/open-data-store.ts';
import { T0, visitor } from './fixtures.ts';

/** A data directory written by the version that kept url tokens in the clear (store format 1), under key e…e. */
const FIXTURE = join(import.meta.dirname, 'fixtures', 'store-format-1');
const OLD_KEY = 'e'.repeat(64);
const NEW_KEY = 'f'.repeat(64);
const TOKEN = `format1token${String(1).padStart(12, '0')}`;
let dataDir = '';

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

it('digests a store it rewrites at open under the key that made it, so what it logs later is found after a restart', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rotation-digests-'));
  for (const name of await readdir(FIXTURE)) {
    await copyFile(join(FIXTURE, name), join(dataDir, name.replace(/\.format1$/, '')));
  }
  const config = readConfig({
    DATA_DIR: dataDir,
    PWPUSH_MASTER_KEY: NEW_KEY,
    PWPUSH_MASTER_KEY_PREVIOUS: OLD_KEY,
  });
  const first = await openDataStore(config);
  const before = (await first.store.auditLog(TOKEN, { offset: 0, limit: 50 })).length;
  await first.store.logFailedPassphrase(TOKEN, visitor, T0 + 1);
  await first.store.close();

  const again = await openDataStore(config);
  const audit = await again.store.auditLog(TOKEN, { offset: 0, limit: 50 });
  expect(audit).toHaveLength(before + 1);
  await again.store.close();
});
