const ALPHABET = /^[A-Za-z0-9_-]*$/;

/** Base64url without padding, as the envelope and the link's fragment write bytes. */
export function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode's argument list small for megabyte payloads.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of a base64url string without padding, or null when it is not one. */
export function fromBase64url(text: string): Uint8Array | null {
  if (!ALPHABET.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
