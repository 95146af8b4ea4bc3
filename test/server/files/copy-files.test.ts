import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketSide, directorySide } from '../../../server/cli/migrate-files.ts';
import type { FileSide } from '../../../server/files/copy-error.ts';
import { copyFiles } from '../../../server/files/copy-files.ts';
import { COPY_MARK, holdsCopyMark, refuseUnfinishedCopy } from '../../../server/files/copy-mark.ts';
import type { FileStorage } from '../../../server/files/file-storage.ts';
import { MIN_PART_SIZE } from '../../../server/files/s3-parts.ts';
import { type S3TestServer, startS3TestServer } from '../../support/s3-test-server.ts';

const BUCKETS = ['round-trip', 'taken', 'differs', 'vanishing'];
const quiet = () => {};
const tempDir = () => mkdtempSync(join(tmpdir(), 'copy-files-'));
const fileKey = () => randomBytes(16).toString('base64url');

/** Objects as the vault writes them: a blob and its key per file; with `large`, one blob is sent in parts. */
function someObjects(large = false): Map<string, Buffer> {
  const objects = new Map<string, Buffer>();
  for (const size of [large ? MIN_PART_SIZE + 1234 : 1234, 10, 0, 70_000]) {
    const id = fileKey();
    objects.set(`${id}.bin`, randomBytes(size));
    objects.set(`${id}.meta`, randomBytes(90));
  }
  return objects;
}

async function fill(storage: FileStorage, objects: Map<string, Buffer>) {
  for (const [key, bytes] of objects) await storage.put(key, Readable.from([bytes]));
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Each object's key and SHA-256, in key order: compared, not the bytes, so a failure prints short. */
async function contents(storage: FileStorage): Promise<[string, string][]> {
  const found: [string, string][] = [];
  for (const key of (await storage.list()).sort()) {
    const stream = await storage.get(key);
    if (stream) found.push([key, sha256(await buffer(stream))]);
  }
  return found;
}

const sorted = (objects: Map<string, Buffer>): [string, string][] =>
  [...objects].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, bytes]) => [key, sha256(bytes)]);
const totalBytes = (objects: Map<string, Buffer>) => [...objects.values()].reduce((n, b) => n + b.length, 0);

/** A target whose puts go through `change`, which may store the content, other bytes, or nothing. */
function tampered(
  side: FileSide,
  change: (key: string, put: () => Promise<void>, content: Readable) => Promise<void>,
): FileSide {
  const { storage } = side;
  return {
    ...side,
    storage: { ...storage, put: (key, content) => change(key, () => storage.put(key, content), content) },
  };
}

describe('copying the objects of one file storage into another', () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3TestServer(BUCKETS);
  });
  afterAll(async () => s3?.stop());
  const bucket = (name: string) => bucketSide(s3.settings(name), { retries: 0 });

  it('copies every object from a directory into a bucket and back into a directory, each read back with its SHA-256', async () => {
    const objects = someObjects(true);
    const from = directorySide(tempDir());
    await fill(from.storage, objects);
    const lines: string[] = [];
    const into = await copyFiles({ from, to: bucket('round-trip'), log: (line) => lines.push(line) });
    const counts = { objects: objects.size, bytes: totalBytes(objects) };
    expect(into).toEqual({ ...counts, copied: objects.size, alreadyThere: 0 });
    expect(lines).toEqual([`Copying 8 objects from ${from.name} into ${bucket('round-trip').name}.`]);
    expect(await contents(bucket('round-trip').storage)).toEqual(sorted(objects));

    const back = directorySide(tempDir());
    expect(await copyFiles({ from: bucket('round-trip'), to: back, log: quiet })).toEqual(into);
    expect(await contents(back.storage)).toEqual(sorted(objects));
    expect(await holdsCopyMark(back.storage)).toBe(false);

    // Run again over a finished copy, it finds every object there with the same bytes and writes nothing.
    expect(await copyFiles({ from, to: bucket('round-trip'), log: quiet })).toEqual({
      ...counts,
      copied: 0,
      alreadyThere: objects.size,
    });
  });

  it('refuses a target holding objects the source has not, or other bytes under its keys, and writes nothing there', async () => {
    const objects = someObjects();
    const from = directorySide(tempDir());
    await fill(from.storage, objects);
    const taken = bucket('taken');
    await taken.storage.put('someone-elses', Readable.from([Buffer.from('x')]));
    await expect(copyFiles({ from, to: taken, log: quiet })).rejects.toThrow(
      `${taken.name} already holds objects ${from.name} does not: someone-elses, so nothing was copied into it. ` +
        'Copy into empty storage (a new bucket, or an empty directory), or empty this one first.',
    );
    expect(await taken.storage.list()).toEqual(['someone-elses']);

    const differs = bucket('differs');
    const [key = ''] = [...objects.keys()];
    await differs.storage.put(key, Readable.from([Buffer.from('other bytes')]));
    await expect(copyFiles({ from, to: differs, log: quiet })).rejects.toMatchObject({
      name: 'FileCopyError',
      message: expect.stringContaining(
        `already holds objects whose bytes differ from the source's: ${key}, so`,
      ),
    });
    expect(await differs.storage.list()).toEqual([key]);
  });

  it('finds a copied object that reads back with other bytes or not at all, keeps the mark, and a second run mends the copy', async () => {
    const objects = someObjects();
    const from = directorySide(tempDir());
    await fill(from.storage, objects);
    const to = directorySide(tempDir());
    const [corrupted = '', lost = ''] = [...objects.keys()].sort();
    // Both read what they are given, as a store that loses or garbles an object does.
    const faulty = tampered(to, async (key, put, content) => {
      if (key !== lost && key !== corrupted) return put();
      const bytes = await buffer(content);
      if (key === corrupted) await to.storage.put(key, Readable.from([bytes, Buffer.from('!')]));
    });
    const run = copyFiles({ from, to: faulty, log: quiet });
    await expect(run).rejects.toThrow(
      `The copy is not complete (8 of 8 objects copied). The counts differ: the source holds 8 objects, ${to.name} 7 (missing ${lost}).\n` +
        `${to.name} keeps its object ${COPY_MARK}, so no server starts on it: fix the cause and run the same command again; ` +
        'it keeps what was copied whole and carries on.',
    );
    await expect(refuseUnfinishedCopy(to.storage, 'FILES_DIR')).rejects.toMatchObject({
      name: 'FileStorageOpenError',
    });

    // With the lost object there, the corrupted one is caught by its digest.
    await to.storage.put(lost, Readable.from([objects.get(lost) ?? Buffer.alloc(0)]));
    const skipping = tampered(to, async (key, put, content) => {
      if (key === COPY_MARK) return put();
      await buffer(content);
    });
    await expect(copyFiles({ from, to: skipping, log: quiet })).rejects.toThrow(
      `The object ${corrupted} does not read back from ${to.name} as it was copied: its SHA-256 differs from the source.`,
    );
    expect(await holdsCopyMark(to.storage)).toBe(true);

    expect(await copyFiles({ from, to, log: quiet })).toMatchObject({ copied: 1, alreadyThere: 7 });
    expect(await contents(to.storage)).toEqual(sorted(objects));
  });

  it('stops at the object a vanished bucket did not take, naming it and the endpoint setting, and carries on when run again', async () => {
    const objects = someObjects();
    const from = directorySide(tempDir());
    await fill(from.storage, objects);
    const keys = [...objects.keys()].sort();
    let written = 0;
    const to = bucket('vanishing');
    const vanishing = tampered(to, async (key, put) => {
      if (key !== COPY_MARK && ++written === 3) await s3.vanish();
      return put();
    });
    const run = copyFiles({ from, to: vanishing, log: quiet, inFlight: 1 });
    await expect(run).rejects.toThrow(
      `The copy is not complete (2 of 8 objects copied). Could not write the object ${keys[2]} in ${to.name}: ` +
        `The bucket at ${s3.endpoint} could not be reached to store an object (ECONNREFUSED). ` +
        `Check PWP__FILES__S3__ENDPOINT (${s3.endpoint}).\n${to.name} keeps its object ${COPY_MARK}, so no server starts on it`,
    );

    s3 = await startS3TestServer(BUCKETS, { directory: s3.directory });
    const again = bucket('vanishing');
    expect(await holdsCopyMark(again.storage)).toBe(true);
    await expect(refuseUnfinishedCopy(again.storage, 'The bucket vanishing')).rejects.toThrow(
      `The bucket vanishing holds a copy of files that secret-push migrate files did not finish (its object ${COPY_MARK}).`,
    );
    const lines: string[] = [];
    expect(await copyFiles({ from, to: again, log: (line) => lines.push(line) })).toMatchObject({
      objects: 8,
      copied: 6,
      alreadyThere: 2,
    });
    expect(lines[0]).toBe(`${again.name} holds an unfinished copy: carrying on where it stopped.`);
    expect(await contents(again.storage)).toEqual(sorted(objects));
  });

  it('blames the source for an object that breaks off while it is read, and leaves the target marked', async () => {
    const objects = someObjects();
    const from = directorySide(tempDir());
    await fill(from.storage, objects);
    const [broken = ''] = [...objects.keys()].sort();
    const breaking: FileSide = {
      ...from,
      storage: {
        ...from.storage,
        get: async (key) => {
          if (key !== broken) return from.storage.get(key);
          async function* breaksOff() {
            yield Buffer.from('the first bytes');
            throw Object.assign(new Error(`EIO: i/o error, read`), { code: 'EIO' });
          }
          return Readable.from(breaksOff());
        },
      },
    };
    const to = directorySide(tempDir());
    await expect(copyFiles({ from: breaking, to, log: quiet, inFlight: 1 })).rejects.toThrow(
      `The copy is not complete (0 of 8 objects copied). Could not read the object ${broken} in ${from.name}: ` +
        `EIO: i/o error, read ${from.advice(undefined)}\n${to.name} keeps its object ${COPY_MARK}`,
    );
    expect(await holdsCopyMark(to.storage)).toBe(true);
    expect(await to.storage.stat(broken)).toBeUndefined();
  });

  it('streams each object across: the target has its first bytes before the source has given its last', async () => {
    const first = Buffer.alloc(64 * 1024, 1);
    let targetHasFirst: () => void = () => {};
    const firstArrived = new Promise<void>((resolve) => {
      targetHasFirst = resolve;
    });
    // The source gives its last bytes only once the target has the first: a copy that gathered
    // an object whole before writing it would wait here forever.
    async function* slowly() {
      yield first;
      await firstArrived;
      yield Buffer.from('the rest');
    }
    const source = directorySide(tempDir());
    const from: FileSide = {
      ...source,
      storage: { ...source.storage, list: async () => [fileKey()], get: async () => Readable.from(slowly()) },
    };
    const to = directorySide(tempDir());
    let seen = 0;
    const counting = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        seen += chunk.length;
        if (seen >= first.length) targetHasFirst();
        done(null, chunk);
      },
    });
    const watching: FileSide = {
      ...to,
      storage: {
        ...to.storage,
        put: (key, content) => to.storage.put(key, key === COPY_MARK ? content : content.pipe(counting)),
      },
    };
    expect(await copyFiles({ from, to: watching, log: quiet })).toEqual({
      objects: 1,
      bytes: first.length + 'the rest'.length,
      copied: 1,
      alreadyThere: 0,
    });
  });
});
