import { fromBase64url, toBase64url } from './base64url.ts';
import { type Opened, opened, refused } from './outcome.ts';

export const PUSH_KEY_BYTES = 32;
/** Names the key's form in the fragment, so a later form can sit beside it. */
const FRAGMENT_PREFIX = 'k1=';
const KEY_TEXT = /^[A-Za-z0-9_-]{43}$/;

export const newPushKey = (randomBytes: (length: number) => Uint8Array): Uint8Array =>
  randomBytes(PUSH_KEY_BYTES);

/** The link's fragment without its `#`: `k1=` and the key's 43 characters. */
export const keyFragment = (key: Uint8Array): string => `${FRAGMENT_PREFIX}${toBase64url(key)}`;

/** The key from a whole link, `#k1=KEY`, `k1=KEY` or the key's 43 characters alone. */
export function parsePushKey(input: string): Opened<Uint8Array> {
  let text = input.trim();
  const hash = text.lastIndexOf('#');
  if (hash >= 0) text = text.slice(hash + 1);
  if (text.startsWith(FRAGMENT_PREFIX)) text = text.slice(FRAGMENT_PREFIX.length);
  if (!KEY_TEXT.test(text)) return refused('bad-key');
  const key = fromBase64url(text);
  // Only the canonical spelling: the last character's two spare bits must be zero.
  if (!key || key.length !== PUSH_KEY_BYTES || toBase64url(key) !== text) return refused('bad-key');
  return opened(key);
}
