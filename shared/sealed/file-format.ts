import { SALT_BYTES, TAG_BYTES, VERSION_TAG } from './record-cipher.ts';

/** Plaintext per record: big enough that the tags cost 0.02%, small enough to hold a few at once. */
export const RECORD_PLAINTEXT = 65_536;
export const RECORD_CIPHERTEXT = RECORD_PLAINTEXT + TAG_BYTES;
/** The record's head: a final flag byte and the ciphertext's length as a big-endian u32. */
export const RECORD_HEAD = 5;
/** `SP-SEALED-1`, a line feed, then the file's salt. */
export const FILE_MAGIC = new TextEncoder().encode(`${VERSION_TAG}\n`);
export const FILE_HEADER = FILE_MAGIC.length + SALT_BYTES;

/** Lets a caller watch how many bytes a sealing or opening stream holds back. */
export interface StreamOptions {
  observeBuffered?: (bytes: number) => void;
}

export function fileHeader(salt: Uint8Array): Uint8Array {
  const header = new Uint8Array(FILE_HEADER);
  header.set(FILE_MAGIC);
  header.set(salt, FILE_MAGIC.length);
  return header;
}

export function recordFrame(final: boolean, ciphertext: Uint8Array): Uint8Array {
  const frame = new Uint8Array(RECORD_HEAD + ciphertext.length);
  frame[0] = final ? 1 : 0;
  new DataView(frame.buffer).setUint32(1, ciphertext.length);
  frame.set(ciphertext, RECORD_HEAD);
  return frame;
}

/** The flag and length from a record's head, or null when no record of this format has them. */
export function readRecordHead(head: Uint8Array): { final: boolean; length: number } | null {
  const flag = head[0];
  const length = new DataView(head.buffer, head.byteOffset, RECORD_HEAD).getUint32(1);
  if (flag === 0 && length === RECORD_CIPHERTEXT) return { final: false, length };
  if (flag === 1 && length >= TAG_BYTES && length <= RECORD_CIPHERTEXT) return { final: true, length };
  return null;
}
