import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Cipher } from '../crypto/cipher.ts';
import { fileLinks, type LinkedFile } from '../files/file-links.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { blobsStored, fileVault } from '../files/file-vault.ts';
import { describeError, type Logger } from '../log/log.ts';
import type { FileKeyStore } from '../store/file-key-store.ts';
import type { PushRecord, StoredFile } from '../store/records.ts';
import { FilesUnavailableError, type FilesWork, storageProblem } from './files-unavailable.ts';
import type { ExpiryCause } from './service.ts';

export interface PushFilesDeps {
  /** Where the encrypted files are kept, shared by every server of one database. */
  storage: FileStorage;
  /** Where each file's own key and retirement are kept: the store every server shares. */
  keys: FileKeyStore;
  cipher: Cipher;
  now: () => number;
  logger: Logger;
  /** Key of the download links' signatures (see link-key.ts); random per process when omitted. */
  linkKey?: Buffer;
}

/**
 * The files of file pushes: encrypted blobs in file storage with their keys in the store, signed download links, and their
 * removal when a push expires: at once, or once the links handed out by the last view have run out.
 */
export function pushFiles(deps: PushFilesDeps) {
  const vault = fileVault(deps.storage, deps.cipher, deps.keys, deps.now);
  const links = fileLinks(deps.linkKey ?? randomBytes(32));
  const inFlight = new Set<Promise<unknown>>();

  const track = (work: Promise<unknown>) => {
    const done = work
      .catch((error: unknown) => deps.logger.error(`removing expired files failed: ${describeError(error)}`))
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  };

  /** The failure as the app answers it, logged here, once, in one line: no stack, key or name. */
  const unavailable = (work: FilesWork, error: unknown) => {
    const said =
      error instanceof FilesUnavailableError ? error : new FilesUnavailableError(work, storageProblem(error));
    deps.logger.error(said.logLine);
    return said;
  };
  /** Whether storage holds every one of these blobs now; a FilesUnavailableError when it cannot answer. */
  const blobsHeld = (ids: readonly string[]) =>
    blobsStored(deps.storage, ids).catch((error: unknown) => {
      throw unavailable('serve', error);
    });

  return {
    vault,
    links,
    /**
     * Stores an uploaded file; any failure is a FilesUnavailableError, as the door's own refusals
     * (a limit, a client gone) are told apart before it. A failed save leaves no blob a push holds.
     */
    save: (input: Readable, info: { filename: string; contentType: string }) =>
      vault.save(input, info).catch((error: unknown) => {
        throw unavailable('store', error);
      }),
    /**
     * Removes the files of a push that was not created. Never fails: what storage would not remove
     * now belongs to no push, and the orphan sweep takes it later.
     */
    discard: async (stored: readonly StoredFile[]) => {
      if (stored.length === 0) return;
      await vault.remove(stored.map((f) => f.id)).catch((error: unknown) => {
        deps.logger.error(`files of a push not created were left to the sweep: ${storageProblem(error)}`);
      });
    },
    blobsHeld,
    /** A failure to serve a file met elsewhere (a download), logged as the app answers it. */
    unavailable: (error: unknown) => unavailable('serve', error),
    /** Resolves when storage holds every file's blob now; a FilesUnavailableError otherwise. */
    checkServable: async (stored: readonly StoredFile[]) => {
      if (!(await blobsHeld(stored.map((f) => f.id))))
        throw unavailable('serve', new FilesUnavailableError('serve', 'a stored file is missing'));
    },
    /** `about`: which push and file the link is for, signed into it, so a download can be recorded against its push. */
    fileLink: (file: StoredFile, now: number, about?: LinkedFile) => links.path(file.id, now, about),
    /** The push service's `onExpired` hook. */
    onExpired(before: PushRecord, cause: ExpiryCause): void {
      const ids = before.files.map((f) => f.id);
      if (ids.length === 0) return;
      track(cause === 'last_view' ? vault.retire(ids, deps.now() + links.lifetimeMs) : vault.remove(ids));
    },
    /**
     * Removes the files no stored push holds (`held` is asked after storage is listed). An
     * upload in progress holds files that no push holds yet: with `minAgeMs` 0 run it only before
     * this server takes requests and where no other server shares its storage; otherwise give an age
     * longer than any upload may take. Retired files stay until their grace period is over: the
     * links' key outlives a restart when it is derived from the instance key. Marks an earlier
     * version left beside the blobs are moved into the store first.
     */
    removeOrphans: (held: () => Promise<ReadonlySet<string>>, minAgeMs = 0) =>
      vault.removeOrphans(held, deps.now(), minAgeMs),
    /** Removes files whose grace period is over; run it with the expiry sweep. */
    sweep: () => vault.sweep(deps.now()),
    /** Resolves once every removal started so far has finished (for an orderly stop, and tests). */
    idle: async () => {
      await Promise.all([...inFlight]);
    },
  };
}

export type PushFiles = ReturnType<typeof pushFiles>;
