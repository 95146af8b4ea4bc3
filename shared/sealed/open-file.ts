import {
  FILE_HEADER,
  FILE_MAGIC,
  RECORD_CIPHERTEXT,
  RECORD_HEAD,
  readRecordHead,
  type StreamOptions,
} from './file-format.ts';
import { type Opened, opened, refused, type SealedReason } from './outcome.ts';
import { deriveKey, openRecord, type RecordPlace } from './record-cipher.ts';

/** How far from its place a failing record is looked for, to tell a reordered file from a damaged one. */
const REORDER_WINDOW = 8;
const MARK = FILE_MAGIC.subarray(0, 'SP-SEALED-'.length);

export interface FileOpening {
  stream: TransformStream<Uint8Array, Uint8Array>;
  /** Settles when the stream ends or is refused; until it is `ok`, what the stream gave is not the file. */
  result: Promise<Opened<{ bytes: number }>>;
}

const startsLike = (bytes: Uint8Array, prefix: Uint8Array) =>
  bytes.subarray(0, prefix.length).every((b, i) => b === prefix[i]);

/** Opens a sealed file as it streams through, holding at most one record; a refusal errors the stream. */
export function openFileStream(
  subtle: SubtleCrypto,
  pushKey: Uint8Array,
  options: StreamOptions = {},
): FileOpening {
  const buffer = new Uint8Array(Math.max(FILE_HEADER, RECORD_CIPHERTEXT));
  let filled = 0;
  let want = FILE_HEADER;
  let phase: 'header' | 'head' | 'body' | 'done' = 'header';
  let final = false;
  let index = 0;
  let bytes = 0;
  let key: CryptoKey;
  let settle: (outcome: Opened<{ bytes: number }>) => void = () => {};
  const result = new Promise<Opened<{ bytes: number }>>((resolve) => {
    settle = resolve;
  });

  const findElsewhere = async (ciphertext: Uint8Array): Promise<boolean> => {
    for (let j = Math.max(0, index - REORDER_WINDOW); j <= index + REORDER_WINDOW; j++) {
      for (const last of [false, true]) {
        const place: RecordPlace = { kind: 'file-contents', index: j, final: last };
        if (j !== index && (await openRecord(subtle, key, place, ciphertext))) return true;
      }
    }
    return false;
  };

  /** Handles one complete piece (header, record head or record body); a reason when it is refused. */
  const take = async (
    piece: Uint8Array,
    out: TransformStreamDefaultController<Uint8Array>,
  ): Promise<SealedReason | null> => {
    if (phase === 'header') {
      if (!startsLike(piece, MARK)) return 'not-sealed';
      if (!startsLike(piece, FILE_MAGIC)) return 'unsupported-version';
      key = await deriveKey(subtle, pushKey, piece.subarray(FILE_MAGIC.length), 'file-contents');
      [phase, want] = ['head', RECORD_HEAD];
    } else if (phase === 'head') {
      const head = readRecordHead(piece);
      if (!head) return 'wrong-key-or-damaged';
      [phase, want, final] = ['body', head.length, head.final];
    } else {
      const plaintext = await openRecord(subtle, key, { kind: 'file-contents', index, final }, piece);
      if (!plaintext) return (await findElsewhere(piece)) ? 'reordered' : 'wrong-key-or-damaged';
      out.enqueue(plaintext);
      bytes += plaintext.length;
      index += 1;
      [phase, want] = final ? ['done', 0] : ['head', RECORD_HEAD];
    }
    return null;
  };

  const refuse = (reason: SealedReason, out: TransformStreamDefaultController<Uint8Array>) => {
    settle(refused(reason));
    // A plain value, not an Error: nothing with a stack reaches whoever reads the stream.
    out.error({ sealed: reason });
  };

  const stream = new TransformStream<Uint8Array, Uint8Array>({
    async transform(chunk, out) {
      for (let at = 0; at < chunk.length; ) {
        if (phase === 'done') return refuse('wrong-key-or-damaged', out);
        const count = Math.min(want - filled, chunk.length - at);
        buffer.set(chunk.subarray(at, at + count), filled);
        filled += count;
        at += count;
        options.observeBuffered?.(filled);
        if (filled < want) continue;
        const reason = await take(buffer.subarray(0, want), out);
        filled = 0;
        if (reason) return refuse(reason, out);
      }
    },
    flush(out) {
      if (phase === 'done') return settle(opened({ bytes }));
      const seen = buffer.subarray(0, filled);
      const unsealed = phase === 'header' && !startsLike(seen, MARK.subarray(0, filled));
      refuse(unsealed ? 'not-sealed' : 'truncated', out);
    },
  });
  return { stream, result };
}
