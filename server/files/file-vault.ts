import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { pipeline as pipe, Readable } from 'node:stream';
import type { Cipher } from '../crypto/cipher.ts';
import type { FileKeyStore } from '../store/file-key-store.ts';
import type { StoredFile } from '../store/records.ts';
import { adoptFileMarks } from './adopt-file-marks.ts';
import { blobKey, FILE_ID } from './file-ids.ts';
import type { FileStorage } from './file-storage.ts';
import { removeOrphanFiles } from './orphan-files.ts';

/** What a file's row holds, sealed under the instance key: the blob's own key travels only here. */
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

/**
 * Encrypted files: the blob in file storage, everything that opens it in the store. Each file has
 * its own random AES-256-GCM key, sealed with the instance key in the file's row, written only once
 * the blob is complete, so a partial upload is never served; removing the row leaves every copy of
 * the blob (bucket versions, backups) unreadable. Storage only ever holds what is encrypted here.
 * `now` dates the rows, so the orphan sweep can spare another server's newest.
 */
export function fileVault(
  storage: FileStorage,
  cipher: Cipher,
  keys: FileKeyStore,
  now: () => number = Date.now,
) {
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
    await storage
      .put(blobKey(id), Readable.from(encrypted(), { objectMode: false }))
      .catch((error: unknown) => {
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
    const meta = cipher.seal(JSON.stringify(sealed));
    await keys.putFileKey({ id, meta, writtenAt: now(), retiredUntil: null });
    return { id, filename: info.filename, contentType: info.contentType, size };
  }

  /**
   * The row of a file an earlier version marked in storage, moved into the store now: another
   * server may hold the start's adoption while this one serves. Storage failing here is a miss.
   */
  async function adoptedNow(id: string) {
    const adopted = await adoptFileMarks(storage, keys, [`${id}.meta`, `${id}.gone`]).catch(() => 0);
    return adopted > 0 ? keys.findFileKey(id) : undefined;
  }

  /** A live file's sealed metadata; undefined when it is gone, past its grace, or never was. */
  async function liveMeta(id: string, at: number): Promise<SealedMeta | undefined> {
    if (!FILE_ID.test(id)) return undefined;
    const row = (await keys.findFileKey(id)) ?? (await adoptedNow(id));
    if (row === undefined || (row.retiredUntil !== null && !(at < row.retiredUntil))) return undefined;
    try {
      return JSON.parse(cipher.open(row.meta)) as SealedMeta;
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
  async function describe(id: string, at: number): Promise<StoredFile | undefined> {
    const m = await liveMeta(id, at);
    return m === undefined ? undefined : storedFile(id, m);
  }

  /**
   * The decrypted content of a stored file; undefined when it is gone, past its grace, or never was.
   * The stream holds storage's stream open until it is read to the end or destroyed: a caller that sends no
   * body uses `describe` instead.
   */
  async function open(id: string, at: number): Promise<OpenedFile | undefined> {
    const m = await liveMeta(id, at);
    if (m === undefined) return undefined;
    const encrypted = await storage.get(blobKey(id));
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

  /** The rows go first: once they are gone no copy of a blob opens, whatever removing it meets. */
  async function remove(ids: readonly string[]): Promise<void> {
    const valid = ids.filter((id) => FILE_ID.test(id));
    if (valid.length === 0) return;
    await keys.removeFileKeys(valid);
    await Promise.all(valid.map((id) => storage.delete(blobKey(id))));
  }

  /**
   * Marks files for removal at `until`: until then their download links keep working. The mark is
   * stored, so a restart during the grace period still removes them at the next sweep.
   */
  async function retire(ids: readonly string[], until: number): Promise<void> {
    const valid = ids.filter((id) => FILE_ID.test(id));
    if (valid.length > 0) await keys.retireFileKeys(valid, until);
  }

  /** Removes retired files whose grace period is over; returns how many. */
  async function sweep(at: number): Promise<number> {
    const due = await keys.fileKeysDue(at);
    await remove(due);
    return due.length;
  }

  /**
   * Removes every stored file that no push holds (see orphan-files.ts). Files retired with a grace
   * period still running at `at` stay for the sweep; with `minAgeMs`, only files that old go.
   * Returns how many went.
   */
  const removeOrphans = (held: () => Promise<ReadonlySet<string>>, at: number, minAgeMs = 0) =>
    removeOrphanFiles({ storage, keys, remove }, held, at, minAgeMs);

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
