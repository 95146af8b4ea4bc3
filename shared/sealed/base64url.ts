const ALPHABET = /^[A-Za-z0-9_-]*$/;

/** The platform's own encoder, where there is one (Uint8Array.prototype.toBase64). */
type NativeEncoder = (options: { alphabet: 'base64url'; omitPadding: boolean }) => string;

/** Base64url without padding, as the envelope and the link's fragment write bytes. */
export function toBase64url(bytes: Uint8Array): string {
  const native = (bytes as Uint8Array & { toBase64?: NativeEncoder }).toBase64;
  if (typeof native === 'function') return native.call(bytes, { alphabet: 'base64url', omitPadding: true });
  // Small chunks through apply: a spread of tens of thousands of arguments is several times slower.
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 0x2000) {
    parts.push(String.fromCharCode.apply(null, bytes.subarray(i, i + 0x2000) as unknown as number[]));
  }
  const base64 = btoa(parts.join(''));
  let end = base64.length;
  while (end > 0 && base64.charCodeAt(end - 1) === 61) end--;
  return base64.slice(0, end).replaceAll('+', '-').replaceAll('/', '_');
}

/** The bytes of a base64url string without padding, or null when it is not one. */
export function fromBase64url(text: string): Uint8Array | null {
  if (!ALPHABET.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
