import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../../server/files/file-storage.ts';

/** How the suite makes an adapter: empty each time, and a second adapter over the same place. */
export interface StorageUnderTest {
  fresh(): Promise<{ storage: FileStorage; reopen(): FileStorage }>;
  cleanup?: () => Promise<void>;
}

const MiB = 1024 * 1024;
/** Large enough that holding it whole shows beside what streaming holds at a time. */
const LARGE = 64 * MiB;
const CHUNK = 256 * 1024;

setFlagsFromString('--expose_gc');
const gc = runInNewContext('gc') as () => void;
/** Bytes of buffers alive now: garbage does not count once collected and its buffers swept. */
const liveBytes = () => {
  // The second collection finishes sweeping the buffers the first one freed.
  gc();
  gc();
  return process.memoryUsage().arrayBuffers;
};

const bytes = (content: string | Buffer) => Readable.from([Buffer.from(content)], { objectMode: false });
const read = async (storage: FileStorage, key: string) => {
  const stream = await storage.get(key);
  return stream === undefined ? undefined : text(stream);
};

/** The one suite every file storage adapter passes. */
export function fileStorageConformance(name: string, adapter: StorageUnderTest): void {
  describe(`${name} file storage conformance`, () => {
    afterEach(async () => adapter.cleanup?.());

    it('stores and hands back a stream of many megabytes, holding only a little of it at any time', async () => {
      const { storage } = await adapter.fresh();
      const base = liveBytes();
      let heldWriting = 0;
      const written = createHash('sha256');
      async function* source() {
        for (let i = 0; i < LARGE / CHUNK; i++) {
          const chunk = randomBytes(CHUNK);
          written.update(chunk);
          if (i % 32 === 31) heldWriting = Math.max(heldWriting, liveBytes() - base);
          yield chunk;
        }
      }
      await storage.put('large.bin', Readable.from(source(), { objectMode: false }));
      expect(await storage.stat('large.bin')).toMatchObject({ size: LARGE });

      const stream = await storage.get('large.bin');
      if (stream === undefined) throw new Error('the stored object is missing');
      let heldReading = liveBytes() - base;
      const back = createHash('sha256');
      let got = 0;
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        back.update(chunk);
        got += chunk.length;
        if (got % (8 * MiB) < chunk.length) heldReading = Math.max(heldReading, liveBytes() - base);
      }
      expect(back.digest('hex')).toBe(written.digest('hex'));
      expect(heldWriting).toBeLessThan(LARGE / 2);
      expect(heldReading).toBeLessThan(LARGE / 2);
    });

    it('finds nothing under a key it never stored', async () => {
      const { storage } = await adapter.fresh();
      expect(await storage.get('never.bin')).toBeUndefined();
      expect(await storage.stat('never.bin')).toBeUndefined();
      expect(await storage.list()).toEqual([]);
    });

    it('replaces what a key held when it is put again, whole', async () => {
      const { storage } = await adapter.fresh();
      await storage.put('file.meta', bytes('the first, longer content'));
      await storage.put('file.meta', bytes('second'));
      expect(await read(storage, 'file.meta')).toBe('second');
      expect(await storage.stat('file.meta')).toMatchObject({ size: 6 });
      expect(await storage.list()).toEqual(['file.meta']);
    });

    it('removes a key, and removing it again or one never stored is no error', async () => {
      const { storage } = await adapter.fresh();
      await storage.put('file.bin', bytes('x'));
      await storage.delete('file.bin');
      await storage.delete('file.bin');
      await storage.delete('never.bin');
      expect(await storage.get('file.bin')).toBeUndefined();
      expect(await storage.list()).toEqual([]);
    });

    it('leaves nothing under a new key when its stream fails part way, and rejects with its error', async () => {
      const { storage } = await adapter.fresh();
      async function* cutShort() {
        yield randomBytes(MiB);
        throw new Error('the upload was cut short');
      }
      await expect(storage.put('cut.bin', Readable.from(cutShort(), { objectMode: false }))).rejects.toThrow(
        'the upload was cut short',
      );
      expect(await storage.get('cut.bin')).toBeUndefined();
      expect(await storage.list()).toEqual([]);
    });

    it('lists every key it holds and nothing else', async () => {
      const { storage } = await adapter.fresh();
      for (const key of ['a.bin', 'a.meta', 'b.gone']) await storage.put(key, bytes(key));
      await storage.delete('a.meta');
      expect((await storage.list()).sort()).toEqual(['a.bin', 'b.gone']);
    });

    it('tells the size of an object and when it was last written, by a clock close to this one', async () => {
      const { storage } = await adapter.fresh();
      await storage.put('file.bin', bytes('12345'));
      const first = await storage.stat('file.bin');
      expect(first?.size).toBe(5);
      expect(Math.abs((first?.writtenAt ?? 0) - Date.now())).toBeLessThan(60_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await storage.put('file.bin', bytes('1234567'));
      const second = await storage.stat('file.bin');
      expect(second?.size).toBe(7);
      expect(second?.writtenAt).toBeGreaterThan(first?.writtenAt ?? Number.POSITIVE_INFINITY);
    });

    it('stores parallel puts of different keys, each whole and apart', async () => {
      const { storage } = await adapter.fresh();
      const contents = Array.from({ length: 16 }, (_, i) => ({
        key: `f${i}.bin`,
        content: randomBytes(300_000),
      }));
      await Promise.all(
        contents.map(({ key, content }) =>
          storage.put(key, Readable.from([content.subarray(0, 100_000), content.subarray(100_000)])),
        ),
      );
      for (const { key, content } of contents) {
        const stream = await storage.get(key);
        const back = stream === undefined ? undefined : Buffer.concat(await stream.toArray());
        expect(back?.equals(content), key).toBe(true);
      }
      expect((await storage.list()).sort()).toEqual(contents.map((c) => c.key).sort());
    });

    it('shows what one adapter stored to a new adapter over the same place, and the other way', async () => {
      const { storage, reopen } = await adapter.fresh();
      await storage.put('kept.bin', bytes('kept across a restart'));
      await storage.put('dropped.bin', bytes('x'));
      const reopened = reopen();
      expect(await read(reopened, 'kept.bin')).toBe('kept across a restart');
      expect(await reopened.stat('kept.bin')).toMatchObject({ size: 21 });
      await reopened.delete('dropped.bin');
      expect(await storage.list()).toEqual(['kept.bin']);
    });

    it('refuses a key that could name a path or a hidden object', async () => {
      const { storage } = await adapter.fresh();
      for (const key of ['', '.', '..', '../outside', 'a/b', 'a\\b', '.hidden']) {
        await expect(storage.put(key, bytes('x')), key).rejects.toThrow(RangeError);
        await expect(storage.get(key), key).rejects.toThrow(RangeError);
        await expect(storage.stat(key), key).rejects.toThrow(RangeError);
        await expect(storage.delete(key), key).rejects.toThrow(RangeError);
      }
      expect(await storage.list()).toEqual([]);
    });
  });
}
