import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline as pipe, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Cipher } from '../crypto/cipher.ts';
import type { StoredFile } from '../store/records.ts';

/** What is kept beside a blob, sealed under the instance key: the blob's own key travels only here. */
interface SealedMeta {
  filename: string;
  contentType: string;
  size: number;
  key: string;
  iv: string;
  tag: string;
}

export interface OpenedFile {
  file: StoredFile;
  stream: Readable;
}

const FILE_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * Encrypted file blobs under one directory. Each file has its own random AES-256-GCM key, sealed
 * with the instance key in a `.meta` file written only once the blob is complete, so a partial
 * upload is never served.
 */
export function fileVault(dir: string, cipher: Cipher) {
  const blob = (id: string) => join(dir, `${id}.bin`);
  const meta = (id: string) => join(dir, `${id}.meta`);
  const retired = (id: string) => join(dir, `${id}.gone`);
  const ready = mkdir(dir, { recursive: true, mode: 0o700 });

  async function save(input: Readable, info: { filename: string; contentType: string }): Promise<StoredFile> {
    await ready;
    const id = randomBytes(16).toString('base64url');
    const key = randomBytes(32);
    const iv = randomBytes(12);
    const encrypt = createCipheriv('aes-256-gcm', key, iv);
    let size = 0;
    async function* counted(source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        size += chunk.length;
        yield chunk;
      }
    }
    try {
      await pipeline(input, counted, encrypt, createWriteStream(blob(id), { mode: 0o600 }));
    } catch (error) {
      await rm(blob(id), { force: true });
      throw error;
    }
    const sealed: SealedMeta = {
      ...info,
      size,
      key: key.toString('base64'),
      iv: iv.toString('base64'),
      tag: encrypt.getAuthTag().toString('base64'),
    };
    await writeFile(meta(id), cipher.seal(JSON.stringify(sealed)), { mode: 0o600 });
    return { id, filename: info.filename, contentType: info.contentType, size };
  }

  /** When the file was retired, the moment it stops being served; undefined while it is live. */
  async function retiredUntil(id: string): Promise<number | undefined> {
    try {
      return Number(await readFile(retired(id), 'utf8'));
    } catch {
      return undefined;
    }
  }

  /** A live file's sealed metadata; undefined when it is gone, past its grace, or never was. */
  async function liveMeta(id: string, now: number): Promise<SealedMeta | undefined> {
    if (!FILE_ID.test(id)) return undefined;
    const until = await retiredUntil(id);
    if (until !== undefined && !(now < until)) return undefined;
    try {
      return JSON.parse(cipher.open(await readFile(meta(id), 'utf8'))) as SealedMeta;
    } catch {
      return undefined;
    }
  }

  const storedFile = (id: string, m: SealedMeta): StoredFile => ({
    id,
    filename: m.filename,
    contentType: m.contentType,
    size: m.size,
  });

  /** What `open` would serve, without opening the blob: for answers that send no body. */
  async function describe(id: string, now: number): Promise<StoredFile | undefined> {
    const m = await liveMeta(id, now);
    return m === undefined ? undefined : storedFile(id, m);
  }

  /**
   * The decrypted content of a stored file; undefined when it is gone, past its grace, or never was.
   * The stream holds a descriptor until it is read to the end or destroyed: a caller that sends no
   * body uses `describe` instead.
   */
  async function open(id: string, now: number): Promise<OpenedFile | undefined> {
    const m = await liveMeta(id, now);
    if (m === undefined) return undefined;
    const decrypt = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(m.key, 'base64'),
      Buffer.from(m.iv, 'base64'),
    );
    decrypt.setAuthTag(Buffer.from(m.tag, 'base64'));
    // pipeline() carries a read or authentication error to the response stream instead of losing it.
    const stream = pipe(createReadStream(blob(id)), decrypt, () => {});
    return { file: storedFile(id, m), stream };
  }

  async function remove(ids: readonly string[]): Promise<void> {
    const paths = ids.filter((id) => FILE_ID.test(id)).flatMap((id) => [meta(id), blob(id), retired(id)]);
    await Promise.all(paths.map((path) => rm(path, { force: true })));
  }

  /**
   * Marks files for removal at `until`: until then their download links keep working. The mark is
   * a file, so a restart during the grace period still removes them at the next sweep.
   */
  async function retire(ids: readonly string[], until: number): Promise<void> {
    await ready;
    await Promise.all(
      ids.filter((id) => FILE_ID.test(id)).map((id) => writeFile(retired(id), String(until))),
    );
  }

  /** Removes retired files whose grace period is over; returns how many. */
  async function sweep(now: number): Promise<number> {
    await ready;
    const marks = (await readdir(dir)).filter((name) => name.endsWith('.gone'));
    const due: string[] = [];
    for (const name of marks) {
      const id = name.slice(0, -'.gone'.length);
      const until = await retiredUntil(id);
      if (until === undefined || !(now < until)) due.push(id);
    }
    await remove(due);
    return due.length;
  }

  /** When any part of a stored file last changed (an upload in progress keeps writing its blob). */
  async function lastWritten(id: string): Promise<number> {
    const times = await Promise.all(
      [blob(id), meta(id), retired(id)].map((path) =>
        stat(path).then(
          (s) => s.mtimeMs,
          () => Number.NEGATIVE_INFINITY,
        ),
      ),
    );
    return Math.max(...times);
  }

  /**
   * Removes every stored file that no push holds: blobs of an upload a crash interrupted, and files
   * whose push expired just before a crash removed them. Files retired with a grace period still
   * running at `now` stay for the sweep. The directory is listed before `held` is asked, so a push
   * stored meanwhile keeps its files. With `minAgeMs`, only files unchanged that long (by the disk's
   * clock) go: where several servers share the directory, another one's upload in flight stays.
   * Returns how many went.
   */
  async function removeOrphans(
    held: () => Promise<ReadonlySet<string>>,
    now: number,
    minAgeMs = 0,
  ): Promise<number> {
    await ready;
    const listedAt = Date.now();
    const ids = new Set((await readdir(dir)).map((name) => name.replace(/\.(bin|meta|gone)$/, '')));
    let candidates = [...ids].filter((id) => FILE_ID.test(id));
    if (minAgeMs > 0) {
      const written = await Promise.all(candidates.map(lastWritten));
      candidates = candidates.filter((_, i) => listedAt - (written[i] ?? listedAt) >= minAgeMs);
    }
    const keep = await held();
    candidates = candidates.filter((id) => !keep.has(id));
    const graces = await Promise.all(candidates.map(retiredUntil));
    const orphans = candidates.filter((_, i) => !(now < (graces[i] ?? Number.NEGATIVE_INFINITY)));
    await remove(orphans);
    return orphans.length;
  }

  return { dir, save, describe, open, remove, retire, sweep, removeOrphans };
}

export type FileVault = ReturnType<typeof fileVault>;
