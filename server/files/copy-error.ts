import type { FileStorage } from './file-storage.ts';

/** The copy of files was refused or failed; its message says which object, where, and what to check. */
export class FileCopyError extends Error {
  override readonly name = 'FileCopyError';
}

/** One end of a copy: the storage, its name for messages, and what to check when it fails. */
export interface FileSide {
  storage: FileStorage;
  /** Such as "the directory /srv/files" or "the bucket push-files at https://...". */
  name: string;
  /** The setting or path to check, for the way it failed. */
  advice: (error: unknown) => string;
}

/** Why a step failed, in words that carry no secret: storage errors and system errors name only what the operator gave. */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return 'an unknown failure';
  const code = (error as { code?: unknown }).code;
  if (error.name === 'ObjectStorageError' || error.name === 'FileCopyError' || typeof code === 'string') {
    return error.message;
  }
  const cause = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof cause === 'string' ? `${error.name} (${cause})` : error.name;
}

/** Runs one step against one end; a failure becomes a FileCopyError naming the step, the object and the advice. */
export async function attempt<T>(
  side: FileSide,
  doing: string,
  key: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw sideFailed(side, doing, key, error);
  }
}

export function sideFailed(
  side: FileSide,
  doing: string,
  key: string | undefined,
  error: unknown,
): FileCopyError {
  const what = key === undefined ? side.name : `the object ${key} in ${side.name}`;
  return new FileCopyError(`Could not ${doing} ${what}: ${reason(error)} ${side.advice(error)}`.trim());
}

/** "1 object", "2 objects". */
export const objectCount = (n: number): string => `${n} object${n === 1 ? '' : 's'}`;
