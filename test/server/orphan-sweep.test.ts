import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { aesGcmCipher } from '../../server/crypto/cipher.ts';
import type { FileStorage } from '../../server/files/file-storage.ts';
import { localFileStorage } from '../../server/files/local-file-storage.ts';
import { ObjectStorageError } from '../../server/files/s3-bucket.ts';
import { s3FileStorage } from '../../server/files/s3-file-storage.ts';
import { type HousekeepingDeps, startHousekeeping, UNLISTED_UPLOADS } from '../../server/housekeeping.ts';
import { pushFiles } from '../../server/pushes/push-files.ts';
import { openMemoryStore } from '../../server/store/memory/memory-store.ts';
import type { Store } from '../../server/store/port.ts';
import { startS3TestServer } from '../support/s3-test-server.ts';
import { tempDataDir } from '../support/server-process.ts';
import { until } from '../support/until.ts';
import { pushRecord, TEST_KEY, visitor } from './store/fixtures.ts';

const MINUTE = 60_000;
const ORPHAN_AGE_MS = 10 * MINUTE;
const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/** Where files are kept, and storage over the same place that writes as if `ms` ago. */
interface SweptPlace {
  storage: FileStorage;
  writingAgo(ms: number): FileStorage;
}

const agedBy = (storage: FileStorage, ms: number, path: (key: string) => string): FileStorage => ({
  ...storage,
  put: async (key, content) => {
    await storage.put(key, content);
    const at = new Date(Date.now() - ms);
    await utimes(path(key), at, at);
  },
});

const places: Record<string, () => Promise<SweptPlace>> = {
  'the local directory': async () => {
    const dir = tempDataDir();
    const storage = localFileStorage(dir);
    return { storage, writingAgo: (ms) => agedBy(storage, ms, (key) => join(dir, key)) };
  },
  'an S3-compatible bucket': async () => {
    const server = await startS3TestServer(['swept']);
    stops.push(() => server.stop());
    const settings = server.settings('swept');
    // The bucket's own time of an object is its file's; the writer's time travels in its metadata.
    return {
      storage: s3FileStorage(settings),
      writingAgo: (ms) =>
        agedBy(s3FileStorage(settings, { now: () => Date.now() - ms }), ms, (key) =>
          join(server.directory, 'swept', `${key}._S3rver_object`),
        ),
    };
  },
};

const filesOver = (storage: FileStorage, keys: Store, now = Date.now) =>
  pushFiles({ storage, keys, cipher: aesGcmCipher(TEST_KEY), now, logger: { info() {}, error() {} } });

/** A file stored `ageMs` ago (its blob and its key's row) that no push holds yet. */
const saveAgo = async (place: SweptPlace, keys: Store, ageMs: number) =>
  (
    await filesOver(place.writingAgo(ageMs), keys, () => Date.now() - ageMs).vault.save(
      Readable.from([Buffer.from('sealed bytes')]),
      {
        filename: 'f.txt',
        contentType: 'text/plain',
      },
    )
  ).id;

async function startSweeping(
  place: SweptPlace,
  more: Partial<HousekeepingDeps> = {},
  store: Store = openMemoryStore(),
) {
  const infos: string[] = [];
  const files = filesOver(place.storage, store);
  const housekeeping = await startHousekeeping({
    store,
    shared: true,
    files,
    storage: place.storage,
    sweep: async () => {},
    ownSweep: async () => {},
    orphanAgeMs: ORPHAN_AGE_MS,
    orphanSweepEveryMs: 60 * MINUTE,
    logger: { info: (line) => infos.push(line), error: (line) => infos.push(`error: ${line}`) },
    ...more,
  });
  stops.push(housekeeping.stop);
  const live = async (id: string) => (await files.vault.describe(id, Date.now()))?.id;
  return { store, infos, live };
}

for (const [name, open] of Object.entries(places)) {
  describe(`the orphan sweep over ${name}, with servers sharing the store`, () => {
    it('removes files no push holds once older than the orphan age, and leaves younger ones, such as an upload in flight on another server, and held ones', async () => {
      const place = await open();
      const store = openMemoryStore();
      const old = await saveAgo(place, store, ORPHAN_AGE_MS + MINUTE);
      const inFlight = await saveAgo(place, store, ORPHAN_AGE_MS - MINUTE);
      const held = await saveAgo(place, store, 100 * ORPHAN_AGE_MS);
      await store.insertPush(
        pushRecord({
          kind: 'file',
          files: [{ id: held, filename: 'f.txt', contentType: 'text/plain', size: 12 }],
        }),
        visitor,
        Date.now(),
      );
      const { live, infos } = await startSweeping(place, {}, store);
      expect([await live(old), await live(inFlight), await live(held)]).toEqual([undefined, inFlight, held]);
      expect(new Set((await place.storage.list()).map((key) => key.split('.')[0]))).toEqual(
        new Set([inFlight, held]),
      );
      expect(infos[0]).toBe('Removed 1 stored file(s) that no push holds.');
    });

    it('looks again at every sweep interval, so an orphan left after the start goes once it is old enough', async () => {
      const place = await open();
      const store = openMemoryStore();
      await startSweeping(place, { orphanSweepEveryMs: 50 }, store);
      const late = await saveAgo(place, store, ORPHAN_AGE_MS + MINUTE);
      await until(
        async () => (await place.storage.list()).length === 0,
        'the late orphan is removed',
        10_000,
      );
      expect(late).toMatch(/^[\w-]{22}$/);
    });
  });
}

describe('unfinished uploads in the orphan sweep', () => {
  const storageAnswering = (answer: (minAgeMs: number) => Promise<number | undefined>) => {
    const asked: number[] = [];
    const place = localPlace();
    return {
      asked,
      place: {
        ...place,
        storage: {
          ...place.storage,
          removeUnfinishedUploads: (minAgeMs: number) => {
            asked.push(minAgeMs);
            return answer(minAgeMs);
          },
        },
      },
    };
  };
  const localPlace = (): SweptPlace => {
    const storage = localFileStorage(tempDataDir());
    return { storage, writingAgo: () => storage };
  };

  it('aborts those begun longer ago than the orphan age with a shared store, and all of them on a store of its own', async () => {
    const { asked, place } = storageAnswering(async () => 2);
    const shared = await startSweeping(place);
    expect(shared.infos).toEqual(['Aborted 2 unfinished upload(s) left in the bucket.']);
    await startSweeping(place, { shared: false });
    expect(asked).toEqual([ORPHAN_AGE_MS, 0]);
  });

  it('says once a process, not at each sweep, that a bucket which cannot list them needs a lifecycle rule', async () => {
    const { asked, place } = storageAnswering(async () => undefined);
    const { infos } = await startSweeping(place, { orphanSweepEveryMs: 20 });
    await until(() => asked.length >= 3, 'three sweeps ran', 10_000);
    expect(infos).toEqual([UNLISTED_UPLOADS]);
  });

  it('tells what the bucket said when it refuses, and the server still starts', async () => {
    const { place } = storageAnswering(async () => {
      throw new ObjectStorageError(
        'The bucket refused to list its unfinished uploads: 403 AccessDenied.',
        403,
        'AccessDenied',
      );
    });
    const { infos } = await startSweeping(place);
    expect(infos).toEqual([
      'error: aborting unfinished uploads failed: The bucket refused to list its unfinished uploads: 403 AccessDenied.',
    ]);
  });

  it('tells any other failure by its kind alone, as every error outside the list said for people', async () => {
    const { place } = storageAnswering(async () => {
      throw new Error('a message that could carry anything');
    });
    const { infos } = await startSweeping(place);
    expect(infos).toHaveLength(1);
    expect(infos[0]).toMatch(/^error: aborting unfinished uploads failed: Error\n/);
  });

  it('says so of the S3 test server, which does not list them, and of no local directory', async () => {
    const bucket = await places['an S3-compatible bucket']?.();
    const local = await places['the local directory']?.();
    if (bucket === undefined || local === undefined) throw new Error('a place is missing');
    expect((await startSweeping(bucket)).infos).toEqual([UNLISTED_UPLOADS]);
    expect((await startSweeping(local)).infos).toEqual([]);
  });
});
