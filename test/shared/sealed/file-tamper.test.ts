import { describe, expect, it } from 'vitest';
import { RECORD_PLAINTEXT } from '../../../shared/sealed/file-format.ts';
import { openFileStream } from '../../../shared/sealed/open-file.ts';
import { sealFileStream } from '../../../shared/sealed/seal-file.ts';
import { concat, patternBytes, realCrypto, runThrough, subtle } from './support.ts';

const key = realCrypto.randomBytes(32);
const plaintext = patternBytes(RECORD_PLAINTEXT * 4 + 1000);

async function seal(bytes = plaintext, withKey = key): Promise<Uint8Array> {
  return (await runThrough(sealFileStream(realCrypto, withKey), [bytes])).bytes;
}

async function open(sealed: Uint8Array | Uint8Array[], withKey = key) {
  const opening = openFileStream(subtle, withKey);
  const run = await runThrough(opening.stream, Array.isArray(sealed) ? sealed : [sealed]);
  return { ...run, result: await opening.result };
}

/** The header and each record's frame (head and ciphertext). */
function frames(sealed: Uint8Array): { header: Uint8Array; records: Uint8Array[] } {
  const records: Uint8Array[] = [];
  for (let at = 28; at < sealed.length; ) {
    const end = at + 5 + new DataView(sealed.buffer, sealed.byteOffset + at + 1, 4).getUint32(0);
    records.push(sealed.slice(at, end));
    at = end;
  }
  return { header: sealed.slice(0, 28), records };
}
const refusal = (reason: string) => ({ ok: false, reason });

describe('a sealed file', () => {
  it('opens to its bytes, however the sealed stream is cut into chunks', async () => {
    const sealed = await seal();
    expect(frames(sealed).records.length).toBe(5);
    const whole = await open(sealed);
    expect(whole.result).toEqual({ ok: true, value: { bytes: plaintext.length } });
    expect(whole.bytes).toEqual(plaintext);
    const small = await seal(patternBytes(300));
    const pieces = Array.from({ length: Math.ceil(small.length / 7) }, (_, i) =>
      small.slice(i * 7, i * 7 + 7),
    );
    expect((await open(pieces)).bytes).toEqual(patternBytes(300));
  });

  it('seals a file of exactly whole records with a full final record, and opens it', async () => {
    const exact = patternBytes(RECORD_PLAINTEXT * 2);
    const sealed = await seal(exact);
    expect(frames(sealed).records.map((r) => r[0])).toEqual([0, 1]);
    expect((await open(sealed)).bytes).toEqual(exact);
  });

  it('refuses a record dropped, and two records swapped, as reordered', async () => {
    const { header, records } = frames(await seal());
    const [r0, r1, r2, r3, r4] = records as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
    expect((await open(concat([header, r0, r2, r3, r4]))).result).toEqual(refusal('reordered'));
    expect((await open(concat([header, r0, r2, r1, r3, r4]))).result).toEqual(refusal('reordered'));
    expect((await open(concat([header, r1, r0, r2, r3, r4]))).result).toEqual(refusal('reordered'));
    expect((await open(concat([header, r0, r1, r2, r4, r3]))).result).toEqual(refusal('reordered'));
  });

  it('refuses a file without its final record, or cut inside a record, as truncated', async () => {
    const sealed = await seal();
    const { header, records } = frames(sealed);
    expect((await open(concat([header, ...records.slice(0, 4)]))).result).toEqual(refusal('truncated'));
    for (const cut of [0, 10, 28, 30, 28 + 5 + 100, sealed.length - 1]) {
      expect((await open(sealed.slice(0, cut))).result).toEqual(refusal('truncated'));
    }
  });

  it('refuses bytes after the final record', async () => {
    const sealed = await seal();
    const { records } = frames(sealed);
    expect((await open(concat([sealed, new Uint8Array([0])]))).result).toEqual(
      refusal('wrong-key-or-damaged'),
    );
    expect((await open([sealed, records[1] ?? new Uint8Array()])).result).toEqual(
      refusal('wrong-key-or-damaged'),
    );
  });

  it('refuses a record from another file under the same key', async () => {
    const { header, records } = frames(await seal());
    const other = frames(await seal()).records;
    const spliced = [...records.slice(0, 2), other[2] ?? new Uint8Array(), ...records.slice(3)];
    expect((await open(concat([header, ...spliced]))).result).toEqual(refusal('wrong-key-or-damaged'));
  });

  it('refuses a wrong key and any changed byte of the salt, a record head or a ciphertext', async () => {
    const sealed = await seal(patternBytes(RECORD_PLAINTEXT + 10));
    expect((await open(sealed, realCrypto.randomBytes(32))).result).toEqual(refusal('wrong-key-or-damaged'));
    const second = 28 + 5 + RECORD_PLAINTEXT + 16;
    for (const at of [12, 27, 28, 29, 32, 33, 40, second, second + 1, second + 5, sealed.length - 1]) {
      const changed = sealed.slice();
      changed[at] = (changed[at] ?? 0) ^ 0x01;
      expect((await open(changed)).result).toEqual(refusal('wrong-key-or-damaged'));
    }
    // A final record's length made longer than the bytes there reads as a file cut short.
    const longer = sealed.slice();
    longer[second + 4] = (longer[second + 4] ?? 0) + 1;
    expect((await open(longer)).result).toEqual(refusal('truncated'));
  });

  it('tells a file of another version and bytes that are no sealed file apart', async () => {
    const sealed = await seal(patternBytes(10));
    const later = sealed.slice();
    later[10] = '2'.charCodeAt(0);
    expect((await open(later)).result).toEqual(refusal('unsupported-version'));
    expect((await open(patternBytes(5000))).result).toEqual(refusal('not-sealed'));
    expect((await open(new TextEncoder().encode('PNG'))).result).toEqual(refusal('not-sealed'));
  });

  it('errors its stream with a plain reason, not an exception with a stack', async () => {
    const { error } = await open(patternBytes(5000));
    expect(error).toEqual({ sealed: 'not-sealed' });
  });
});
