import { constants, type FileHandle, open } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Effect } from '../effects.ts';
import { FILE_MODE, syncDir } from './data-files.ts';

const APPEND_DSYNC = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_DSYNC;

interface Pending {
  segment: Segment;
  line: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** One journal file, opened on its first write. */
class Segment {
  private handle: Promise<FileHandle> | null = null;
  constructor(readonly path: string) {}

  file(): Promise<FileHandle> {
    // The directory is synced once, so the new file's name survives a crash with its contents.
    this.handle ??= this.openSynced();
    return this.handle;
  }

  private async openSynced(): Promise<FileHandle> {
    // O_DSYNC: each write returns only once its bytes are on disk, one system call instead of write + fdatasync.
    const handle = await open(this.path, APPEND_DSYNC, FILE_MODE);
    await syncDir(dirname(this.path));
    return handle;
  }

  async close(): Promise<void> {
    if (this.handle) await (await this.handle).close();
  }
}

/**
 * Appends one line per mutation and resolves it only once fsynced. Group commit: lines that
 * arrive while a write+fsync is in flight go out together in the next one.
 */
export class JournalWriter {
  private queue: Pending[] = [];
  private flushing: Promise<void> | null = null;
  private segment: Segment;
  private failure: unknown = null;
  /** Bytes appended since the last rotation; the compaction policy reads it. */
  bytes = 0;

  constructor(path: string) {
    this.segment = new Segment(path);
  }

  append(effects: Effect[]): Promise<void> {
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
    this.segment = new Segment(path);
    this.bytes = 0;
    await this.idle();
    await old.close();
  }

  async idle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  async close(): Promise<void> {
    await this.idle();
    await this.segment.close();
  }

  private async flushAll(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        for (const segment of new Set(batch.map((p) => p.segment))) {
          const lines = batch.filter((p) => p.segment === segment).map((p) => p.line);
          // Acknowledge nothing before the bytes are on disk: the file is opened O_DSYNC.
          await writeAll(await segment.file(), Buffer.from(lines.join('')));
        }
        for (const p of batch) p.resolve();
      } catch (error) {
        // Memory already holds changes the disk lacks: refuse every later write rather than diverge.
        this.failure = error;
        for (const p of [...batch, ...this.queue.splice(0)]) p.reject(error);
      }
    }
    this.flushing = null;
  }
}

async function writeAll(file: FileHandle, bytes: Buffer): Promise<void> {
  for (let at = 0; at < bytes.length; ) at += (await file.write(bytes, at)).bytesWritten;
}
