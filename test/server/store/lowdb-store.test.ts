import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { storeConformance } from './conformance.ts';
import { TEST_KEY } from './fixtures.ts';

storeConformance('lowdb', () => {
  let dataDir: string | undefined;
  const dir = async () => {
    dataDir ??= await mkdtemp(join(tmpdir(), 'store-conformance-'));
    return dataDir;
  };
  return {
    open: async (options) => openLowdbStore({ dataDir: await dir(), instanceKey: TEST_KEY, ...options }),
    reopen: async (store, options) => {
      await store.close();
      return openLowdbStore({ dataDir: await dir(), instanceKey: TEST_KEY, ...options });
    },
    cleanup: async () => {
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
});
