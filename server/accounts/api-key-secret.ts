import { createHmac } from 'node:crypto';
import { pooledRandomBytes } from '../crypto/random-pool.ts';
import { safeEqual } from '../crypto/tokens.ts';

/** `spk_<public id>_<secret>`: the prefix tells a key from the one API token, and scanners can find one leaked. */
const PREFIX = 'spk_';
const SHAPE = /^spk_([0-9a-f]{16})_([A-Za-z0-9_-]{32})$/;

/** A key as its holder gets it once, and the parts the store keeps of it. */
export interface NewKeySecret {
  key: string;
  id: string;
  digest: string;
}

/**
 * The digest a key's secret is kept by: an HMAC under the instance's account digest key, so a copy
 * of the store alone cannot test guesses; the id is in it, so a digest fits only its own row.
 */
export function apiKeyDigest(digestKey: Buffer, id: string, secret: string): string {
  return createHmac('sha256', digestKey).update(`api key\n${id}\n${secret}`).digest('hex');
}

/** A fresh key: 64 random bits of public id, 192 of secret. */
export function newKeySecret(digestKey: Buffer): NewKeySecret {
  const id = pooledRandomBytes(8).toString('hex');
  const secret = pooledRandomBytes(24).toString('base64url');
  return { key: `${PREFIX}${id}_${secret}`, id, digest: apiKeyDigest(digestKey, id, secret) };
}

/** The public id and secret of what a request presented, or undefined when it is not shaped as a key. */
export function keyParts(presented: string): { id: string; secret: string } | undefined {
  const match = SHAPE.exec(presented);
  return match?.[1] === undefined || match[2] === undefined ? undefined : { id: match[1], secret: match[2] };
}

/** Whether a secret is the one a digest was made of, compared in constant time. */
export const secretMatches = (digestKey: Buffer, id: string, secret: string, digest: string) =>
  safeEqual(apiKeyDigest(digestKey, id, secret), digest);
