import type { Cipher } from '../crypto/cipher.ts';
import type { PushRecord } from '../store/records.ts';

/**
 * A push as one request read it: its record, and its payload opened at most once. A recipient's
 * page reads the push to choose what to show, then hands this on to the view it claims.
 */
export interface ReadPush {
  record: PushRecord;
  /** The stored payload, opened on the first ask and kept; undefined when none is stored. */
  opened(): string | undefined;
}

export function readPush(record: PushRecord, cipher: Cipher): ReadPush {
  let payload: { text: string | undefined } | undefined;
  return {
    record,
    opened() {
      payload ??= { text: record.payload === null ? undefined : cipher.open(record.payload) };
      return payload.text;
    },
  };
}

export const isReadPush = (push: PushRecord | ReadPush): push is ReadPush => 'record' in push;
