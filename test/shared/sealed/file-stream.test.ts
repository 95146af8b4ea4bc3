import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { RECORD_CIPHERTEXT, RECORD_PLAINTEXT } from '../../../shared/sealed/file-format.ts';
import { openFileStream } from '../../../shared/sealed/open-file.ts';
import { sealFileStream } from '../../../shared/sealed/seal-file.ts';
import { realCrypto, subtle } from './support.ts';

const FILE_BYTES = 20_000_000;

/** Chunks of uneven sizes, made only when the pipeline pulls them: the file never exists whole. */
function* fileChunks(): Generator<Uint8Array> {
  for (let made = 0, n = 0; made < FILE_BYTES; n++) {
    const size = Math.min(FILE_BYTES - made, 10_000 + ((n * 7_919) % 90_000));
    const chunk = new Uint8Array(size);
    for (let i = 0; i < size; i++) chunk[i] = (made + i) % 251;
    made += size;
    yield chunk;
  }
}

it('seals and opens a 20 MB file holding a few records at a time, never the file', async () => {
  const key = realCrypto.randomBytes(32);
  const peak = { sealer: 0, opener: 0, chunk: 0, inFlight: 0 };
  let madeBytes = 0;
  let openedBytes = 0;
  const made = createHash('sha256');
  const got = createHash('sha256');
  const chunks = fileChunks();
  const source = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.next();
      if (next.done) return controller.close();
      madeBytes += next.value.length;
      made.update(next.value);
      controller.enqueue(next.value);
    },
  });
  const opening = openFileStream(subtle, key, {
    observeBuffered: (n) => (peak.opener = Math.max(peak.opener, n)),
  });
  const sealer = sealFileStream(realCrypto, key, {
    observeBuffered: (n) => (peak.sealer = Math.max(peak.sealer, n)),
  });
  const sink = new WritableStream<Uint8Array>({
    write(chunk) {
      openedBytes += chunk.length;
      got.update(chunk);
      peak.chunk = Math.max(peak.chunk, chunk.length);
      // Made but not yet delivered: everything the pipeline holds at this moment, in its queues and buffers.
      peak.inFlight = Math.max(peak.inFlight, madeBytes - openedBytes);
    },
  });

  await source.pipeThrough(sealer).pipeThrough(opening.stream).pipeTo(sink);

  expect(await opening.result).toEqual({ ok: true, value: { bytes: FILE_BYTES } });
  expect(got.digest('hex')).toBe(made.digest('hex'));
  expect(peak.sealer).toBeLessThanOrEqual(RECORD_PLAINTEXT);
  expect(peak.opener).toBeLessThanOrEqual(RECORD_CIPHERTEXT);
  expect(peak.chunk).toBeLessThanOrEqual(RECORD_PLAINTEXT);
  expect(peak.inFlight).toBeLessThanOrEqual(6 * RECORD_PLAINTEXT);
  console.log('20 MB sealed and opened; most bytes held at once:', peak);
}, 60_000);
