import type { SealedCrypto } from '../../../shared/sealed/outcome.ts';

export const subtle = globalThis.crypto.subtle;

export const realCrypto: SealedCrypto = {
  subtle,
  randomBytes: (n) => globalThis.crypto.getRandomValues(new Uint8Array(n)),
};

/** Hands out `salt` as the only randomness, so a sealing is reproducible. */
export const fixedCrypto = (salt: Uint8Array): SealedCrypto => ({ subtle, randomBytes: () => salt });

/** Byte i is (7 i + 3) mod 256: a file the vectors can describe in one line. */
export function patternBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = (7 * i + 3) % 256;
  return bytes;
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

/** Feeds `chunks` through `stream`; the bytes out, and the value it was errored with if it was. */
export async function runThrough(
  stream: TransformStream<Uint8Array, Uint8Array>,
  chunks: Uint8Array[],
): Promise<{ bytes: Uint8Array; error?: unknown }> {
  const out: Uint8Array[] = [];
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  const sink = new WritableStream<Uint8Array>({ write: (chunk) => void out.push(chunk) });
  try {
    await source.pipeThrough(stream).pipeTo(sink);
    return { bytes: concat(out) };
  } catch (error) {
    return { bytes: concat(out), error };
  }
}

export const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');
