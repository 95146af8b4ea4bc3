import { DEVICE_NAME_MAX } from '../../accounts/device-tokens.ts';

/** What the extension's sign-in sends to /users/extension/authorize, checked. */
export interface AuthorizeParams {
  redirectUri: string;
  state: string;
  codeChallenge: string;
  name: string;
}

export const AUTHORIZE_FIELDS = [
  'redirect_uri',
  'state',
  'code_challenge',
  'code_challenge_method',
  'name',
] as const;

/**
 * The only places a code may go: identity.getRedirectURL() of a Chromium extension (32 letters a-p)
 * or of a Firefox one (40 hex digits), with no path, query or fragment; any other would hand the
 * code to a web site.
 */
const EXTENSION_REDIRECT =
  /^https:\/\/(?:[a-p]{32}\.chromiumapp\.org|[0-9a-f]{40}\.extensions\.allizom\.org)\/?$/;
const STATE = /^[\w-]{16,128}$/;
/** base64url of a SHA-256 digest, unpadded. */
const CHALLENGE = /^[\w-]{43}$/;
/** Control and format characters (bidirectional overrides among them) would let a name pose as another. */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** One value per field: a field given twice is refused, not guessed at. */
type Read = (field: (typeof AUTHORIZE_FIELDS)[number]) => string[];

/** The checked parameters, or undefined for a missing, repeated or malformed one. */
export function readAuthorizeParams(read: Read): AuthorizeParams | undefined {
  const one = (field: (typeof AUTHORIZE_FIELDS)[number]) => {
    const values = read(field);
    return values.length === 1 ? values[0] : undefined;
  };
  const redirectUri = one('redirect_uri');
  const state = one('state');
  const codeChallenge = one('code_challenge');
  const name = one('name')?.trim().replace(/\s+/g, ' ');
  if (redirectUri === undefined || !EXTENSION_REDIRECT.test(redirectUri)) return undefined;
  if (state === undefined || !STATE.test(state)) return undefined;
  if (codeChallenge === undefined || !CHALLENGE.test(codeChallenge)) return undefined;
  if (one('code_challenge_method') !== 'S256') return undefined;
  if (name === undefined || name === '' || [...name].length > DEVICE_NAME_MAX || HIDDEN_CHARACTERS.test(name))
    return undefined;
  return { redirectUri, state, codeChallenge, name };
}

/** The query of the authorize page for these parameters: where sign-in returns to. */
export function authorizeQuery(params: AuthorizeParams): string {
  return new URLSearchParams({
    redirect_uri: params.redirectUri,
    state: params.state,
    code_challenge: params.codeChallenge,
    code_challenge_method: 'S256',
    name: params.name,
  }).toString();
}

/** The extension's redirect URL with the answer in its query: a code, or an error. */
export function extensionRedirect(params: AuthorizeParams, answer: Record<string, string>): string {
  const url = new URL(params.redirectUri);
  url.search = new URLSearchParams({ ...answer, state: params.state }).toString();
  return url.toString();
}
