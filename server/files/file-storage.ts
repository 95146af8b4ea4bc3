import type { Readable } from 'node:stream';

/** What storage knows of one stored object, without reading it. */
export interface StoredObject {
  /** Bytes stored under the key, as stored. */
  size: number;
  /** When the object was last written, in ms since the epoch by the storage's own clock. */
  writtenAt: number;
}

/**
 * Opaque bytes under short keys: where the files of pushes are kept. It sees only what the vault
 * above it has already encrypted, under keys that name no file, type, push or user.
 */
export interface FileStorage {
  /**
   * Stores the whole stream under `key`, replacing what was there, reading it as it writes.
   * Rejects with the stream's own error when it fails; a failed put leaves nothing under a new key.
   */
  put(key: string, content: Readable): Promise<void>;
  /**
   * The bytes under `key`, or undefined when there are none. The stream holds what it reads from
   * until it is read to the end or destroyed.
   */
  get(key: string): Promise<Readable | undefined>;
  /** Size and time of the object under `key`, or undefined when there is none. */
  stat(key: string): Promise<StoredObject | undefined>;
  /** Removes the object under `key`; removing what is not there is no error. */
  delete(key: string): Promise<void>;
  /** Every key that holds an object. */
  list(): Promise<string[]>;
  /**
   * Drops what uploads cut short (a server killed mid-upload) left stored though `list` never
   * shows it, begun at least `minAgeMs` ago: a bucket's unfinished multipart uploads. Returns how
   * many went, or undefined when the storage cannot list them. Storage whose partial writes are
   * listed objects (the local directory) has no such method.
   */
  removeUnfinishedUploads?(minAgeMs: number): Promise<number | undefined>;
}

/** Letters, digits, `_`, `-` and inner dots: a key names no path, in a directory or a bucket. */
const STORAGE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export const isStorageKey = (key: string): boolean => STORAGE_KEY.test(key);

/** Refuses a key outside the keys storage accepts, before any adapter turns it into a path. */
export function checkStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new RangeError('Not a file storage key.');
  return key;
}
