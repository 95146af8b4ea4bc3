import { createCipheriv, hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromBase64url } from '../../../shared/sealed/base64url.ts';
import { openFileStream } from '../../../shared/sealed/open-file.ts';
import { keyFragment, parsePushKey } from '../../../shared/sealed/push-key.ts';
import { openFileName } from '../../../shared/sealed/sealed-file-name.ts';
import { openText } from '../../../shared/sealed/sealed-text.ts';
import { patternBytes, runThrough, subtle } from './support.ts';
import { buildVectors, sealedFileFacts } from './vector-cases.ts';
import vectors from './vectors.json' with { type: 'json' };

const bytesOf = (text: string) => fromBase64url(text) ?? new Uint8Array();

/** AES-256-GCM as docs/sealed-pushes.md writes it, through Node's own crypto rather than the code under test. */
function referenceSeal(key: string, salt: string, label: string, aad: Buffer, plaintext: Uint8Array): Buffer {
  const derived = Buffer.from(hkdfSync('sha256', bytesOf(key), bytesOf(salt), label, 32));
  const cipher = createCipheriv('aes-256-gcm', derived, Buffer.alloc(12)).setAAD(aad);
  return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}
const onlyRecordAad = (letter: string) =>
  Buffer.concat([Buffer.from(`SP-SEALED-1${letter}`), Buffer.alloc(8), Buffer.from([1])]);

describe('the test vectors', () => {
  it('are what the code makes of their inputs, byte for byte', async () => {
    expect(await buildVectors()).toEqual(vectors);
  });

  it('match an independent HKDF and AES-GCM written from the protocol text', () => {
    for (const v of vectors.text) {
      const sealed = referenceSeal(
        v.key,
        v.salt,
        'Secret Push sealed v1 text',
        onlyRecordAad('t'),
        new TextEncoder().encode(v.plaintext),
      );
      expect(v.envelope.split('\n')[1]).toBe(`SP-SEALED-1.t.${v.salt}.${sealed.toString('base64url')}`);
    }
    const small = vectors.file.find((v) => v.name === 'small file');
    const aad = Buffer.concat([Buffer.from('SP-SEALED-1f'), Buffer.alloc(8), Buffer.from([1])]);
    const record = referenceSeal(
      small?.key ?? '',
      small?.salt ?? '',
      'Secret Push sealed v1 file contents',
      aad,
      patternBytes(100),
    );
    const head = Buffer.from([1, 0, 0, 0, record.length]);
    expect(bytesOf(small?.sealed ?? '')).toEqual(
      new Uint8Array(Buffer.concat([Buffer.from(small?.header ?? '', 'hex'), head, record])),
    );
  });

  it('carry their keys in fragments that read back as the same key', () => {
    for (const v of vectors.keyFragments) {
      expect(keyFragment(bytesOf(v.key))).toBe(v.fragment);
      expect(parsePushKey(`https://example.test/p/abc#${v.fragment}`)).toEqual({
        ok: true,
        value: bytesOf(v.key),
      });
    }
  });

  it('open to their plaintexts', async () => {
    for (const v of vectors.text) {
      expect(await openText(subtle, bytesOf(v.key), v.envelope)).toEqual({ ok: true, value: v.plaintext });
    }
    for (const v of vectors.fileName) {
      expect(await openFileName(subtle, bytesOf(v.key), v.envelope)).toEqual({ ok: true, value: v.label });
    }
  });

  it('open files whose sealed bytes are written out whole', async () => {
    const whole = vectors.file.filter((v) => v.sealed !== undefined);
    expect(whole.length).toBe(2);
    for (const v of whole) {
      const opening = openFileStream(subtle, bytesOf(v.key));
      const { bytes } = await runThrough(opening.stream, [bytesOf(v.sealed ?? '')]);
      expect(await opening.result).toEqual({ ok: true, value: { bytes: v.length } });
      expect(bytes).toEqual(patternBytes(v.length));
    }
  });

  it('pin a file of two and a half records: two full records and a final half', async () => {
    const v = vectors.file.find((f) => f.length === 163_840);
    expect(v?.records.map((r) => [r.final, r.length])).toEqual([
      [false, 65_552],
      [false, 65_552],
      [true, 32_784],
    ]);
    expect(await sealedFileFacts(v?.key ?? '', v?.salt ?? '', 163_840)).toMatchObject({
      sealedSha256: v?.sealedSha256,
    });
  });
});
