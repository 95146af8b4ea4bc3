/**
 * One stored file's row: what opens its blob in file storage. The blob's own key lives only here,
 * so removing the row leaves every copy of the blob (bucket versions, backups) unreadable.
 */
export interface FileKeyRecord {
  /** The file's random id; its blob is `<id>.bin` in file storage. */
  id: string;
  /** Name, type, size and the blob's own key, iv and tag, as JSON sealed under the instance key. */
  meta: string;
  /** When the row was written, by the writing server's clock: the orphan sweep spares young rows. */
  writtenAt: number;
  /** When a retired file stops being served and is removed; null while it is live. */
  retiredUntil: number | null;
}

/** A row as the orphan sweep sees it: which file, how old, and whether its grace period runs. */
export type FileKeyListing = Omit<FileKeyRecord, 'meta'>;

/** Where the keys of stored files are kept; the contract of port.ts holds for every method. */
export interface FileKeyStore {
  /** Stores a file's row unless one with its id is there (two servers adopting one file); true when this one was put. */
  putFileKey(record: FileKeyRecord): Promise<boolean>;
  findFileKey(id: string): Promise<FileKeyRecord | undefined>;
  /** Marks the rows of these files to go at `until`, replacing an earlier mark; returns how many it found. */
  retireFileKeys(ids: readonly string[], until: number): Promise<number>;
  /** Removes the rows of these files; returns how many there were. */
  removeFileKeys(ids: readonly string[]): Promise<number>;
  /** The ids of retired files whose time is up at `now`. */
  fileKeysDue(now: number): Promise<string[]>;
  /** Every row but its sealed meta, for the orphan sweep. */
  listFileKeys(): Promise<FileKeyListing[]>;
}
