import { join } from 'node:path';
import type { StoreFs } from './store-fs.ts';

/** Secrets live here, even sealed: only the server's user may read them. */
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

export const SNAPSHOT_NAME = 'store.json';
const JOURNAL_PATTERN = /^journal-(\d+)\.ndjson$/;

export function journalName(generation: number): string {
  return `journal-${generation}.ndjson`;
}

/** Journal generations present in the directory, oldest first. */
export async function journalGenerations(fs: StoreFs, dir: string): Promise<number[]> {
  const names = await fs.readdir(dir);
  return names
    .map((name) => JOURNAL_PATTERN.exec(name)?.[1])
    .filter((digits): digits is string => digits !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

export async function ensureDataDir(fs: StoreFs, dir: string): Promise<void> {
  await fs.mkdir(dir, DIR_MODE);
  // mkdir leaves an existing directory's mode alone; tighten it in case it was made by hand.
  await fs.chmod(dir, DIR_MODE);
}

/** A rename or a new file is only durable once the directory entry itself is synced. */
export async function syncDir(fs: StoreFs, dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function inDir(dir: string, name: string): string {
  return join(dir, name);
}
