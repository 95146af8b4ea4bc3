import { createCipheriv, createDecipheriv } from 'node:crypto';
import { pooledRandomBytes } from './random-pool.ts';

/** Authenticated encryption of the secrets a push holds, under the instance key. */
export interface Cipher {
  seal(plain: string): string;
  /** Throws when the value was not sealed under this key or was altered. */
  open(sealed: string): string;
}

const VERSION = 'v1';

export function aesGcmCipher(key: Buffer): Cipher {
  if (key.length !== 32) throw new Error('The instance key must be 32 bytes.');
  return {
    seal(plain) {
      // A fresh 96-bit nonce per value: GCM must never reuse one under the same key.
      const iv = pooledRandomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      const [version, data] = sealed.split('.');
      if (version !== VERSION || data === undefined) throw new Error('Unknown sealed value format.');
      const raw = Buffer.from(data, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
