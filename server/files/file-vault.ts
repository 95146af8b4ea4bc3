import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { pipeline as pipe, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { Cipher } from '../crypto/cipher.ts';
import type { StoredFile } from '../store/records.ts';
import type { FileStorage } from './file-storage.ts';

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
 * Encrypted files in file storage, three objects each: the blob, its `.meta`, and a `.gone` mark
 * once it is retired. Each file has its own random AES-256-GCM key, sealed with the instance key
 * in the `.meta` written only once the blob is complete, so a partial upload is never served.
 * Storage only ever holds what is encrypted here.
 */
export function fileVault(storage: FileStorage, cipher: Cipher) {
  const blob = (id: string) => `${id}.bin`;
  const meta = (id: string) => `${id}.meta`;
  const retired = (id: string) => `${id}.gone`;
  const put = (key: string, content: string) => storage.put(key, Readable.from([Buffer.from(content)]));

  /** A small object's text; undefined when it is missing or unreadable. */
  async function readText(key: string): Promise<string | undefined> {
    try {
      const stream = await storage.get(key);
      return stream === undefined ? undefined : await text(stream);
    } catch {
      return undefined;
    }
  }

  async function save(input: Readable, info: { filename: string; contentType: string }): Promise<StoredFile> {
    const id = randomBytes(16).toString('base64url');
    const key = randomBytes(32);
    const iv = randomBytes(12);
    const encrypt = createCipheriv('aes-256-gcm', key, iv);
    let size = 0;
    // Encrypted as storage reads it: the input's pace is storage's, and no file is held whole.
    async function* encrypted() {
      for await (const chunk of input as AsyncIterable<Buffer>) {
        size += chunk.length;
        yield encrypt.update(chunk);
      }
      yield encrypt.final();
    }
    await storage.put(blob(id), Readable.from(encrypted(), { objectMode: false })).catch((error: unknown) => {
      // The generator may be waiting on the input, so storage's failure stops the upload here.
      input.destroy(error instanceof Error ? error : undefined);
      throw error;
    });
    const sealed: SealedMeta = {
      ...info,
      size,
      key: key.toString('base64'),
      iv: iv.toString('base64'),
      tag: encrypt.getAuthTag().toString('base64'),
    };
    await put(meta(id), cipher.seal(JSON.stringify(sealed)));
    return { id, filename: info.filename, contentType: info.contentType, size };
  }

  /** When the file was retired, the moment it stops being served; undefined while it is live. */
  async function retiredUntil(id: string): Promise<number | undefined> {
    const mark = await readText(retired(id));
    return mark === undefined ? undefined : Number(mark);
  }

  /** A live file's sealed metadata; undefined when it is gone, past its grace, or never was. */
  async function liveMeta(id: string, now: number): Promise<SealedMeta | undefined> {
    if (!FILE_ID.test(id)) return undefined;
    const until = await retiredUntil(id);
    if (until !== undefined && !(now < until)) return undefined;
    const sealed = await readText(meta(id));
    if (sealed === undefined) return undefined;
    try {
      return JSON.parse(cipher.open(sealed)) as SealedMeta;
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
   * The stream holds storage's stream open until it is read to the end or destroyed: a caller that sends no
   * body uses `describe` instead.
   */
  async function open(id: string, now: number): Promise<OpenedFile | undefined> {
    const m = await liveMeta(id, now);
    if (m === undefined) return undefined;
    const encrypted = await storage.get(blob(id));
    if (encrypted === undefined) return undefined;
    const decrypt = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(m.key, 'base64'),
      Buffer.from(m.iv, 'base64'),
    );
    decrypt.setAuthTag(Buffer.from(m.tag, 'base64'));
    // pipeline() carries a read or authentication error to the response stream instead of losing it.
    const stream = pipe(encrypted, decrypt, () => {});
    return { file: storedFile(id, m), stream };
  }

  async function remove(ids: readonly string[]): Promise<void> {
    const keys = ids.filter((id) => FILE_ID.test(id)).flatMap((id) => [meta(id), blob(id), retired(id)]);
    await Promise.all(keys.map((key) => storage.delete(key)));
  }

  /**
   * Marks files for removal at `until`: until then their download links keep working. The mark is
   * stored, so a restart during the grace period still removes them at the next sweep.
   */
  async function retire(ids: readonly string[], until: number): Promise<void> {
    await Promise.all(ids.filter((id) => FILE_ID.test(id)).map((id) => put(retired(id), String(until))));
  }

  /** Removes retired files whose grace period is over; returns how many. */
  async function sweep(now: number): Promise<number> {
    const marks = (await storage.list()).filter((name) => name.endsWith('.gone'));
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
      [blob(id), meta(id), retired(id)].map((key) =>
        storage.stat(key).then(
          (s) => s?.writtenAt ?? Number.NEGATIVE_INFINITY,
          () => Number.NEGATIVE_INFINITY,
        ),
      ),
    );
    return Math.max(...times);
  }

  /**
   * Removes every stored file that no push holds: blobs of an upload a crash interrupted, and files
   * whose push expired just before a crash removed them. Files retired with a grace period still
   * running at `now` stay for the sweep. Storage is listed before `held` is asked, so a push
   * stored meanwhile keeps its files. With `minAgeMs`, only files unchanged that long (by the
   * storage's clock) go: where several servers share the storage, another one's upload in flight stays.
   * Returns how many went.
   */
  async function removeOrphans(
    held: () => Promise<ReadonlySet<string>>,
    now: number,
    minAgeMs = 0,
  ): Promise<number> {
    const listedAt = Date.now();
    const ids = new Set((await storage.list()).map((name) => name.replace(/\.(bin|meta|gone)$/, '')));
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

  return { save, describe, open, remove, retire, sweep, removeOrphans };
}

export type FileVault = ReturnType<typeof fileVault>;

/**
 * Whether storage holds the blob of every file in `ids` (false when one is missing); rejects when
 * storage cannot answer. Asked before a view is used, so a view never hands out links that fail.
 */
export async function blobsStored(storage: FileStorage, ids: readonly string[]): Promise<boolean> {
  const found = await Promise.all(ids.map((id) => storage.stat(`${id}.bin`)));
  return found.every((object) => object !== undefined);
}
