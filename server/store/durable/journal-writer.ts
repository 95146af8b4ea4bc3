import { constants } from 'node:fs';
import { dirname } from 'node:path';
import { FILE_MODE, syncDir } from './data-files.ts';
import type { StoreFile, StoreFs } from './store-fs.ts';

const APPEND_DSYNC = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_DSYNC;

interface Pending {
  segment: Segment;
  line: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A journal file and how many of its bytes are known to be on disk. */
export interface DurableLength {
  path: string;
  bytes: number;
}

/** One journal file, opened on its first write. */
class Segment {
  private handle: Promise<StoreFile> | null = null;

  constructor(
    private readonly fs: StoreFs,
    readonly path: string,
    /** Bytes on disk that were acknowledged: a failed write is cut back to here before the file is read again. */
    public durable: number,
  ) {}

  file(): Promise<StoreFile> {
    // The directory is synced once, so the new file's name survives a crash with its contents.
    this.handle ??= this.openSynced();
    return this.handle;
  }

  private async openSynced(): Promise<StoreFile> {
    // O_DSYNC: each write returns only once its bytes are on disk, one system call instead of write + fdatasync.
    const handle = await this.fs.open(this.path, APPEND_DSYNC, FILE_MODE);
    try {
      await syncDir(this.fs, dirname(this.path));
    } catch (error) {
      await handle.close().catch(() => {});
      throw error;
    }
    return handle;
  }

  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = null;
    if (handle) await (await handle).close();
  }
}

/**
 * Appends one line per mutation and resolves it only once on disk. Group commit: lines that
 * arrive while a write is in flight go out together in the next one. After a failed write it
 * refuses everything: the store rebuilds its state from disk and makes a new writer.
 */
export class JournalWriter {
  private queue: Pending[] = [];
  private flushing: Promise<void> | null = null;
  private segment: Segment;
  private readonly segments = new Set<Segment>();
  private failure: unknown = null;
  /** Bytes appended since the last rotation; the compaction policy reads it. */
  bytes = 0;

  constructor(
    private readonly fs: StoreFs,
    path: string,
    existingBytes: number,
    /** Told at once, in the same tick, when a write fails, so no later mutation is taken. */
    private readonly onFailure: (error: unknown) => void,
  ) {
    this.segment = this.track(new Segment(fs, path, existingBytes));
  }

  get failed(): boolean {
    return this.failure !== null;
  }

  /** `effects` as they are to lie on disk (see at-rest.ts). */
  append(effects: readonly unknown[]): Promise<void> {
    if (this.failure !== null) return Promise.reject(this.failure);
    const line = `${JSON.stringify(effects)}\n`;
    this.bytes += line.length;
    return new Promise((resolve, reject) => {
      this.queue.push({ segment: this.segment, line, resolve, reject });
      this.flushing ??= this.flushAll();
    });
  }

  /** Sends later lines to a new file at once; resolves when the old file has all its lines and is closed. */
  async rotate(path: string): Promise<void> {
    const old = this.segment;
    this.segment = this.track(new Segment(this.fs, path, 0));
    this.bytes = 0;
    await this.idle();
    await old.close();
    if (this.failure === null) this.segments.delete(old);
  }

  async idle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  /** The files this writer touched and their acknowledged lengths, to cut a failed write back to. */
  durableLengths(): DurableLength[] {
    return [...this.segments].map((s) => ({ path: s.path, bytes: s.durable }));
  }

  async close(): Promise<void> {
    await this.idle();
    for (const segment of this.segments) await segment.close().catch(() => {});
  }

  private track(segment: Segment): Segment {
    this.segments.add(segment);
    return segment;
  }

  private async flushAll(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      const segments = new Set(batch.map((p) => p.segment));
      const before = new Map([...segments].map((s) => [s, s.durable]));
      try {
        for (const segment of segments) {
          const bytes = Buffer.from(
            batch
              .filter((p) => p.segment === segment)
              .map((p) => p.line)
              .join(''),
          );
          // Acknowledge nothing before the bytes are on disk: the file is opened O_DSYNC.
          await writeAll(await segment.file(), bytes);
          segment.durable += bytes.length;
        }
        for (const p of batch) p.resolve();
      } catch (error) {
        // A batch is acknowledged whole or not at all: lines of it already written are cut back too.
        for (const [segment, bytes] of before) segment.durable = bytes;
        // Memory already holds changes the disk lacks: refuse every later write until the store reloads.
        this.failure = error;
        this.onFailure(error);
        for (const p of [...batch, ...this.queue.splice(0)]) p.reject(error);
      }
    }
    this.flushing = null;
  }
}

async function writeAll(file: StoreFile, bytes: Buffer): Promise<void> {
  for (let at = 0; at < bytes.length; ) {
    at += (await file.write(at === 0 ? bytes : bytes.subarray(at))).bytesWritten;
  }
}
