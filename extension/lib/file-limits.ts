import { formatBytes } from './byte-size.ts';
import { t } from './i18n.ts';

/** How many files a push may carry and how large each may be. */
export interface FileLimits {
  maxFiles: number;
  maxFileBytes: number;
}

/**
 * The version answer carries no limits, so the popup checks against Password Pusher's defaults
 * (PWP__FILES__MAX_FILE_UPLOADS, PWP__FILES__MAX_FILE_SIZE_MB); an instance set lower answers 422.
 */
export const DEFAULT_FILE_LIMITS: FileLimits = { maxFiles: 10, maxFileBytes: 64 * 1024 * 1024 };

type ChosenFile = { name: string; size: number };

/** Why the files chosen so far break a limit; null when they don't (none chosen is not yet a fault). */
export function chosenFilesProblem(
  files: readonly ChosenFile[],
  limits: FileLimits = DEFAULT_FILE_LIMITS,
): string | null {
  if (files.length > limits.maxFiles) return t('form_too_many_files', limits.maxFiles, files.length);
  const big = files.find((f) => f.size > limits.maxFileBytes);
  return big
    ? t('form_file_too_large', big.name, formatBytes(big.size, 'up'), formatBytes(limits.maxFileBytes))
    : null;
}

/** Why these files can't be sent, before any byte goes out; null when they can. */
export function filesProblem(
  files: readonly ChosenFile[],
  limits: FileLimits = DEFAULT_FILE_LIMITS,
): string | null {
  if (files.length === 0) return t('form_choose_files');
  return chosenFilesProblem(files, limits);
}

/** The bytes of all files together, for the list's summary and the upload's progress. */
export const totalBytes = (files: readonly ChosenFile[]): number => files.reduce((sum, f) => sum + f.size, 0);
