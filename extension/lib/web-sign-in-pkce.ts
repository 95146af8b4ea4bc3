/** The secrets of one sign-in: PKCE's verifier and challenge (RFC 7636, S256) and the state. */
export interface SignInSecrets {
  verifier: string;
  challenge: string;
  state: string;
}

export type RandomBytes = (into: Uint8Array) => Uint8Array;

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function newSignInSecrets(randomBytes: RandomBytes): Promise<SignInSecrets> {
  const verifier = base64url(randomBytes(new Uint8Array(32)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return {
    verifier,
    challenge: base64url(new Uint8Array(digest)),
    state: base64url(randomBytes(new Uint8Array(16))),
  };
}

/** The instance's page that signs the person in and asks them to allow this browser. */
export function authorizeUrl(
  baseUrl: string,
  secrets: SignInSecrets,
  redirectUri: string,
  name: string,
): string {
  const query = Object.entries({
    redirect_uri: redirectUri,
    state: secrets.state,
    code_challenge: secrets.challenge,
    code_challenge_method: 'S256',
    name,
  })
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `${baseUrl}/users/extension/authorize?${query}`;
}
