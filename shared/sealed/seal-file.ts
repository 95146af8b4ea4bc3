import { fileHeader, RECORD_PLAINTEXT, recordFrame, type StreamOptions } from './file-format.ts';
import type { SealedCrypto } from './outcome.ts';
import { deriveKey, SALT_BYTES, sealRecord } from './record-cipher.ts';

/** Seals a file's bytes as they stream through, holding at most one record of plaintext. */
export function sealFileStream(
  crypto: SealedCrypto,
  pushKey: Uint8Array,
  options: StreamOptions = {},
): TransformStream<Uint8Array, Uint8Array> {
  const pending = new Uint8Array(RECORD_PLAINTEXT);
  let filled = 0;
  let index = 0;
  let key: CryptoKey;

  const seal = async (final: boolean, out: TransformStreamDefaultController<Uint8Array>) => {
    const place = { kind: 'file-contents', index, final } as const;
    out.enqueue(recordFrame(final, await sealRecord(crypto.subtle, key, place, pending.subarray(0, filled))));
    index += 1;
    filled = 0;
  };

  return new TransformStream({
    async start(out) {
      const salt = crypto.randomBytes(SALT_BYTES);
      key = await deriveKey(crypto.subtle, pushKey, salt, 'file-contents');
      out.enqueue(fileHeader(salt));
    },
    async transform(chunk, out) {
      for (let at = 0; at < chunk.length; ) {
        // A full record is sealed only once a byte after it shows it is not the last.
        if (filled === RECORD_PLAINTEXT) await seal(false, out);
        const take = Math.min(RECORD_PLAINTEXT - filled, chunk.length - at);
        pending.set(chunk.subarray(at, at + take), filled);
        filled += take;
        at += take;
        options.observeBuffered?.(filled);
      }
    },
    async flush(out) {
      await seal(true, out);
    },
  });
}
