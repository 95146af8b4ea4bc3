import { type Effect, isEffect } from '../memory/effects.ts';
import type { StoreFs } from './store-fs.ts';

/** The data directory holds something this code did not write and cannot safely repair. */
export class StoreCorruptError extends Error {
  override readonly name = 'StoreCorruptError';
}

export interface JournalContents {
  mutations: Effect[][];
  /** The file's length once a torn tail is cut off: where the next append starts. */
  bytes: number;
}

/**
 * Reads a journal's mutations in order. A process killed mid-append leaves a torn last line: it
 * was never acknowledged, so it is dropped and cut off the file, so later appends start clean.
 * A bad line followed by good ones is not a torn tail, and is refused.
 */
export async function readJournal(fs: StoreFs, path: string): Promise<JournalContents> {
  const bytes = await fs.readFile(path);
  const mutations: Effect[][] = [];
  let start = 0;
  let line = 0;
  let tornAt: number | null = null;
  let tornLine = 0;
  while (start < bytes.length) {
    line++;
    const end = bytes.indexOf(0x0a, start);
    const effects = parseLine(bytes.toString('utf8', start, end === -1 ? bytes.length : end));
    if (effects === null || end === -1) {
      if (tornAt === null) {
        tornAt = start;
        tornLine = line;
      }
    } else if (tornAt !== null) {
      throw new StoreCorruptError(
        `${path} has a damaged line at byte ${tornAt} (line ${tornLine}) followed by valid ones. ` +
          'See "Recovering by hand" in docs/storage.md.',
      );
    } else {
      mutations.push(effects);
    }
    if (end === -1) break;
    start = end + 1;
  }
  if (tornAt !== null) await fs.truncate(path, tornAt);
  return { mutations, bytes: tornAt ?? bytes.length };
}

function parseLine(line: string): Effect[] | null {
  try {
    const value: unknown = JSON.parse(line);
    return Array.isArray(value) && value.every(isEffect) ? value : null;
  } catch {
    return null;
  }
}
