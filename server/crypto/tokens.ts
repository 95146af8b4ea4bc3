import { createHash, timingSafeEqual } from 'node:crypto';
import { pooledRandomBytes } from './random-pool.ts';

/** 192 random bits, URL-safe: used for API tokens and push url_tokens alike. */
export function newSecretToken(): string {
  return pooledRandomBytes(24).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant-time equality of two strings of any length (their digests are compared). */
export function safeEqual(a: string, b: string): boolean {
  const da = createHash('sha256').update(a, 'utf8').digest();
  const db = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(da, db);
}
