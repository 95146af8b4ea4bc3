import { fromBase64url, toBase64url } from '../../../shared/sealed/base64url.ts';
import { RECORD_HEAD } from '../../../shared/sealed/file-format.ts';
import { keyFragment } from '../../../shared/sealed/push-key.ts';
import { sealFileStream } from '../../../shared/sealed/seal-file.ts';
import { sealFileName } from '../../../shared/sealed/sealed-file-name.ts';
import { sealText } from '../../../shared/sealed/sealed-text.ts';
import { fixedCrypto, hex, patternBytes, runThrough, subtle } from './support.ts';

/** Inputs of every vector; the outputs are what the format makes of them. */
const KEY = toBase64url(Uint8Array.from({ length: 32 }, (_, i) => i));
const KEY_B = toBase64url(Uint8Array.from({ length: 32 }, (_, i) => 255 - i));
const SALT = toBase64url(Uint8Array.from({ length: 16 }, (_, i) => 0xa0 + i));
const SALT_B = toBase64url(new Uint8Array(16));

export const TEXT_INPUTS = [
  { name: 'empty text', key: KEY, salt: SALT, plaintext: '' },
  { name: 'one word', key: KEY, salt: SALT, plaintext: 'hunter2' },
  {
    name: 'multi-line unicode',
    key: KEY_B,
    salt: SALT_B,
    plaintext: 'Ünïcødé ☃\nпароль: 秘密 🔐\r\n\tlast line',
  },
];
export const NAME_INPUTS = [
  {
    name: 'a file label',
    key: KEY,
    salt: SALT,
    label: { name: 'Bilan 2026 – é.pdf', type: 'application/pdf' },
  },
];
export const FILE_INPUTS = [
  { name: 'empty file', key: KEY, salt: SALT, length: 0 },
  { name: 'small file', key: KEY, salt: SALT_B, length: 100 },
  { name: 'two and a half records', key: KEY_B, salt: SALT, length: 163_840 },
];
/** Files up to this size carry their sealed bytes whole; larger ones a digest and each record's tag. */
const WHOLE_UP_TO = 1024;

const bytesOf = (text: string) => fromBase64url(text) ?? new Uint8Array();

export async function sealedFileFacts(key: string, salt: string, length: number) {
  const sealed = (
    await runThrough(sealFileStream(fixedCrypto(bytesOf(salt)), bytesOf(key)), [patternBytes(length)])
  ).bytes;
  const digest = new Uint8Array(await subtle.digest('SHA-256', new Uint8Array(sealed)));
  const records: { final: boolean; length: number; tag: string }[] = [];
  for (let at = 28; at < sealed.length; ) {
    const size = new DataView(sealed.buffer, sealed.byteOffset + at + 1, 4).getUint32(0);
    const end = at + RECORD_HEAD + size;
    records.push({ final: sealed[at] === 1, length: size, tag: hex(sealed.subarray(end - 16, end)) });
    at = end;
  }
  return {
    header: hex(sealed.subarray(0, 28)),
    records,
    sealedLength: sealed.length,
    sealedSha256: hex(digest),
    ...(sealed.length <= WHOLE_UP_TO ? { sealed: toBase64url(sealed) } : {}),
  };
}

export async function buildVectors() {
  return {
    about:
      'Sealed pushes, format SP-SEALED-1 (docs/sealed-pushes.md). Keys and salts are base64url without padding. File plaintext: byte i is (7 i + 3) mod 256.',
    keyFragments: [KEY, KEY_B].map((key) => ({ key, fragment: keyFragment(bytesOf(key)) })),
    text: await Promise.all(
      TEXT_INPUTS.map(async (v) => ({
        ...v,
        envelope: await sealText(fixedCrypto(bytesOf(v.salt)), bytesOf(v.key), v.plaintext),
      })),
    ),
    fileName: await Promise.all(
      NAME_INPUTS.map(async (v) => ({
        ...v,
        envelope: await sealFileName(fixedCrypto(bytesOf(v.salt)), bytesOf(v.key), v.label),
      })),
    ),
    file: await Promise.all(
      FILE_INPUTS.map(async (v) => ({ ...v, ...(await sealedFileFacts(v.key, v.salt, v.length)) })),
    ),
  };
}
