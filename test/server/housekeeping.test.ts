import { readdirSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { aesGcmCipher } from '../../server/crypto/cipher.ts';
import type { FileStorage } from '../../server/files/file-storage.ts';
import { localFileStorage } from '../../server/files/local-file-storage.ts';
import { startHousekeeping } from '../../server/housekeeping.ts';
import { pushFiles } from '../../server/pushes/push-files.ts';
import { openMemoryStore } from '../../server/store/memory/memory-store.ts';
import type { Store } from '../../server/store/port.ts';
import { openPostgresStore } from '../../server/store/postgres/open-postgres-store.ts';
import { describePg, useTestDatabase } from '../support/pg-test.ts';
import { tempDataDir } from '../support/server-process.ts';
import { TEST_KEY } from './store/fixtures.ts';

const quiet = { info() {}, error() {} };
const REQUEST_TIMEOUT_MS = 30_000;
/** The default: ten minutes past the longest an upload may take. */
const ORPHAN_AGE_MS = REQUEST_TIMEOUT_MS + 10 * 60_000;
const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

function housekeeping(
  store: Store,
  shared: boolean,
  sweep: () => Promise<unknown>,
  filesDir = tempDataDir(),
  ownSweep: () => Promise<unknown> = async () => {},
  storage: FileStorage = localFileStorage(filesDir),
) {
  const files = filesIn(filesDir, store);
  return {
    files,
    started: startHousekeeping({
      store,
      shared,
      files,
      storage,
      sweep,
      ownSweep,
      orphanAgeMs: ORPHAN_AGE_MS,
      orphanSweepEveryMs: 60 * 60_000,
      logger: quiet,
    }).then((h) => {
      stops.push(h.stop);
      return h;
    }),
  };
}

function filesIn(filesDir: string, keys: Store, now = Date.now) {
  const storage = localFileStorage(filesDir);
  return pushFiles({ storage, keys, cipher: aesGcmCipher(TEST_KEY), now, logger: quiet });
}

/** A file no push holds, its blob and its row last written `ageMs` ago. */
async function orphan(filesDir: string, keys: Store, ageMs: number): Promise<string> {
  const files = filesIn(filesDir, keys, () => Date.now() - ageMs);
  const saved = await files.vault.save(Readable.from([Buffer.from('x')]), {
    filename: 'o',
    contentType: 'text/plain',
  });
  const at = new Date(Date.now() - ageMs);
  await utimes(join(filesDir, `${saved.id}.bin`), at, at);
  return saved.id;
}

describe('housekeeping on a store of its own', () => {
  it('removes every file no push holds at start, however new, and sweeps at once', async () => {
    const store = openMemoryStore();
    let sweeps = 0;
    const filesDir = tempDataDir();
    const first = housekeeping(store, false, async () => sweeps++, filesDir);
    await first.started;
    await orphan(filesDir, store, 0);
    expect(readdirSync(filesDir)).toHaveLength(1);
    await housekeeping(store, false, async () => sweeps++, filesDir).started;
    expect(readdirSync(filesDir)).toEqual([]);
    expect(sweeps).toBe(2);
  });
});

describePg('housekeeping of servers sharing one PostgreSQL database', () => {
  const database = useTestDatabase('housekeeping');
  const open = async () => {
    const store = await openPostgresStore({ url: database.url(), instanceKey: TEST_KEY });
    stops.push(() => store.close());
    return store;
  };

  it('runs the expiry sweep in one process at a time: a second store skips its turn while the first sweeps', async () => {
    const [one, two] = [await open(), await open()];
    let release = () => {};
    let entered = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const slow = housekeeping(one, true, async () => {
      entered();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await inside;
    let secondSweeps = 0;
    let secondOwnSweeps = 0;
    await housekeeping(
      two,
      true,
      async () => secondSweeps++,
      tempDataDir(),
      async () => secondOwnSweeps++,
    ).started;
    expect(secondSweeps).toBe(0);
    // The failed reads a process holds back in memory are written by that process, whoever sweeps.
    expect(secondOwnSweeps).toBe(1);
    release();
    await slow.started;
    await housekeeping(two, true, async () => secondSweeps++).started;
    expect(secondSweeps).toBe(1);
  });

  it('runs the orphan sweep in one process at a time: a second store started meanwhile skips it, and its orphans wait for a later turn', async () => {
    const [one, two] = [await open(), await open()];
    let release = () => {};
    let entered = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const [firstDir, secondDir] = [tempDataDir(), tempDataDir()];
    const blocking = localFileStorage(firstDir);
    blocking.removeUnfinishedUploads = async () => {
      entered();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return 0;
    };
    let secondAsked = 0;
    const counting = localFileStorage(secondDir);
    counting.removeUnfinishedUploads = async () => ++secondAsked;
    const old = await orphan(secondDir, two, ORPHAN_AGE_MS + 60_000);
    const first = housekeeping(one, true, async () => {}, firstDir, undefined, blocking);
    await inside;
    await housekeeping(two, true, async () => {}, secondDir, undefined, counting).started;
    expect(secondAsked).toBe(0);
    expect(readdirSync(secondDir).filter((name) => name.startsWith(old))).not.toEqual([]);
    release();
    await first.started;
    await housekeeping(two, true, async () => {}, secondDir, undefined, counting).started;
    expect(secondAsked).toBe(1);
    expect(readdirSync(secondDir)).toEqual([]);
  });

  it('leaves files younger than the longest upload may take, which another server may still be writing, and removes older ones', async () => {
    const store = await open();
    const filesDir = tempDataDir();
    const files = filesIn(filesDir, store);
    const fresh = await orphan(filesDir, store, REQUEST_TIMEOUT_MS);
    const old = await orphan(filesDir, store, REQUEST_TIMEOUT_MS + 11 * 60_000);
    await housekeeping(store, true, async () => {}, filesDir).started;
    const left = await files.vault.describe(fresh, Date.now());
    expect(left?.id).toBe(fresh);
    expect(await files.vault.describe(old, Date.now())).toBeUndefined();
  });
});
