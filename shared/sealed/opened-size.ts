import { FILE_HEADER, RECORD_CIPHERTEXT, RECORD_HEAD, RECORD_PLAINTEXT } from './file-format.ts';

/** What each record adds to its plaintext: its head and its tag. */
const OVERHEAD = RECORD_HEAD + RECORD_CIPHERTEXT - RECORD_PLAINTEXT;

/**
 * How many bytes a sealed file of `sealed` bytes holds once opened, known before it is fetched;
 * undefined for a size no sealed file has. Every record but the last is full, and there is one
 * at least (an empty file's).
 */
export function openedFileSize(sealed: number): number | undefined {
  const body = sealed - FILE_HEADER;
  if (!Number.isSafeInteger(sealed) || body < OVERHEAD) return undefined;
  const records = Math.ceil(body / (RECORD_PLAINTEXT + OVERHEAD));
  return body - records * OVERHEAD;
}
