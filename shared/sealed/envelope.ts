import { fromBase64url, toBase64url } from './base64url.ts';
import { type Opened, opened, refused, type SealedCrypto } from './outcome.ts';
import {
  deriveKey,
  kindLetter,
  openRecord,
  SALT_BYTES,
  type SealedKind,
  sealRecord,
  TAG_BYTES,
  VERSION_TAG,
} from './record-cipher.ts';

const MARK = 'SP-SEALED-';
const ONLY = { kind: 'text', index: 0, final: true } as const;

/** One line of envelope: version tag, kind letter, salt and ciphertext, joined by dots. */
export async function sealLine(
  crypto: SealedCrypto,
  pushKey: Uint8Array,
  kind: SealedKind,
  plaintext: Uint8Array,
): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const key = await deriveKey(crypto.subtle, pushKey, salt, kind);
  const ciphertext = await sealRecord(crypto.subtle, key, { ...ONLY, kind }, plaintext);
  return [VERSION_TAG, kindLetter(kind), toBase64url(salt), toBase64url(ciphertext)].join('.');
}

/** The plaintext of the first `SP-SEALED-` line in `envelope`, or why it does not open. */
export async function openLine(
  subtle: SubtleCrypto,
  pushKey: Uint8Array,
  kind: SealedKind,
  envelope: string,
): Promise<Opened<Uint8Array>> {
  const line = envelope
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.startsWith(MARK));
  if (line === undefined) return refused('not-sealed');
  const [tag = '', letter, saltText, cipherText, ...rest] = line.split('.');
  if (tag !== VERSION_TAG) return refused(/^SP-SEALED-\d+$/.test(tag) ? 'unsupported-version' : 'not-sealed');
  if (cipherText === undefined) return refused('truncated');
  const salt = fromBase64url(saltText ?? '');
  const ciphertext = fromBase64url(cipherText);
  if (letter !== kindLetter(kind) || rest.length > 0 || salt?.length !== SALT_BYTES || !ciphertext) {
    return refused('wrong-key-or-damaged');
  }
  if (ciphertext.length < TAG_BYTES) return refused('truncated');
  const key = await deriveKey(subtle, pushKey, salt, kind);
  const plaintext = await openRecord(subtle, key, { ...ONLY, kind }, ciphertext);
  return plaintext ? opened(plaintext) : refused('wrong-key-or-damaged');
}
