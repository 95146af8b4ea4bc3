/** The one version this code writes and reads; it opens the AAD, the envelope and the file header. */
export const VERSION_TAG = 'SP-SEALED-1';
export const SALT_BYTES = 16;
export const TAG_BYTES = 16;

export type SealedKind = 'text' | 'file-contents' | 'file-name';

const LETTER: Record<SealedKind, string> = { text: 't', 'file-contents': 'f', 'file-name': 'n' };
const LABEL: Record<SealedKind, string> = {
  text: 'Secret Push sealed v1 text',
  'file-contents': 'Secret Push sealed v1 file contents',
  'file-name': 'Secret Push sealed v1 file name',
};

export const kindLetter = (kind: SealedKind): string => LETTER[kind];

export type Bytes = Uint8Array<ArrayBuffer>;
const ascii = (text: string): Bytes => new TextEncoder().encode(text);

/** The AES-256-GCM key for one envelope or file: HKDF-SHA256 over the push key, its salt and kind. */
export async function deriveKey(
  subtle: SubtleCrypto,
  pushKey: Uint8Array,
  salt: Uint8Array,
  kind: SealedKind,
): Promise<CryptoKey> {
  const base = await subtle.importKey('raw', new Uint8Array(pushKey), 'HKDF', false, ['deriveKey']);
  return subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(salt), info: ascii(LABEL[kind]) },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

function putIndex(bytes: Bytes, at: number, index: number): void {
  new DataView(bytes.buffer).setBigUint64(at, BigInt(index));
}

/** Four zero bytes and the record index: unique under a key that seals one envelope or file. */
export function recordNonce(index: number): Bytes {
  const nonce = new Uint8Array(12);
  putIndex(nonce, 4, index);
  return nonce;
}

/** Version, kind, index and final flag, so a record opens only where it was sealed. */
export function associatedData(kind: SealedKind, index: number, final: boolean): Bytes {
  const data = new Uint8Array(VERSION_TAG.length + 10);
  data.set(ascii(VERSION_TAG + LETTER[kind]));
  putIndex(data, VERSION_TAG.length + 1, index);
  data[data.length - 1] = final ? 1 : 0;
  return data;
}

export interface RecordPlace {
  kind: SealedKind;
  index: number;
  final: boolean;
}

export async function sealRecord(
  subtle: SubtleCrypto,
  key: CryptoKey,
  place: RecordPlace,
  plaintext: Uint8Array,
): Promise<Bytes> {
  const params = {
    name: 'AES-GCM',
    iv: recordNonce(place.index),
    additionalData: associatedData(place.kind, place.index, place.final),
  };
  return new Uint8Array(await subtle.encrypt(params, key, new Uint8Array(plaintext)));
}

/** The plaintext, or null when GCM refuses the record at this place. */
export async function openRecord(
  subtle: SubtleCrypto,
  key: CryptoKey,
  place: RecordPlace,
  ciphertext: Uint8Array,
): Promise<Bytes | null> {
  const params = {
    name: 'AES-GCM',
    iv: recordNonce(place.index),
    additionalData: associatedData(place.kind, place.index, place.final),
  };
  try {
    return new Uint8Array(await subtle.decrypt(params, key, new Uint8Array(ciphertext)));
  } catch {
    return null;
  }
}
