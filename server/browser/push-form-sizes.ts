import {
  FILE_HEADER,
  RECORD_CIPHERTEXT,
  RECORD_HEAD,
  RECORD_PLAINTEXT,
} from '../../shared/sealed/file-format.ts';

/** What a file's sealed size depends on: its header, and each record's head and tag. */
export interface SealedFileFormat {
  header: number;
  record: number;
  overhead: number;
}

export const SEALED_FILE_FORMAT: SealedFileFormat = {
  header: FILE_HEADER,
  record: RECORD_PLAINTEXT,
  overhead: RECORD_HEAD + RECORD_CIPHERTEXT - RECORD_PLAINTEXT,
};

/**
 * A file's size once sealed (an empty file is one empty record). It uses nothing outside itself,
 * so the push form's inline script carries its source and checks the limits on the same figure.
 */
export function sealedFileSize(bytes: number, format: SealedFileFormat): number {
  return format.header + Math.max(1, Math.ceil(bytes / format.record)) * format.overhead + bytes;
}
