import { hash, timingSafeEqual } from 'node:crypto';
import { pooledRandomBytes } from './random-pool.ts';

/** 192 random bits, URL-safe: used for API tokens and push url_tokens alike. */
export function newSecretToken(): string {
  return pooledRandomBytes(24).toString('base64url');
}

export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

// Node returns a Buffer for 'buffer'; the typings in use only know the text encodings.
const digest = (value: string) => hash('sha256', value, 'buffer') as unknown as Buffer;

/** Constant-time equality of two strings of any length (their digests are compared). */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}
