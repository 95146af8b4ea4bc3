import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { gathered, localFileStorage } from '../../../server/files/local-file-storage.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
const tempRoot = () => {
  const root = mkdtempSync(join(tmpdir(), 'local-file-storage-'));
  roots.push(root);
  return root;
};

describe('the local directory adapter', () => {
  it('reads and writes the disk a mebibyte at a time, whatever size the chunks came in', async () => {
    const MiB = 1024 * 1024;
    const chunks = Array.from({ length: 40 }, (_, n) => Buffer.alloc(64 * 1024 + n, n));
    const written: number[] = [];
    for await (const chunk of gathered(Readable.from(chunks))) written.push(chunk.length);
    expect(written).toEqual([MiB + 120, MiB + 376, 512 * 1024 + 284]);

    const storage = localFileStorage(tempRoot());
    await storage.put('CCCCCCCCCCCCCCCCCCCCCC.bin', Readable.from(chunks));
    const read: Buffer[] = [];
    for await (const chunk of (await storage.get('CCCCCCCCCCCCCCCCCCCCCC.bin')) as AsyncIterable<Buffer>) {
      read.push(chunk);
    }
    expect(read.map((chunk) => chunk.length)).toEqual([MiB, MiB, 512 * 1024 + 780]);
    expect(Buffer.concat(read).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('keeps each object as a file named by its key, in a directory it makes for its owner alone', async () => {
    const dir = join(tempRoot(), 'data', 'files');
    const storage = localFileStorage(dir);
    await storage.put('AAAAAAAAAAAAAAAAAAAAAA.bin', Readable.from([Buffer.from('sealed bytes')]));
    expect(readdirSync(dir)).toEqual(['AAAAAAAAAAAAAAAAAAAAAA.bin']);
    expect(readFileSync(join(dir, 'AAAAAAAAAAAAAAAAAAAAAA.bin'), 'utf8')).toBe('sealed bytes');
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'AAAAAAAAAAAAAAAAAAAAAA.bin')).mode & 0o777).toBe(0o600);
  });

  it('finds nothing in a directory it has not made yet, and lists it once made', async () => {
    const dir = join(tempRoot(), 'files');
    const storage = localFileStorage(dir);
    expect(await storage.get('AAAAAAAAAAAAAAAAAAAAAA.meta')).toBeUndefined();
    expect(await storage.stat('AAAAAAAAAAAAAAAAAAAAAA.meta')).toBeUndefined();
    await storage.delete('AAAAAAAAAAAAAAAAAAAAAA.meta');
    expect(await storage.list()).toEqual([]);
  });

  it('lists no name that is not a key of its own, such as a hidden file beside them', async () => {
    const dir = tempRoot();
    const storage = localFileStorage(dir);
    await storage.put('a.bin', Readable.from([Buffer.from('x')]));
    await storage.put('b.meta', Readable.from([Buffer.from('y')]));
    writeFileSync(join(dir, '.nfs000123'), 'left by a network file system');
    expect((await storage.list()).sort()).toEqual(['a.bin', 'b.meta']);
  });
});
