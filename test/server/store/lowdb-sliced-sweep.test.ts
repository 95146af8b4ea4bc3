import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { nodeStoreFs, type StoreFs } from '../../../server/store/durable/store-fs.ts';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import type { Store } from '../../../server/store/port.ts';
import { StoreUnavailableError } from '../../../server/store/store-unavailable.ts';
import { DAY, pushRecord, T0, TEST_KEY, visitor, waitUntil } from './fixtures.ts';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'store-sliced-sweep-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The real file system, but once armed, journal write number `n` writes half its bytes and fails with ENOSPC. */
function diskFillingAt() {
  let countdown = Number.POSITIVE_INFINITY;
  const fs: StoreFs = {
    ...nodeStoreFs,
    open: async (path, flags, mode) => {
      const file = await nodeStoreFs.open(path, flags, mode);
      if (!path.includes('journal-')) return file;
      return {
        write: async (data) => {
          countdown--;
          if (countdown > 0) return file.write(data);
          countdown = Number.POSITIVE_INFINITY;
          const bytes = Buffer.from(data);
          await file.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
          throw Object.assign(new Error('ENOSPC: injected'), { code: 'ENOSPC' });
        },
        sync: () => file.sync(),
        close: () => file.close(),
      };
    },
  };
  return { fs, failWrite: (n: number) => (countdown = n) };
}

async function expiredCount(store: Store, tokens: string[]): Promise<number> {
  const found = await Promise.all(tokens.map((token) => store.findPush(token)));
  for (const push of found) expect(push?.payload === null).toBe(push?.expired);
  return found.filter((push) => push?.expired).length;
}

it('keeps the slices written before a failed write of a sweep, and the next sweep finishes the rest', async () => {
  const disk = diskFillingAt();
  const quiet = { onUnavailable: () => {}, onRecovered: () => {} };
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY, fs: disk.fs, ...quiet });
  const due = Array.from({ length: 3000 }, (_, i) =>
    pushRecord({ urlToken: `due-${i}`, expiresAt: T0 + DAY }),
  );
  const tokens = due.map((p) => p.urlToken);
  await Promise.all(due.map((p) => store.insertPush(p, visitor, T0)));

  disk.failWrite(4);
  await expect(store.expireDue(T0 + DAY)).rejects.toThrow(StoreUnavailableError);
  await waitUntil(async () => (await store.health()).writable);
  const kept = await expiredCount(store, tokens);
  expect(kept).toBeGreaterThan(0);
  expect(kept).toBeLessThan(due.length);
  await store.close();

  const again = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  expect(await expiredCount(again, tokens)).toBe(kept);
  expect(await again.expireDue(T0 + DAY)).toHaveLength(due.length - kept);
  expect(await expiredCount(again, tokens)).toBe(due.length);
  await again.close();
});
